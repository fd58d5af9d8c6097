// Wizard profile and address steps (doc 2 §5.4, §5.5, §9): the limits of the profile fields and the address blocks'
// per-field messages (ids of the domain catalogue; a label travels as a value). Weight is in grams on the wire (step 0.001 kg = 1 g), height in cm, birthday a Dubai day.
import { addMonths, today } from '../time';
import {
  BIRTHDAY_INVALID_MESSAGE,
  blankFieldMessage,
  BOTH_DEFAULT_MESSAGE,
  HEIGHT_RANGE_MESSAGE,
  INVALID_MAPS_URL_MESSAGE,
  MINIMUM_AGE_MESSAGE,
  SELECT_AREA_MESSAGE,
  SELECT_EMIRATE_MESSAGE,
  tooLongMessage,
  WEIGHT_RANGE_MESSAGE,
  type RuleMessage,
} from './messages';
import { isGoogleMapsLink } from './checkout';
import type { Validation } from './types';
import { validationOf } from './validation';

export const MAX_WEIGHT_GRAMS = 500_000;
export const MAX_HEIGHT_CM = 300;
export const HEIGHT_STEP_CM = 0.01;
export const MINIMUM_AGE_YEARS = 18;
/** Oldest birthday the picker offers (120 years back). */
export const MAXIMUM_AGE_YEARS = 120;

/** The latest birthday allowed: today 18 years ago. */
export function latestBirthday(now: number): number {
  return addMonths(today(now), -12 * MINIMUM_AGE_YEARS);
}

export function isWeightValid(grams: number): boolean {
  return Number.isInteger(grams) && grams >= 0 && grams <= MAX_WEIGHT_GRAMS;
}

export function isHeightValid(cm: number): boolean {
  const hundredths = cm / HEIGHT_STEP_CM;
  return cm >= 0 && cm <= MAX_HEIGHT_CM && Math.abs(hundredths - Math.round(hundredths)) < 1e-6;
}

export interface ProfileMainInput {
  firstName: string;
  lastName: string;
  weight?: number | null | undefined;
  height?: number | null | undefined;
  birthday?: number | null | undefined;
}

export const PROFILE_FIELD_LABELS = { firstName: 'First name', lastName: 'Last name' } as const;

/** A birthday's message: at most 120 years back and at least 18 years back (spec 3 §5), else null. */
export function birthdayMessage(birthday: number, now: number): RuleMessage | null {
  if (birthday < addMonths(today(now), -12 * MAXIMUM_AGE_YEARS)) return BIRTHDAY_INVALID_MESSAGE;
  return birthday > latestBirthday(now) ? MINIMUM_AGE_MESSAGE : null;
}

/** Names required, weight 0-500 kg step 0.001, height 0-300 cm step 0.01, birthday at most 18 years back. */
export function validateProfileMain(input: ProfileMainInput, now: number): Validation {
  const present = (value: number | null | undefined): value is number => value !== null && value !== undefined;
  const birthday = input.birthday;
  return validationOf([
    ['firstName', input.firstName.trim() ? null : blankFieldMessage(PROFILE_FIELD_LABELS.firstName)],
    ['lastName', input.lastName.trim() ? null : blankFieldMessage(PROFILE_FIELD_LABELS.lastName)],
    ['weight', present(input.weight) && !isWeightValid(input.weight) ? WEIGHT_RANGE_MESSAGE : null],
    ['height', present(input.height) && !isHeightValid(input.height) ? HEIGHT_RANGE_MESSAGE : null],
    ['birthday', present(birthday) ? birthdayMessage(birthday, now) : null],
  ]);
}

/** One entry of the server-supplied addressFields list. */
export interface AddressFieldRule {
  name: string;
  label: string;
  props?: Readonly<Record<string, string | number | boolean>> | undefined;
}

export interface AddressInput {
  emirate?: number | null | undefined;
  area?: number | null | undefined;
  street?: string | undefined;
  apartments?: string | undefined;
  landmark?: string | undefined;
  locationlink?: string | undefined;
  latitude?: number | null | undefined;
  longtitude?: number | null | undefined;
  default?: boolean | undefined;
}

