// /modify/address (spec 3 §2, §3 "Main settings info" / "Address form fields", §9 "delivery address change needs 2
// days' notice"): the home and work addresses on file, which of them the meals go to (default_home / default_work),
// saved with profile getForDashboard saveAddressInfo. Checked and sent as the area's one address form does
// (common/address-settings: the delivered-to address complete, doc 2 §5.9; a work address left empty is not checked;
// the delivered-to address in the emirate of the plan's delivery time, issue 37 item 8).
import { makeAutoObservable, runInAction } from 'mobx';
import { addressFormValues, addressIdOf, addressWireFields, type AddressValues } from '@mealplan/shared/account';
import type { Validation } from '@mealplan/shared/domain';
import type { Area, Emirate, ReferenceListName } from '@mealplan/shared/protocol';
import type { ReferenceStore, SessionStore, SocketClient } from '@mealplan/shared/session';
import { addressSettingsPayload, validateAddressSettings, type AddressSettingsValues } from '../../common/address-settings';

export type DeliverTo = 'home' | 'work';

export type ModifyAddressValues = AddressSettingsValues<DeliverTo>;
/** The addresses this page edits. */
export const MODIFY_ADDRESS_KINDS: readonly DeliverTo[] = ['home', 'work'];

export const PLACE_LISTS: readonly ReferenceListName[] = ['allEmirates', 'areasListFull'];
const SLOT_LISTS: readonly ReferenceListName[] = ['slotsList'];

export class ModifyAddressStore {
  saving = false;
  /** The emirate of the plan's delivery time, once known; null without a plan (the server checks anyway). */
  planSlotEmirate: number | null = null;

  constructor(
    private readonly client: Pick<SocketClient, 'call'>,
    private readonly session: Pick<SessionStore, 'user' | 'setUser'>,
    private readonly references: Pick<ReferenceStore, 'ensure' | 'get'>,
  ) {
    makeAutoObservable<ModifyAddressStore, 'client' | 'session' | 'references'>(
      this,
      { client: false, session: false, references: false },
      { autoBind: true },
    );
  }

  loadPlaces(): Promise<void> {
    return this.references.ensure(PLACE_LISTS);
  }

  /** The plan's delivery time (order get) and the slots, for the emirate check; a failure leaves it to the server. */
  async loadPlanSlot(): Promise<void> {
    try {
      const [order] = await Promise.all([this.client.call('order', 'get', { orderType: 'active' }), this.references.ensure(SLOT_LISTS)]);
      const slotId = order.planParams?.deliverySlot ?? order.planParams?.slot_id ?? null;
      const emirate = (this.references.get('slotsList') ?? []).find((slot) => slot.id === slotId)?.emirate_id ?? null;
      runInAction(() => (this.planSlotEmirate = emirate));
    } catch {
      // No plan to compare with (or no answer): the server's check stands.
    }
  }

  get emirates(): readonly Emirate[] {
    return this.references.get('allEmirates') ?? [];
  }

  areasOf(emirate: string): readonly Area[] {
    const id = addressIdOf(emirate);
    if (id === null) return [];
    return (this.references.get('areasListFull') ?? []).filter((area) => area.emirate_id === id);
  }

  get initialValues(): ModifyAddressValues {
    const { homeAddress, workAddress } = this.session.user;
    return {
      home: addressFormValues(homeAddress),
      work: addressFormValues(workAddress),
      deliverTo: workAddress?.default && !homeAddress?.default ? 'work' : 'home',
    };
  }

  /**
   * The delivered-to address must be complete (doc 2 §5.9 order); the other one is checked only when it has anything
   * in it. Errors are keyed 'home.street', 'work.area' …
   */
  validate(values: ModifyAddressValues): Validation {
    return validateAddressSettings(values, MODIFY_ADDRESS_KINDS, this.planSlotEmirate);
  }

  /** saveAddressInfo; resolves with the server's message, rejects with its refusal (RequestError). */
  async save(values: ModifyAddressValues): Promise<string> {
    this.saving = true;
    try {
      const reply = await this.client.call('profile', 'getForDashboard:saveAddressInfo', {
        subtype: 'saveAddressInfo',
        ...addressSettingsPayload(values, MODIFY_ADDRESS_KINDS),
      });
      runInAction(() => this.rememberAddresses(values));
      return reply.message;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  /** The session's user holds the saved addresses, so the page (and the next visit) shows them. */
  private rememberAddresses(values: ModifyAddressValues): void {
    const onFile = (form: AddressValues, isDefault: boolean) => {
      const wire = addressWireFields(form);
      return {
        street: wire.street,
        apartments: wire.apts,
        emirate: wire.emirate,
        area: wire.area,
        landmark: wire.landmark,
        default: isDefault,
        ...(wire.locationlink ? { locationlink: wire.locationlink } : {}),
      };
    };
    this.session.setUser({
      homeAddress: onFile(values.home, values.deliverTo === 'home'),
      workAddress: onFile(values.work, values.deliverTo === 'work'),
    });
  }
}
