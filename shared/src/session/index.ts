import { SessionStore } from './SessionStore';
import { SocketClient } from './SocketClient';
import { SessionSync } from './SessionSync';
import { SettingsStore } from './SettingsStore';
import { indexedDbReferenceCopies, ReferenceStore } from './ReferenceStore';
import { UserAvatar } from './UserAvatar';
import { RemainingDeliveries } from './RemainingDeliveries';
import { UserOnDevice } from './userOnDevice';

export { SessionStore, browserLanguage } from './SessionStore';
export type { ServerUser, UserUpdate, Navigate } from './SessionStore';
export { SocketClient, isErrReply, TIMEOUT_MESSAGE, NOT_CONNECTED_MESSAGE, UNREADABLE_REPLY_MESSAGE, DISCONNECTED, TIMEOUT } from './SocketClient';
export type { AckEmitter, CallOptions, SocketLike, SocketFactory, SocketMessage, PushHandler, SocketClientOptions } from './SocketClient';
export { RequestError } from './RequestError';
export { SessionSync, SIGN_IN_PATH } from './SessionSync';
export { UserOnDevice } from './userOnDevice';
export { SettingsStore } from './SettingsStore';
export { UserAvatar } from './UserAvatar';
export { RemainingDeliveries, visitKey } from './RemainingDeliveries';
export type { Remaining, RemainingDeliveriesClient } from './RemainingDeliveries';
export type { SettingEntry } from './SettingsStore';
export {
  indexedDbCopyStorage,
  indexedDbReferenceCopies,
  ReferenceStore,
  START_REFERENCE_KEYS,
  type CopyStorage,
  type ReferenceCopies,
  type ReferenceCopy,
} from './ReferenceStore';
export { generateBrowserId, isBrowserId, BROWSER_ID_LENGTH } from './browserId';
export { cookieText, readCookie, writeCookie } from './cookies';

// One instance of each for the whole page: @mealplan/shared is a Module Federation singleton,
// so the shell and every remote import these very objects.
export const sessionStore = new SessionStore();
export const socketClient = new SocketClient();
// The signed-in user is kept on the device, encrypted (doc 2 §3): a signed-in page shows who it is for at once.
const sessionSync = new SessionSync(socketClient, sessionStore, new UserOnDevice());
export const settingsStore = new SettingsStore(socketClient);
/** The signed-in customer's photo: the header shows it, the dashboard's avatar editor sets it. */
export const userAvatar = new UserAvatar(socketClient);
/** The deliveries left, read once per page visit for the header and the dashboard. */
export const remainingDeliveries = new RemainingDeliveries(socketClient);
// A returning browser shows its kept copy of the lists at once and asks only whether their version changed.
export const referenceStore = new ReferenceStore(socketClient, () => sessionStore.language, indexedDbReferenceCopies());
sessionSync.start();

/** Settles once the user this device kept for the session is shown (or known to be missing): a page's first render waits for it. */
export const userRestored = (): Promise<void> => sessionSync.userRestored;

/** Signs out: sends login logout with the browserId, clears the session and goes to /sign-in. */
export const logout = (): void => sessionSync.logout();
