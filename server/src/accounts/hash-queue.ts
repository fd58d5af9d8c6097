// Password hashes are deliberately expensive (scrypt, ~128 MB and a few hundred ms each). At most one runs per core,
// and a free core goes to the waiting source (the caller's IP address) with the fewest hashes running, the earliest
// first among equals: a flood of attempts from a few addresses waits behind itself while a sign-in from any other
// address gets the next free core.
import { availableParallelism } from 'node:os';

interface Waiter {
  start: () => void;
}

export class FairHashQueue {
  private running = 0;
  /** Running jobs per source. */
  private readonly runningBySource = new Map<string, number>();
  /** Waiting jobs per source, in arrival order; the Map keeps the sources in the order they started waiting. */
  private readonly waiting = new Map<string, Waiter[]>();

  constructor(readonly concurrency: number = Math.max(1, availableParallelism())) {}

  /** Hashes running or waiting now. */
  get pending(): number {
    let waiting = 0;
    for (const queue of this.waiting.values()) waiting += queue.length;
    return this.running + waiting;
  }

  run<T>(source: string, job: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        this.running += 1;
        this.runningBySource.set(source, (this.runningBySource.get(source) ?? 0) + 1);
        job()
          .then(resolve, reject)
          .finally(() => {
            this.running -= 1;
            const left = (this.runningBySource.get(source) ?? 1) - 1;
            if (left > 0) this.runningBySource.set(source, left);
            else this.runningBySource.delete(source);
            this.startNext();
          });
      };
      const queue = this.waiting.get(source);
      if (queue) queue.push({ start });
      else this.waiting.set(source, [{ start }]);
      this.startNext();
    });
  }

  private startNext(): void {
    while (this.running < this.concurrency) {
      let chosen: string | undefined;
      let fewest = Infinity;
      for (const source of this.waiting.keys()) {
        const running = this.runningBySource.get(source) ?? 0;
        if (running < fewest) [chosen, fewest] = [source, running];
        if (running === 0) break;
      }
      if (chosen === undefined) return;
      const queue = this.waiting.get(chosen)!;
      const waiter = queue.shift();
      if (queue.length === 0) this.waiting.delete(chosen);
      waiter?.start();
    }
  }
}

/** The process's one queue for password hashing (scrypt). */
export const passwordHashQueue = new FairHashQueue();
