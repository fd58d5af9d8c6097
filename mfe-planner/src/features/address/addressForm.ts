// The address step's form (spec 2 §2.2 step 5, §4.3, §5.5): home, work and public-holiday/weekend addresses built
// from the server's addressFields list, the `profile set` 'delivery' payload, and the shared delivery rule's
// per-block errors ('<block>.<field>') as the form's nested field errors.
import {
  ADDRESS_BLOCKS,
  addressEmirateMessage,
  deliveredToBlock,
  isAddressEmpty,
  validateDelivery,
  type AddressBlock,
  type AddressFieldRule,
  type DeliveryReference,
  type RuleMessage,
} from '@mealplan/shared/domain';
import type { ServerMessage } from '@mealplan/shared/ui';
import type { Address, AddressField, Area, Emirate, RequestData, User } from '@mealplan/shared/protocol';

export type DeliveryPayload = Extract<RequestData<'profile', 'set'>, { scenario: 'delivery' }>;
export { ADDRESS_BLOCKS, type AddressBlock };

/** The fields every address block has besides its map position and default flag (the list's other entries). */
export const INSTRUCTIONS_FIELD = 'deliveryInstructions';
/** Text fields the rule knows; a field of another name in the list is shown but not sent. */
type AddressTextField = 'street' | 'apartments' | 'landmark' | 'locationlink';

/** One address block as the form edits it: ids as select values, the map position as numbers. */
export interface AddressValues {
  emirate: string;
  area: string;
  street: string;
  apartments: string;
  landmark: string;
  locationlink: string;
  latitude: number | null;
  longtitude: number | null;
  default: boolean;
}

export interface DeliveryValues {
  homeAddress: AddressValues;
  workAddress: AddressValues;
  publicAddress: AddressValues;
  deliveryInstructions: string;
}

/** The address fields of a block, in the server's order (the instructions field is the page's own). */
export function blockFields(fields: readonly AddressField[]): AddressField[] {
  return fields.filter((field) => field.name !== INSTRUCTIONS_FIELD);
}

/** The field's maximum length (props.max), if any: text is cut there as it is typed (§5.5). */
export function maxLengthOf(field: Pick<AddressField, 'props'> | undefined): number | undefined {
  const max = field?.props?.max;
  return typeof max === 'number' ? max : undefined;
}

const idText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

function addressValues(address: Address | null | undefined): AddressValues {
  return {
    emirate: idText(address?.emirate),
    area: idText(address?.area),
    street: address?.street ?? '',
    apartments: address?.apartments ?? '',
    landmark: address?.landmark ?? '',
    locationlink: address?.locationlink ?? '',
    latitude: address?.latitude ?? null,
    longtitude: address?.longtitude ?? null,
    default: address?.default ?? false,
  };
}

/** The form's starting values: the user's saved addresses and instructions. */
export function initialDeliveryValues(user: Partial<User>): DeliveryValues {
  return {
    homeAddress: addressValues(user.homeAddress),
    workAddress: addressValues(user.workAddress),
    publicAddress: addressValues(user.publicAddress),
    deliveryInstructions: user.deliveryInstructions ?? '',
  };
}

const idOf = (text: string | undefined): number | null => {
  const value = Number(text);
  return text && Number.isInteger(value) && value > 0 ? value : null;
};

/** One block for the wire; a block with nothing filled in (not even a map position) is sent as null. */
export function addressInput(values: AddressValues | undefined, fields: readonly AddressFieldRule[]): Address | null {
  if (!values) return null;
  const cut = (name: AddressTextField) => {
    const text = (values[name] ?? '').trim();
    const max = maxLengthOf(fields.find((field) => field.name === name));
    return max === undefined ? text : text.slice(0, max);
  };
  const address: Address = {
    emirate: idOf(values.emirate),
    area: idOf(values.area),
    street: cut('street'),
    apartments: cut('apartments'),
    landmark: cut('landmark'),
    locationlink: cut('locationlink'),
    latitude: values.latitude ?? null,
    longtitude: values.longtitude ?? null,
    default: values.default ?? false,
  };
  const placed = address.latitude !== null && address.longtitude !== null;
  return isAddressEmpty(address) && !placed ? null : address;
}

