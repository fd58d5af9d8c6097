import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { PageSetting } from '../protocol';
import type { CallOptions, SocketClient } from './SocketClient';

export interface SettingEntry {
  value: unknown;
  old_value: unknown;
}

function toEntries(data: unknown): Record<string, SettingEntry> {
  const entries: Record<string, SettingEntry> = {};
  const add = (alias: unknown, entry: unknown) => {
    if (typeof alias !== 'string') return;
    const record = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : { value: entry };
    entries[alias] = { value: record.value, old_value: record.old_value ?? null };
  };
  if (Array.isArray(data)) data.forEach((row) => add((row as { alias?: unknown } | null)?.alias, row));
  else if (typeof data === 'object' && data !== null) Object.entries(data).forEach(([alias, entry]) => add(alias, entry));
  return entries;
}

/** Site settings keyed by alias (spec 1 §3 "Settings"), loaded once with `settings get`. */
export class SettingsStore {
  entries: Record<string, SettingEntry> = {};
  loaded = false;
  private loading: Promise<void> | null = null;

  constructor(private readonly client: SocketClient) {
    // The entries are replaced as a whole when they load, never changed in place: observed by reference.
    makeAutoObservable<SettingsStore, 'client' | 'loading'>(this, { client: false, loading: false, entries: observable.ref }, { autoBind: true });
  }

  /** Loads the settings unless already loaded or loading (`options` of the call: the shell's start-up load is background). */
  load(options: CallOptions = {}): Promise<void> {
    this.loading ??= this.client.call('settings', 'get', {}, options).then(
      (data) =>
        runInAction(() => {
          this.entries = toEntries(data);
          this.loaded = true;
        }),
      (error: unknown) => {
        this.loading = null;
        throw error;
      },
    );
    return this.loading;
  }

  /** A setting the pages read (the server sends no other: PAGE_SETTINGS). */
  entry(alias: PageSetting): SettingEntry | undefined {
    return this.entries[alias];
  }

  /** The site's holidays: the 'holidays' setting's "YYYY-MM-DD" list (no delivery on them). */
  get holidays(): string[] {
    const value = this.entries.holidays?.value;
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  }

  /** The setting's value as text ('' when missing). */
  text(alias: PageSetting): string {
    const value = this.entries[alias]?.value;
    if (value === undefined || value === null) return '';
    return typeof value === 'string' ? value : JSON.stringify(value);
  }
}
