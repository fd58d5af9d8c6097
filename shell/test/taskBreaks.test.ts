import { taskBreaksPlugin } from '../src/federation/taskBreaks';

describe('taskBreaksPlugin', () => {
  it('holds a remote container back until a later task, before and after its start, and hands the runtime its arguments back', async () => {
    const breaks: (() => void)[] = [];
    const plugin = taskBreaksPlugin(() => new Promise<void>((resolve) => breaks.push(resolve)));
    for (const hook of [plugin.beforeInitContainer, plugin.initContainer]) {
      const args = { shareScope: {}, initScope: [] };
      let answered: unknown;
      void hook(args).then((result) => (answered = result));
      await Promise.resolve();
      expect(answered).toBeUndefined();
      breaks.shift()!();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(answered).toBe(args);
    }
  });

  it('breaks with a timer task by default', async () => {
    jest.useFakeTimers();
    try {
      let answered = false;
      void taskBreaksPlugin()
        .initContainer({})
        .then(() => (answered = true));
      await Promise.resolve();
      expect(answered).toBe(false);
      await jest.runAllTimersAsync();
      expect(answered).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
