import { FairHashQueue } from '../../src/accounts/hash-queue';

/** A job that finishes when told, recording when it started. */
function gate(started: string[], name: string) {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { run: () => (started.push(name), done), open: () => open() };
}

describe('FairHashQueue', () => {
  it('runs at most `concurrency` jobs at once and shares turns round-robin between sources', async () => {
    const queue = new FairHashQueue(2);
    const started: string[] = [];
    const jobs = [
      ...['a1', 'a2', 'a3', 'a4', 'a5'].map((name) => ({ source: 'flood', job: gate(started, name) })),
      { source: 'owner', job: gate(started, 'owner') },
    ];
    const results = jobs.map(({ source, job }) => queue.run(source, job.run));
    expect(started).toEqual(['a1', 'a2']);
    expect(queue.pending).toBe(6);
    jobs[0]!.job.open();
    await results[0];
    await Promise.resolve();
    // The owner's source had no turn yet: it goes before the flood's third job.
    expect(started).toEqual(['a1', 'a2', 'owner']);
    for (const { job } of jobs) job.open();
    await Promise.all(results);
    expect(started).toEqual(['a1', 'a2', 'owner', 'a3', 'a4', 'a5']);
    expect(queue.pending).toBe(0);
  });

  it('passes a failure to its caller and goes on', async () => {
    const queue = new FairHashQueue(1);
    await expect(queue.run('x', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run('x', () => Promise.resolve(7))).resolves.toBe(7);
  });
});
