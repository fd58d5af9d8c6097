// A delivery address as a form holds it and as profile getForDashboard saveAddressInfo takes it (doc 2 §5.9, doc 3
// §3 "Address form fields"): the checkout's thank-you dialog and /modify/address share these.
import type { Address } from '../protocol';

/** One address of a form, as the customer types it; emirate and area are ids as text ('' = none chosen). */
export interface AddressValues {
  street: string;
  apts: string;
  emirate: string;
  area: string;
  landmark: string;
  locationlink: string;
}

const text = (value: string | null | undefined) => (value ?? '').trim();
const idText = (value: number | null | undefined) => (value ? String(value) : '');
/** An id typed as text, or null ('' or not a number). */
export const addressIdOf = (value: string): number | null => (/^\d+$/.test(value) ? Number(value) : null);

/** The form's values of an address on file (empty fields when there is none). */
export function addressFormValues(address: Address | null | undefined): AddressValues {
  return {
    street: text(address?.street),
    apts: text(address?.apartments),
    emirate: idText(address?.emirate),
    area: idText(address?.area),
    landmark: text(address?.landmark),
    locationlink: text(address?.locationlink),
  };
}

/** An address's fields as saveAddressInfo names them (without the work_ / public_ prefix). */
export function addressWireFields(values: AddressValues) {
  return {
    street: text(values.street),
    apts: text(values.apts),
    emirate: addressIdOf(values.emirate),
    area: addressIdOf(values.area),
    landmark: text(values.landmark),
    locationlink: text(values.locationlink),
  };
}

/** The same fields under a prefix (work_street …), for the second and third addresses. */
export function prefixedAddressWireFields<P extends 'work_' | 'public_'>(prefix: P, values: AddressValues) {
  const fields = addressWireFields(values);
  return {
    [`${prefix}street`]: fields.street,
    [`${prefix}apts`]: fields.apts,
    [`${prefix}emirate`]: fields.emirate,
    [`${prefix}area`]: fields.area,
    [`${prefix}landmark`]: fields.landmark,
    [`${prefix}locationlink`]: fields.locationlink,
  } as {
    [K in keyof ReturnType<typeof addressWireFields> as `${P}${K}`]: ReturnType<typeof addressWireFields>[K];
  };
}
