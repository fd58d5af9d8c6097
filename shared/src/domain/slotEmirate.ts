// Slot and address agree (issue 37 item 8). A delivery slot is a time window of one emirate (doc 2 §3 "Slot: id, name
// (also display_name, per emirate)"; doc 2 §5.6 step 3 offers the slots of the chosen emirate); the meals go to the
// customer's delivered-to address (doc 2 §4.3: home and work defaults are mutually exclusive; doc 3 /modify/address
// 'which one the meals go to'), which names its emirate (doc 2 §3 "Address"). The two must name the same emirate:
// a slot is refused on the slot field when the address is elsewhere, an address on its emirate field when a plan's
// slot is elsewhere. Nothing is compared while either side is unknown (no slot chosen yet, no address on file).
import type { DomainMessageId } from './catalogue';
import { ADDRESS_OUTSIDE_SLOT_MESSAGE, SLOT_OUTSIDE_ADDRESS_MESSAGE } from './messages';

/** An emirate as the wire, the database or a form holds it: an id, its text ('2'), or nothing. */
export type EmirateRef = number | string | null | undefined;

/** The emirate's id, or null when none is given. */
export function emirateIdOf(emirate: EmirateRef): number | null {
  if (emirate === null || emirate === undefined || (typeof emirate === 'string' && emirate.trim() === '')) return null;
  const id = Number(emirate);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Both emirates are known and they differ. */
export function emiratesDisagree(slotEmirate: EmirateRef, addressEmirate: EmirateRef): boolean {
  const slot = emirateIdOf(slotEmirate);
  const address = emirateIdOf(addressEmirate);
  return slot !== null && address !== null && slot !== address;
}

/** Choosing a slot: its message (for the slot field) when it is not a time of the delivered-to address's emirate. */
export function slotEmirateMessage(slotEmirate: EmirateRef, addressEmirate: EmirateRef): DomainMessageId | null {
  return emiratesDisagree(slotEmirate, addressEmirate) ? SLOT_OUTSIDE_ADDRESS_MESSAGE : null;
}

/** Saving the delivered-to address: its message (for its emirate field) when a plan's slot is in another emirate. */
export function addressEmirateMessage(addressEmirate: EmirateRef, slotEmirates: readonly EmirateRef[]): DomainMessageId | null {
  return slotEmirates.some((slot) => emiratesDisagree(slot, addressEmirate)) ? ADDRESS_OUTSIDE_SLOT_MESSAGE : null;
}

/** An address as far as this rule reads it: its default flag. */
export interface DefaultFlag {
  default?: boolean | null | undefined;
}

/**
 * Which of the home and work addresses the meals go to: the work address when it alone is the default, else the home
 * address (doc 2 §4.3; /modify/address's 'deliver to').
 */
export function deliveredToBlock(home: DefaultFlag | null | undefined, work: DefaultFlag | null | undefined): 'home' | 'work' {
  return work?.default && !home?.default ? 'work' : 'home';
}
