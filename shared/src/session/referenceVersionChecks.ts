// The version checks of the reference lists a browser kept (ReferenceStore): the copies read together are checked in one
// get_arrays version call, not one call each (issue 38: a returning customer's start-up read eight copies and made eight
// calls). Kept free of zod, as the store is: a guest's first page loads no schema.
import type { ReferenceListName } from '../protocol';

/** Asks the server for the versions of `names` in `language`, by name (get_arrays version's `versions`). */
export type AskVersions = (language: string, names: ReferenceListName[]) => Promise<Partial<Record<ReferenceListName, string>>>;

interface Check {
  language: string;
  name: ReferenceListName;
  settle: (version: string | undefined) => void;
  fail: (error: unknown) => void;
}

/** How long a check waits for copies still being read before it is asked without them. */
const MAX_WAIT_MS = 100;

export class ReferenceVersionChecks {
  private reading = 0;
  private checks: Check[] = [];
  private firstCheckAt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly ask: AskVersions) {}

  /**
   * Reads a copy (the storage's promise). While copies are being read, the checks asked wait for the reads to end (at
   * most MAX_WAIT_MS) and then go together: the start-up reads its copies at once, and each read ends in a task of its own.
   */
  async read<T>(reading: Promise<T>): Promise<T> {
    this.reading += 1;
    try {
      return await reading;
    } finally {
      this.reading -= 1;
      if (this.reading === 0) {
        // The last read has ended: the checks go now, once its reader has asked too (a timer runs after its continuation).
        clearTimeout(this.timer);
        this.timer = undefined;
        this.schedule(0);
      }
    }
  }

  /** The version the server has for one list in one language; undefined when it sent none (the list is then asked again). */
  versionOf(language: string, name: ReferenceListName): Promise<string | undefined> {
    return new Promise((settle, fail) => {
      if (this.checks.length === 0) this.firstCheckAt = Date.now();
      this.checks.push({ language, name, settle, fail });
      this.schedule(0);
    });
  }

  private schedule(delayMs: number): void {
    if (this.timer !== undefined || this.checks.length === 0) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      const waited = Date.now() - this.firstCheckAt;
      if (this.reading > 0 && waited < MAX_WAIT_MS) this.schedule(MAX_WAIT_MS - waited);
      else this.send();
    }, delayMs);
  }

  private send(): void {
    const checks = this.checks;
    this.checks = [];
    for (const language of new Set(checks.map((check) => check.language))) {
      const ofLanguage = checks.filter((check) => check.language === language);
      this.ask(language, [...new Set(ofLanguage.map((check) => check.name))]).then(
        (versions) => ofLanguage.forEach((check) => check.settle(versions[check.name])),
        (error: unknown) => ofLanguage.forEach((check) => check.fail(error)),
      );
    }
  }
}
