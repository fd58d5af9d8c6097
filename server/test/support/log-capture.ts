// The process log captured for a test: every line the server writes (at trace level and above) while it runs.
import { Writable } from 'node:stream';
import { createLogger, setLogger } from '../../src/ops/log';

export interface CapturedLog {
  /** The raw JSON lines written so far. */
  lines: string[];
  /** The lines parsed. */
  entries(): Array<Record<string, unknown>>;
  /** Puts the previous logger back. */
  restore(): void;
}

export function captureLog(): CapturedLog {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const previous = setLogger(createLogger('trace', stream));
  return {
    lines,
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    restore: () => void setLogger(previous),
  };
}
