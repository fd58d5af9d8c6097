import { nextTask } from '../src/nextTask';

type Scheduled = () => void;

describe('nextTask', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
    jest.useRealTimers();
  });

  it('resolves in a task the scheduler runs, where the browser has scheduler.postTask', async () => {
    const tasks: Scheduled[] = [];
    (globalThis as { scheduler?: unknown }).scheduler = {
      postTask: (run: Scheduled) => {
        tasks.push(run);
        return Promise.resolve();
      },
    };
    let resolved = false;
    const broken = nextTask().then(() => {
      resolved = true;
    });
    await Promise.resolve();
    expect([tasks.length, resolved]).toEqual([1, false]);
    tasks[0]!();
    await broken;
    expect(resolved).toBe(true);
  });

  it('resolves in a timer task elsewhere', async () => {
    jest.useFakeTimers();
    let resolved = false;
    const broken = nextTask().then(() => {
      resolved = true;
    });
    await Promise.resolve();
    expect(resolved).toBe(false);
    jest.advanceTimersByTime(0);
    await broken;
    expect(resolved).toBe(true);
  });
});
