// The thank-you page's 'Delivery Address' (doc 2 §2.3, §5.9, §7 "Other checkout calls"): profile getForDashboard
// saveAddressInfo. The main address is checked in the spec's order (street, apartment or villa, emirate, area, then the
// optional Google Maps link: shared rule validateCheckoutAddress), its area must lie in its emirate; the second address
// and third (work_, public_) are not validated; an empty one leaves what is on file. Saved through the users table's owner (accounts/users.ts); map coordinates already on file stay.
import { SELECT_AREA_MESSAGE, validateCheckoutAddress } from '@mealplan/shared/domain';
import type { Address, RequestData } from '@mealplan/shared/protocol';
import { customerChanged } from '../order-events';
import { findUserById, lockUserRow, saveProfile } from '../../accounts/users';
import { deliveryReference } from '../../catalog/lookups';
import { ClientError } from '../../errors';
import type { OrderDeps } from '../deps';
import { CHECKOUT_MESSAGES } from '../messages';
import { deliveredToOfAddressInfo, refuseAddressOutsidePlanSlots } from './slot-emirate';

type SaveAddressInfo = RequestData<'profile', 'getForDashboard:saveAddressInfo'>;

interface AddressLine {
  street?: string | undefined;
  apts?: string | undefined;
  area?: number | null | undefined;
  emirate?: number | null | undefined;
  landmark?: string | undefined;
  locationlink?: string | undefined;
}

const isEmpty = (line: AddressLine) => Object.values(line).every((value) => value === undefined || value === null || String(value).trim() === '');

/** The stored address of a line, keeping the map coordinates on file. */
function addressOf(line: AddressLine, isDefault: boolean, stored: Address | null): Address {
  return {
    ...(stored?.latitude !== undefined ? { latitude: stored.latitude } : {}),
    ...(stored?.longtitude !== undefined ? { longtitude: stored.longtitude } : {}),
    emirate: line.emirate ?? null,
    area: line.area ?? null,
    street: line.street?.trim() ?? '',
    apartments: line.apts?.trim() ?? '',
    landmark: line.landmark?.trim() ?? '',
    locationlink: line.locationlink?.trim() ?? '',
    default: isDefault,
  };
}

export async function saveCheckoutAddress(deps: OrderDeps, userId: number, data: SaveAddressInfo): Promise<{ message: string }> {
  const main: AddressLine = {
    street: data.street,
    apts: data.apts,
    area: data.area,
    emirate: data.emirate,
    landmark: data.landmark,
    locationlink: data.locationlink,
  };
  const second: AddressLine = {
    street: data.work_street,
    apts: data.work_apts,
    area: data.work_area,
    emirate: data.work_emirate,
    landmark: data.work_landmark,
    locationlink: data.work_locationlink,
  };
  const third: AddressLine = {
    street: data.public_street,
    apts: data.public_apts,
    area: data.public_area,
    emirate: data.public_emirate,
    landmark: data.public_landmark,
    locationlink: data.public_locationlink,
  };
  const checked = validateCheckoutAddress(main);
  if (checked.message) throw new ClientError(checked.message, checked.errors);
  const reference = await deliveryReference(deps.db);
  if (reference.areaEmirate.get(main.area!) !== main.emirate) throw new ClientError(SELECT_AREA_MESSAGE, { area: SELECT_AREA_MESSAGE });
  // The customer's row locked, as a slot is saved (checkout set, order set): the address and the slots are checked
  // against each other one after the other (issue 37 item 8).
  await deps.db.tx(async (tx) => {
    await lockUserRow(tx, userId);
    await refuseAddressOutsidePlanSlots(tx, userId, deliveredToOfAddressInfo(data), deps.now());
    const user = await findUserById(tx, userId);
    await saveProfile(tx, userId, {
      homeAddress: addressOf(main, data.default_home === 1, user?.home_address ?? null),
      ...(isEmpty(second) ? {} : { workAddress: addressOf(second, data.default_work === 1, user?.work_address ?? null) }),
      ...(isEmpty(third) ? {} : { publicAddress: addressOf(third, data.default_public === 1, user?.public_address ?? null) }),
      defaultHome: data.default_home === 1,
      defaultWork: data.default_work === 1,
      defaultPublic: data.default_public === 1,
    });
  });
  await customerChanged(deps.services, userId);
  return { message: CHECKOUT_MESSAGES.addressSaved };
}
