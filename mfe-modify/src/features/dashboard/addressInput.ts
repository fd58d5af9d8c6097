// The delivery address dialog's values (spec 3 §3 Main settings info, §7 saveAddressInfo): the saved home, work and
// public addresses as the form edits them, and the payload with the work_ and public_ prefixes and the default flags.
import type { AddressInput, MainSettings } from './dashboardStore';

export type AddressKind = 'home' | 'work' | 'public';
/** The prefix of each address's fields on the wire (the home address's are bare). */
export const ADDRESS_PREFIX: Record<AddressKind, '' | 'work_' | 'public_'> = { home: '', work: 'work_', public: 'public_' };
const PREFIX = ADDRESS_PREFIX;
const SAVED_KEY: Record<AddressKind, 'homeAddress' | 'workAddress' | 'publicAddress'> = {
  home: 'homeAddress',
  work: 'workAddress',
  public: 'publicAddress',
};
const DEFAULT_KEY: Record<AddressKind, 'default_home' | 'default_work' | 'default_public'> = {
  home: 'default_home',
  work: 'default_work',
  public: 'default_public',
};

export interface AddressDraft {
  street: string;
  apts: string;
  emirate: string;
  area: string;
  landmark: string;
}

export function addressDraft(settings: MainSettings, kind: AddressKind): AddressDraft {
  const saved = settings[SAVED_KEY[kind]];
  return {
    street: saved?.street ?? '',
    apts: saved?.apartments ?? '',
    emirate: saved?.emirate ? String(saved.emirate) : '',
    area: saved?.area ? String(saved.area) : '',
    landmark: saved?.landmark ?? '',
  };
}

/** The saveAddressInfo payload: home, work_ and public_ lines and the three default flags. */
export function addressInput(drafts: Record<AddressKind, AddressDraft>, defaultKind: AddressKind): AddressInput {
  const input: Record<string, unknown> = {};
  for (const kind of ['home', 'work', 'public'] as const) {
    const draft = drafts[kind];
    const prefix = PREFIX[kind];
    input[`${prefix}street`] = draft.street.trim();
    input[`${prefix}apts`] = draft.apts.trim();
    input[`${prefix}emirate`] = draft.emirate ? Number(draft.emirate) : null;
    input[`${prefix}area`] = draft.area ? Number(draft.area) : null;
    input[`${prefix}landmark`] = draft.landmark.trim();
  }
  input.default_home = defaultKind === 'home' ? 1 : 0;
  input.default_work = defaultKind === 'work' ? 1 : 0;
  input.default_public = defaultKind === 'public' ? 1 : 0;
  return input as AddressInput;
}

/** The address delivered to by default (home when none is marked). */
export function defaultAddressKind(settings: MainSettings | null): AddressKind {
  return (['work', 'public'] as const).find((kind) => settings?.[DEFAULT_KEY[kind]]) ?? 'home';
}
