// /checkout/thankyou (doc 2 §2.3 "Thank-you page", §4.5 "Address confirmation", §5.9, §7 saveAddressInfo): the home
// address on file, and the 'Delivery Address' form ('Main Address' and '2nd Address') saved with profile
// getForDashboard saveAddressInfo. The main address is checked with the shared rule (validateCheckoutAddress, in the
// §5.9 order); the second one is not validated. Emirates and areas come from get_arrays (the reference store). The
// main address must be in the emirate of the plan's delivery time (issue 37 item 8: the shared slot-emirate rule,
// the server's too), known from order get and the slots list.
import { makeAutoObservable } from 'mobx';
import { addressFormValues, addressIdOf, addressWireFields, type AddressValues } from '@mealplan/shared/account';
import { addressEmirateMessage, validateCheckoutAddress, type Validation } from '@mealplan/shared/domain';
import type { Area, Emirate, ReferenceListName } from '@mealplan/shared/protocol';
import type { ReferenceStore, SessionStore, SocketClient } from '@mealplan/shared/session';

export type { AddressValues };
export type ThankYouClient = Pick<SocketClient, 'call'>;
export type ThankYouSession = Pick<SessionStore, 'user' | 'user_id'>;
export type ThankYouReferences = Pick<ReferenceStore, 'ensure' | 'get'>;

export interface DeliveryAddressValues {
  main: AddressValues;
  second: AddressValues;
}

/** The home address as the page shows it: each part present, names instead of ids. */
export interface ShownAddress {
  street: string;
  apartment: string;
  area: string;
  emirate: string;
  landmark: string;
}

export const PLACE_LISTS: readonly ReferenceListName[] = ['allEmirates', 'areasListFull'];
const SLOT_LISTS: readonly ReferenceListName[] = ['slotsList'];

const text = (value: string | null | undefined) => (value ?? '').trim();

export class ThankYouStore {
  saving = false;
  /** The emirate of the plan's delivery time, once known; null without a plan (the server checks anyway). */
  planSlotEmirate: number | null = null;

  constructor(
    private readonly client: ThankYouClient,
    private readonly session: ThankYouSession,
    private readonly references: ThankYouReferences,
  ) {
    makeAutoObservable<ThankYouStore, 'client' | 'session' | 'references'>(
      this,
      { client: false, session: false, references: false },
      { autoBind: true },
    );
  }

  /** Asks for the emirates and areas (once per page language; the reference store caches them). */
  loadPlaces(): Promise<void> {
    return this.references.ensure(PLACE_LISTS);
  }

  get placesLoaded(): boolean {
    return this.references.get('allEmirates') !== undefined && this.references.get('areasListFull') !== undefined;
  }

  get emirates(): readonly Emirate[] {
    return this.references.get('allEmirates') ?? [];
  }

  /** The areas of an emirate (by its id as the form holds it); none before an emirate is chosen. */
  areasOf(emirate: string): readonly Area[] {
    const id = addressIdOf(emirate);
    if (id === null) return [];
    return (this.references.get('areasListFull') ?? []).filter((area) => area.emirate_id === id);
  }

  /** The home address on file in the page's words, or null when there is none (street, apartment, emirate all empty). */
  get homeAddress(): ShownAddress | null {
    const home = this.session.user.homeAddress;
    if (!home || (!text(home.street) && !text(home.apartments) && !home.emirate && !home.area)) return null;
    const emirate = this.emirates.find((item) => item.id === home.emirate)?.name ?? '';
    const area = (this.references.get('areasListFull') ?? []).find((item) => item.id === home.area)?.name ?? '';
    return { street: text(home.street), apartment: text(home.apartments), area, emirate, landmark: text(home.landmark) };
  }

  /** The form's first values: the home address as 'Main Address', the work address as '2nd Address'. */
  get initialValues(): DeliveryAddressValues {
    return { main: addressFormValues(this.session.user.homeAddress), second: addressFormValues(this.session.user.workAddress) };
  }

  /** The plan's delivery time (order get) and the slots, for the emirate check; a failure leaves it to the server. */
  async loadPlanSlot(): Promise<void> {
    try {
      const [order] = await Promise.all([this.client.call('order', 'get', { orderType: 'active' }), this.references.ensure(SLOT_LISTS)]);
      const slotId = order.planParams?.deliverySlot ?? order.planParams?.slot_id ?? null;
      this.setPlanSlotEmirate((this.references.get('slotsList') ?? []).find((slot) => slot.id === slotId)?.emirate_id ?? null);
    } catch {
      // No plan to compare with (or no answer): the server's check stands.
    }
  }

  /**
   * doc 2 §5.9: the main address, in order street, apartment or villa, emirate, area, map link; the second is not
   * checked. Then the main address (delivered to) in the emirate of the plan's delivery time (issue 37 item 8).
   */
  validate(values: DeliveryAddressValues): Validation {
    const check = validateCheckoutAddress(values.main);
    const message = check.valid ? addressEmirateMessage(values.main.emirate, [this.planSlotEmirate]) : null;
    return message ? { valid: false, message, errors: { emirate: message } } : check;
  }

  /**
   * Saves both addresses (the main one as the default home address); resolves with the server's message, rejects
   * with the server's refusal (RequestError: its message and field messages).
   */
  async save(values: DeliveryAddressValues): Promise<string> {
    const main = addressWireFields(values.main);
    const second = addressWireFields(values.second);
    this.saving = true;
    try {
      const reply = await this.client.call('profile', 'getForDashboard:saveAddressInfo', {
        subtype: 'saveAddressInfo',
        userId: this.session.user_id ?? undefined,
        default_home: 1,
        default_work: 0,
        ...main,
        work_street: second.street,
        work_apts: second.apts,
        work_emirate: second.emirate,
        work_area: second.area,
        work_landmark: second.landmark,
        work_locationlink: second.locationlink,
      });
      return reply.message;
    } finally {
      this.finishSaving();
    }
  }

  private setPlanSlotEmirate(emirate: number | null): void {
    this.planSlotEmirate = emirate;
  }

  private finishSaving(): void {
    this.saving = false;
  }
}
