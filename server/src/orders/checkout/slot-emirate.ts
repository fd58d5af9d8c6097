// Slot and address agree (issue 37 item 8), on the server: the shared rule (shared/src/domain/slotEmirate.ts) applied
// where a slot or an address is saved. A slot (checkout set, the wizard's order set) is refused on its field when the
// address the meals go to, on file, is in another emirate; an address (the thank-you page's and /modify/address's
// saveAddressInfo, the wizard's address step) is refused on its emirate field when a plan still to deliver (placed,
// not cancelled, not ended) or the checkout plan about to be paid has its slot in another emirate (the wizard's
// address step leaves the checkout plan out: the wizard's order replaces it). Each caller adds one line; the user id
// is the session's.
import { addressEmirateMessage, deliveredToBlock, slotEmirateMessage, type DomainMessageId, type EmirateRef } from '@mealplan/shared/domain';
import type { RequestData } from '@mealplan/shared/protocol';
import { today } from '@mealplan/shared/time';
import { findUserById } from '../../accounts/users';
import { findSlot } from '../../catalog/lookups';
import type { Db } from '../../db';
import { ClientError } from '../../errors';
import { runningPlanSlotIds } from '../store/orders-table';

/** The delivered-to address of a save: its emirate and the field the customer fixes it on. */
export interface DeliveredTo {
  emirate: EmirateRef;
  field: string;
}

type SaveAddressInfo = RequestData<'profile', 'getForDashboard:saveAddressInfo'>;
type DeliveryStep = Extract<RequestData<'profile', 'set'>, { scenario: 'delivery' }>;

/** saveAddressInfo (thank-you, /modify/address, the dashboard): the home line, or the work_ line when it alone is the default. */
export const deliveredToOfAddressInfo = (data: SaveAddressInfo): DeliveredTo =>
  deliveredToBlock({ default: data.default_home === 1 }, { default: data.default_work === 1 }) === 'work'
    ? { emirate: data.work_emirate, field: 'work_emirate' }
    : { emirate: data.emirate, field: 'emirate' };

/** The wizard's address step (profile set 'delivery'): the home block, or the work block when it alone is the default. */
export const deliveredToOfDelivery = (data: DeliveryStep): DeliveredTo =>
  deliveredToBlock(data.homeAddress, data.workAddress) === 'work'
    ? { emirate: data.workAddress?.emirate, field: 'workAddress.emirate' }
    : { emirate: data.homeAddress?.emirate, field: 'homeAddress.emirate' };

const refuse = (message: DomainMessageId | null, field: string): void => {
  if (message) throw new ClientError(message, { [field]: message });
};

/** A slot being saved: refused on `field` when the address the customer's meals go to is in another emirate. */
export async function refuseSlotOutsideAddress(db: Db, userId: number, slot: { emirate_id: number }, field: string): Promise<void> {
  const user = await findUserById(db, userId);
  const address = deliveredToBlock(user?.home_address, user?.work_address) === 'work' ? user?.work_address : user?.home_address;
  refuse(slotEmirateMessage(slot.emirate_id, address?.emirate), field);
}

/**
 * The emirates of the slots of the customer's plans still to deliver: placed, not cancelled, not ended (or held by a
 * pause), and with `checkoutPlan` the checkout plan.
 */
async function planSlotEmirates(db: Db, userId: number, now: number, checkoutPlan: boolean): Promise<number[]> {
  const slotIds = await runningPlanSlotIds(db, userId, today(now), checkoutPlan ? ['pending', 'active', 'checkout'] : ['pending', 'active']);
  const slots = await Promise.all(slotIds.map((slotId) => findSlot(db, slotId)));
  return slots.flatMap((slot) => (slot ? [slot.emirate_id] : []));
}

/** An address being saved as the delivered-to one: refused on its emirate field when a plan's slot is in another emirate. */
export async function refuseAddressOutsidePlanSlots(
  db: Db,
  userId: number,
  address: DeliveredTo,
  now: number,
  { checkoutPlan = true }: { checkoutPlan?: boolean } = {},
): Promise<void> {
  refuse(addressEmirateMessage(address.emirate, await planSlotEmirates(db, userId, now, checkoutPlan)), address.field);
}
