// How a page gets its store (HOUSE-STYLE: a store per page visit that receives the socket client). Components
// never call the socket themselves: they ask for a store here and read it; the store makes the calls.
import { useState } from 'react';
import { sessionStore, socketClient, type SessionStore, type SocketClient } from '@mealplan/shared/session';
import { currentUnixSeconds } from '../time';

/** What a page's store may be given: the one socket client, the session (read-only use) and the clock. */
export interface PageStoreServices {
  client: SocketClient;
  session: SessionStore;
  /** Unix seconds; a test passes its own clock. */
  now: () => number;
}

const pageServices: PageStoreServices = { client: socketClient, session: sessionStore, now: currentUnixSeconds };

/**
 * The store of this page visit: made once when the page mounts (a new visit gets a new store), from the page's
 * services. `usePageStore(({ client }) => new BlogStore(client))`.
 */
export function usePageStore<Store>(create: (services: PageStoreServices) => Store): Store {
  const [store] = useState(() => create(pageServices));
  return store;
}
