// The checkout channel's shapes as the pages use them (declared in shared/src/protocol/channels/mobile_checkout.ts).
import type { OkData } from '@mealplan/shared/protocol';

export type PendingReply = OkData<'mobile_checkout', 'getPending'>;
/** The saved checkout plan's params (doc 2 §3) as getPending answers them. */
export type PendingPlanParams = NonNullable<PendingReply['planParams']>;
