// How account handlers reach their services: the ones startServer built from the environment, or the
// ones a caller handed to startServer({ services: { accounts } }).
import type { AccountServices } from '../adapters';
import type { CallContext } from '../realtime/channel';

declare module '../realtime/services' {
  interface Services {
    accounts?: AccountServices;
  }
}

export function accountServices(ctx: CallContext): Promise<AccountServices> {
  const { accounts } = ctx.services;
  if (!accounts) return Promise.reject(new Error('Account services are not configured on this server'));
  return Promise.resolve(accounts);
}
