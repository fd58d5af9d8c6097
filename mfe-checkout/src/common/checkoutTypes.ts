// The checkout channel's shapes as the pages use them (declared in shared/src/protocol/channels/mobile_checkout.ts).
import type { OkData, RequestData } from '@mealplan/shared/protocol';

/** Checkout plan params (doc 2 §3) as `set` takes them and getPending answers them. */
export type MobileCheckoutPlanParams = RequestData<'mobile_checkout', 'set'>['checkoutPlanParams'];
export type PendingReply = OkData<'mobile_checkout', 'getPending'>;
