// The customer's delivery addresses as one form edits them (spec 3 §3 "Main settings info", "Address form fields";
// §7 saveAddressInfo): home, work_ and public_ addresses and the one the meals go to (the three default flags). The
// /modify/address page edits home and work, the dashboard's 'Address' dialog all three; both check and send them here.
// The delivered-to address must be complete (doc 2 §5.9, checked in its order); another address is checked only when
// something is typed in it; the delivered-to address must be in the emirate of the plan's delivery time (issue 37).
import { FORM_ERROR } from 'final-form';
import { addressWireFields, prefixedAddressWireFields, type AddressValues } from '@mealplan/shared/account';
import { addressEmirateMessage, validateCheckoutAddress, type Validation } from '@mealplan/shared/domain';
import type { RequestData } from '@mealplan/shared/protocol';

export type AddressKind = 'home' | 'work' | 'public';
export const ADDRESS_KINDS: readonly AddressKind[] = ['home', 'work', 'public'];

/** The form's values: each address of `K`, and the one delivered to. */
export type AddressSettingsValues<K extends AddressKind> = Record<K, AddressValues> & { deliverTo: K };

/** saveAddressInfo's fields (without the subtype the client adds). */
export type AddressSettingsPayload = Omit<RequestData<'profile', 'getForDashboard:saveAddressInfo'>, 'subtype' | 'userId'>;

/** The prefix of each address's fields on the wire (the home address's are bare). */
export const ADDRESS_PREFIX: Record<AddressKind, '' | 'work_' | 'public_'> = { home: '', work: 'work_', public: 'public_' };

const isEmpty = (values: AddressValues) => (Object.values(values) as string[]).every((value) => value.trim() === '');

/** The checks of the form: errors keyed 'home.street', 'work.area'…, the first message at the top. */
export function validateAddressSettings<K extends AddressKind>(
  values: AddressSettingsValues<K>,
  kinds: readonly K[],
  planSlotEmirate: number | null,
): Validation {
  const failed = kinds
    .filter((kind) => kind === values.deliverTo || !isEmpty(values[kind]))
    .map((kind) => [kind, validateCheckoutAddress(values[kind])] as const)
    .find(([, check]) => !check.valid);
  if (failed) {
    const [kind, check] = failed;
    return { ...check, errors: Object.fromEntries(Object.entries(check.errors).map(([field, message]) => [`${kind}.${field}`, message])) };
  }
  const message = addressEmirateMessage(values[values.deliverTo].emirate, [planSlotEmirate]);
  return message ? { valid: false, message, errors: { [`${values.deliverTo}.emirate`]: message } } : { valid: true, message: null, errors: {} };
}

/** saveAddressInfo's payload: the addresses of `kinds` (home bare, work_ and public_ prefixed) and the default flags. */
export function addressSettingsPayload<K extends AddressKind>(values: AddressSettingsValues<K>, kinds: readonly K[]): AddressSettingsPayload {
  const has = (kind: AddressKind) => (kinds as readonly AddressKind[]).includes(kind);
  const flag = (kind: AddressKind) => (values.deliverTo === kind ? 1 : 0);
  const at = (kind: AddressKind) => (values as unknown as Record<AddressKind, AddressValues>)[kind];
  return {
    ...(has('home') ? addressWireFields(at('home')) : {}),
    ...(has('work') ? prefixedAddressWireFields('work_', at('work')) : {}),
    ...(has('public') ? prefixedAddressWireFields('public_', at('public')) : {}),
    default_home: flag('home'),
    default_work: flag('work'),
    ...(has('public') ? { default_public: flag('public') } : {}),
  };
}

/** A saveAddressInfo field (street, work_area, public_landmark…) as the form names it ('home.street'…), or null. */
export function addressFieldPath(serverField: string, kinds: readonly AddressKind[]): string | null {
  const kind = [...kinds].reverse().find((candidate) => serverField.startsWith(ADDRESS_PREFIX[candidate])) ?? null;
  if (kind === null) return null;
  const field = serverField.slice(ADDRESS_PREFIX[kind].length);
  return ['street', 'apts', 'emirate', 'area', 'landmark', 'locationlink'].includes(field) ? `${kind}.${field}` : null;
}

/**
 * react-final-form's submission errors from texts already in the page's language: field texts keyed 'home.street' (or
 * by the server's names with `kinds` given), and the message shown above the buttons.
 */
export function addressSubmitErrors(
  fieldTexts: Readonly<Record<string, string>>,
  formError: string,
  kinds?: readonly AddressKind[],
): Record<string, unknown> {
  const blocks: Record<string, Record<string, string>> = {};
  for (const [name, text] of Object.entries(fieldTexts)) {
    const path = kinds ? addressFieldPath(name, kinds) : name;
    if (!path) continue;
    const [kind, field] = path.split('.') as [string, string];
    blocks[kind] = { ...blocks[kind], [field]: text };
  }
  return { ...blocks, [FORM_ERROR]: formError };
}