export const ADDRESS_BLOCKS = ['homeAddress', 'workAddress', 'publicAddress'] as const;
export type AddressBlock = (typeof ADDRESS_BLOCKS)[number];
/** A home address is needed to deliver; work and public-holiday/weekend addresses are optional. */
export const REQUIRED_ADDRESS_BLOCKS: readonly AddressBlock[] = ['homeAddress'];
export const REQUIRED_ADDRESS_FIELDS = ['emirate', 'area', 'street', 'apartments'] as const;
const ADDRESS_FIELD_NAMES = ['emirate', 'area', 'street', 'apartments', 'landmark', 'locationlink'] as const;

export interface DeliveryInput {
  homeAddress: AddressInput | null;
  workAddress: AddressInput | null;
  publicAddress: AddressInput | null;
  deliveryInstructions: string;
}

export interface DeliveryReference {
  fields: readonly AddressFieldRule[];
  /** Area id -> its emirate id. */
  areaEmirate: ReadonlyMap<number, number>;
  emirates: ReadonlySet<number>;
}

const isBlankValue = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** No field filled in (the map position alone does not make an address). */
export function isAddressEmpty(address: AddressInput | null): boolean {
  return !address || ADDRESS_FIELD_NAMES.every((name) => isBlankValue(address[name]));
}

function maxLengthOf(field: AddressFieldRule | undefined): number | null {
  const max = field?.props?.max;
  return typeof max === 'number' ? max : null;
}

function blockChecks(block: AddressBlock, address: AddressInput | null, ref: DeliveryReference): [string, RuleMessage | null][] {
  const field = (name: string) => ref.fields.find((candidate) => candidate.name === name);
  const label = (name: string) => field(name)?.label ?? name;
  const key = (name: string) => `${block}.${name}`;
  if (isAddressEmpty(address)) {
    if (!REQUIRED_ADDRESS_BLOCKS.includes(block)) return [];
    // An empty required block: every field shows '<label> cannot be blank' (the label as the message's value).
    return ADDRESS_FIELD_NAMES.filter((name) => field(name)).map((name) => [key(name), blankFieldMessage(label(name))]);
  }
  const filled = address!;
  const checks: [string, RuleMessage | null][] = REQUIRED_ADDRESS_FIELDS.map((name) => [
    key(name),
    isBlankValue(filled[name]) ? blankFieldMessage(label(name)) : null,
  ]);
  if (!isBlankValue(filled.emirate) && !ref.emirates.has(filled.emirate!)) checks.push([key('emirate'), SELECT_EMIRATE_MESSAGE]);
  if (!isBlankValue(filled.area) && ref.areaEmirate.get(filled.area!) !== filled.emirate) checks.push([key('area'), SELECT_AREA_MESSAGE]);
  for (const name of ['street', 'apartments', 'landmark', 'locationlink'] as const) {
    const max = maxLengthOf(field(name));
    const value = filled[name] ?? '';
    if (max !== null && value.length > max) checks.push([key(name), tooLongMessage(label(name), max)]);
  }
  const link = filled.locationlink?.trim() ?? '';
  if (link && !isGoogleMapsLink(link)) checks.push([key('locationlink'), INVALID_MAPS_URL_MESSAGE]);
  return checks;
}

/**
 * Per-block errors keyed '<block>.<field>' (doc 2 §5.5), the delivery instructions' own message, and home and work
 * defaults mutually exclusive (§4.3).
 */
export function validateDelivery(input: DeliveryInput, ref: DeliveryReference): Validation {
  const instructions = ref.fields.find((field) => field.name === 'deliveryInstructions');
  const instructionsMax = maxLengthOf(instructions);
  return validationOf([
    ...ADDRESS_BLOCKS.flatMap((block) => blockChecks(block, input[block], ref)),
    [
      'workAddress.default',
      input.homeAddress?.default && input.workAddress?.default && !isAddressEmpty(input.workAddress) ? BOTH_DEFAULT_MESSAGE : null,
    ],
    [
      'deliveryInstructions',
      instructionsMax !== null && input.deliveryInstructions.length > instructionsMax
        ? tooLongMessage(instructions?.label ?? 'deliveryInstructions', instructionsMax)
        : null,
    ],
  ]);
}
