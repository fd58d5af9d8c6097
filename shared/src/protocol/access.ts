// Who may make each call (issue 7 point 5): declared here once, enforced by the server's dispatcher before any
// handler runs. The type makes the table complete: a call added to the protocol without an entry here does not
// compile. 'anyone': guests and customers; 'signedOut': only a socket that is not signed in (sign-in,
// sign-up, password restore); 'customer': only a signed-in customer (the user id then comes from the session).
import type { Call } from './define-call';
import { protocol } from './calls';

export type Access = 'anyone' | 'signedOut' | 'customer';

type Protocol = typeof protocol;
type AccessTable = { readonly [C in keyof Protocol]: { readonly [K in keyof Protocol[C]]: Access } };

/** Every call of a channel with the same access (the profile dashboard's sub-calls are all a customer's). */
function all<T extends Record<string, Call>>(calls: T, access: Access): { [K in keyof T]: Access } {
  return Object.fromEntries(Object.keys(calls).map((key) => [key, access])) as { [K in keyof T]: Access };
}

export const protocolAccess: AccessTable = {
  client_check: { get: 'anyone', language: 'anyone' },
  settings: { get: 'anyone' },
  get_arrays: { get: 'anyone' },
  static_pages: { get: 'anyone' },
  restore_password: { try: 'signedOut', check: 'signedOut', set: 'signedOut' },
  confirmation: { email: 'anyone' },
  login: { set: 'signedOut', google: 'signedOut', facebook: 'signedOut', logout: 'anyone' },
  registration: { set: 'signedOut', google: 'signedOut', facebook: 'signedOut', checkRef: 'anyone' },
  profile: { ...all(protocol.profile, 'customer'), guestplanRequest: 'signedOut' },
  rating: { getDishes: 'customer', setDishRating: 'customer', getTotalRating: 'customer', setTotalRating: 'customer', getDishReviews: 'anyone' },
  order: all(protocol.order, 'customer'),
  mobile_checkout: all(protocol.mobile_checkout, 'customer'),
  custom_plan: { get: 'anyone' },
  custom_plan_sides: { get: 'anyone' },
  default_dishes: { get: 'anyone' },
  default_dish_sides: { get: 'anyone' },
  progress: all(protocol.progress, 'customer'),
  blog: { infoList: 'anyone', get: 'anyone' },
  forum: { list: 'anyone', get: 'anyone', set: 'customer', del: 'customer', comments: 'anyone', comment: 'customer' },
  menu_builder: { getSidesList: 'anyone', getBuySidesList: 'anyone' },
};

/** The declared access of a call, or undefined for a call the protocol does not have. */
export function accessOf(channel: string, key: string): Access | undefined {
  if (!Object.hasOwn(protocolAccess, channel)) return undefined;
  const calls: Readonly<Record<string, Access>> = protocolAccess[channel as keyof Protocol];
  return Object.hasOwn(calls, key) ? calls[key] : undefined;
}