/** The `profile set` 'delivery' payload. */
export function deliveryPayload(values: DeliveryValues, fields: readonly AddressFieldRule[]): DeliveryPayload {
  const instructions = fields.find((field) => field.name === INSTRUCTIONS_FIELD);
  const max = maxLengthOf(instructions);
  const text = values.deliveryInstructions ?? '';
  return {
    scenario: 'delivery',
    homeAddress: addressInput(values.homeAddress, fields),
    workAddress: addressInput(values.workAddress, fields),
    publicAddress: addressInput(values.publicAddress, fields),
    deliveryInstructions: max === undefined ? text : text.slice(0, max),
  };
}

/** What the delivery rule checks against, from the reference lists. */
export function deliveryReference(fields: readonly AddressField[], emirates: readonly Emirate[], areas: readonly Area[]): DeliveryReference {
  return {
    fields,
    areaEmirate: new Map(areas.map((area) => [area.id, area.emirate_id])),
    emirates: new Set(emirates.map((emirate) => emirate.id)),
  };
}

/** The areas of the chosen emirate (§5.5: area choices depend on the emirate). */
export function areasOf(areas: readonly Area[], emirate: string): Area[] {
  const id = idOf(emirate);
  return id === null ? [] : areas.filter((area) => area.emirate_id === id);
}

/** Home and work defaults are mutually exclusive (§4.3): the block just made default takes it from the other. */
export function exclusiveDefaults(values: DeliveryValues, changed: AddressBlock): Partial<Record<AddressBlock, boolean>> {
  if (changed === 'homeAddress' && values.homeAddress.default && values.workAddress.default) return { workAddress: false };
  if (changed === 'workAddress' && values.workAddress.default && values.homeAddress.default) return { homeAddress: false };
  return {};
}

/** A field's message: a rule's id (with values), or the server's text with its id and values. */
export type FieldMessage = RuleMessage | ServerMessage;

/** A message of the rule or the server, as the page shows it. */
export type Translate = (message: FieldMessage, fieldName: string) => string;

/** Flat '<block>.<field>' errors as react-final-form's nested errors, each through `translate`. */
export function nestedErrors(flat: Readonly<Record<string, FieldMessage>>, translate: Translate): Record<string, unknown> {
  const nested: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(flat)) {
    const [block, field] = key.split('.', 2);
    if (block === undefined) continue;
    if (field === undefined) {
      nested[block] = translate(message, block);
      continue;
    }
    const inner = (typeof nested[block] === 'object' && nested[block] !== null ? nested[block] : {}) as Record<string, string>;
    inner[field] = translate(message, field);
    nested[block] = inner;
  }
  return nested;
}

/** The delivery rule's errors for the form's values (the same rule the server applies). */
export function validateDeliveryValues(values: DeliveryValues, reference: DeliveryReference): Record<string, RuleMessage> {
  return validateDelivery(deliveryPayload(values, reference.fields), reference).errors;
}

/**
 * Slot and address agree (issue 37 item 8): the block the meals go to (home, or work when it alone is the default)
 * against the emirate of the delivery time chosen on step 1; its emirate field's message, or none. The server
 * refuses the order with this pair too.
 */
export function slotEmirateErrors(values: DeliveryValues, slotEmirate: number | null): Record<string, RuleMessage> {
  const block: AddressBlock = deliveredToBlock(values.homeAddress, values.workAddress) === 'work' ? 'workAddress' : 'homeAddress';
  const message = addressEmirateMessage(values[block].emirate, [slotEmirate]);
  return message ? { [`${block}.emirate`]: message } : {};
}
