// The whole protocol: socket.io event name (channel) -> call key -> call.
import { blog } from './channels/blog';
import { clientCheck } from './channels/client_check';
import { confirmation } from './channels/confirmation';
import { customPlan } from './channels/custom_plan';
import { customPlanSides } from './channels/custom_plan_sides';
import { defaultDishSides } from './channels/default_dish_sides';
import { defaultDishes } from './channels/default_dishes';
import { forum } from './channels/forum';
import { getArrays } from './channels/get_arrays';
import { login } from './channels/login';
import { menuBuilder } from './channels/menu_builder';
import { mobileCheckout } from './channels/mobile_checkout';
import { order } from './channels/order';
import { profile } from './channels/profile';
import { progress } from './channels/progress';
import { rating } from './channels/rating';
import { registration } from './channels/registration';
import { restorePassword } from './channels/restore_password';
import { settings } from './channels/settings';
import { staticPages } from './channels/static_pages';

export const protocol = {
  client_check: clientCheck,
  settings,
  get_arrays: getArrays,
  static_pages: staticPages,
  restore_password: restorePassword,
  confirmation,
  login,
  registration,
  profile,
  rating,
  order,
  mobile_checkout: mobileCheckout,
  custom_plan: customPlan,
  custom_plan_sides: customPlanSides,
  default_dishes: defaultDishes,
  default_dish_sides: defaultDishSides,
  progress,
  blog,
  forum,
  menu_builder: menuBuilder,
} as const;

/** Request types whose data.subtype selects the call: keyed '<type>:<subtype>'. */
export const SUBTYPED_TYPES: Readonly<Record<string, readonly string[]>> = { profile: ['getForDashboard'] };

export function isSubtyped(channel: string, type: string): boolean {
  return Object.hasOwn(SUBTYPED_TYPES, channel) && (SUBTYPED_TYPES[channel] ?? []).includes(type);
}

/** The key of `protocol[channel]` for a request (does not check that the call exists). */
export function callKey(channel: string, type: string, data: unknown): string {
  if (!isSubtyped(channel, type)) return type;
  const subtype = typeof data === 'object' && data !== null ? (data as { subtype?: unknown }).subtype : undefined;
  return typeof subtype === 'string' ? `${type}:${subtype}` : type;
}
