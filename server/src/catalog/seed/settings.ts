// Site settings, keyed by alias: each has a value and the previous value (old_value).
import { BAG_DEPOSIT_FILS, UAE_PUBLIC_HOLIDAYS } from '@mealplan/shared/domain';
import { aedToFils } from '@mealplan/shared/units';
import { DEFAULT_DIET_ID } from './diets';
import { DEFAULT_PLAN_DAYS } from './plans';

/** Values the settings channel carries: scalars or flat lists (see SettingEntry in the protocol). */
export type SettingValue = string | number | boolean | (string | number)[] | null;

export interface SettingSeed {
  alias: string;
  value: SettingValue;
  oldValue: SettingValue;
}

/** UAE public holidays (no deliveries), YYYY-MM-DD, through 2035 (the shared table and its rule). */
export const holidays: string[] = [...UAE_PUBLIC_HOLIDAYS];

export const settings: SettingSeed[] = [
  { alias: 'holidays', value: holidays, oldValue: [] },
  { alias: 'contact_phones', value: ['+971 4 388 6620', '+971 50 712 4480'], oldValue: ['+971 4 388 6620'] },
  { alias: 'contact_email', value: 'team@mealplan.ae', oldValue: 'info@mealplan.ae' },
  { alias: 'contact_whatsapp', value: '+971 50 712 4480', oldValue: '+971 50 712 4480' },
  { alias: 'contact_branch_hours', value: '8:00 AM to 11:00 PM, 7 days a week', oldValue: null },
  { alias: 'contact_kitchen_delivery_hours', value: 'Saturday to Thursday, 10:00 AM to 10:00 PM', oldValue: null },
  { alias: 'contact_address', value: 'MealPlan Dubai branch, Shop 4, Al Wasl Square, Al Wasl Road, Al Safa 1, Dubai', oldValue: null },
  { alias: 'contact_location', value: [25.1786, 55.2435], oldValue: null },
  { alias: 'scheduling_widget_url', value: '/sandbox/scheduling', oldValue: null },
  { alias: 'bag_deposit', value: BAG_DEPOSIT_FILS, oldValue: BAG_DEPOSIT_FILS },
  { alias: 'delivery_fee', value: 0, oldValue: aedToFils(25) },
  { alias: 'delivery_fee_since', value: '2019-01-01', oldValue: null },
  { alias: 'default_diet_id', value: DEFAULT_DIET_ID, oldValue: DEFAULT_DIET_ID },
  { alias: 'default_plan_days', value: DEFAULT_PLAN_DAYS, oldValue: DEFAULT_PLAN_DAYS },
  { alias: 'edit_buffer_days', value: 3, oldValue: 3 },
  { alias: 'edit_lock_hours', value: 48, oldValue: 48 },
  { alias: 'renew_prompt_days', value: 5, oldValue: 5 },
  /**
   * The Refunds & Cancellation Policy's numbers (doc 3 §9 "Policies"): the cancel rule (shared/src/domain/cancellation.ts)
   * and the policy page's text (its {{alias}} placeholders) both read them. Business days are the weekdays listed
   * (0 = Sunday; Monday to Friday) other than the holidays above.
   */
  { alias: 'cancellation_fee_percent', value: 20, oldValue: null },
  { alias: 'cancellation_business_days', value: 3, oldValue: null },
  { alias: 'business_week_days', value: [1, 2, 3, 4, 5], oldValue: null },
  { alias: 'refund_processing_weeks', value: 2, oldValue: null },
  { alias: 'refund_bank_days_min', value: 10, oldValue: null },
  { alias: 'refund_bank_days_max', value: 45, oldValue: null },
  { alias: 'map_centre', value: [24.434712, 54.408945], oldValue: null },
  { alias: 'map_zoom', value: 11, oldValue: null },
  /** The address step's map tiles (Leaflet URL template) and their attribution, plain text. */
  { alias: 'map_tile_url', value: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', oldValue: null },
  { alias: 'map_tile_attribution', value: '© OpenStreetMap contributors', oldValue: null },
  { alias: 'instagram', value: 'https://www.instagram.com/mealplan.ae', oldValue: null },
  /** The one user id that has the cart of paid extra sides (doc 3 §1, §6: a test gate); null: nobody. */
  { alias: 'cart_test_user_id', value: null, oldValue: null },
];
