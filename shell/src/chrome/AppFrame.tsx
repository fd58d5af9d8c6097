import { useEffect, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from '@mealplan/shared/router';
import { referenceStore, sessionStore, settingsStore, socketClient, START_REFERENCE_KEYS } from '@mealplan/shared/session';
import { BusyOverlay, ModalHost } from '@mealplan/shared/ui';
import { Header } from './Header';
import { CookieNotice } from './CookieNotice';
import { ReconnectingNotice } from './ReconnectingNotice';
import { RotateDeviceScreen } from './RotateDeviceScreen';
import './chrome.css';
import { LanguageSwitch } from './LanguageSwitch';

/** Lets the session layer send the user to a route (e.g. /sign-in after a failed session check). */
function useSessionNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => sessionStore.onNavigate((path) => void navigate(path)), [navigate]);
}

/**
 * Settings and the reference lists loaded at start (spec 1 §3), once a connection exists: in the background, so no
 * spinner covers the page the customer already sees (a page that needs them shows its own wait); the lists once the
 * page's own calls are answered and its thread is idle (ReferenceStore.loadAtStart).
 */
function useStartupData(): void {
  useEffect(() => {
    if (!socketClient.connected) return;
    settingsStore.load({ background: true }).catch((error: unknown) => console.error('settings get failed', error));
    referenceStore.loadAtStart(START_REFERENCE_KEYS);
  }, []);
}

/** The page chrome around the routes: header (signed in only; guests get the language switch alone), cookie notice, rotate screen, modal, spinner. Render inside the router. */
export const AppFrame = observer(function AppFrame({ children, offline = false }: { children: ReactNode; offline?: boolean }) {
  useSessionNavigation();
  useStartupData();
  return (
    <div className="chrome-frame">
      {sessionStore.isSignedIn ? (
        <Header />
      ) : (
        <div className="chrome-guest-bar">
          <LanguageSwitch />
        </div>
      )}
      <div className="chrome-content">{children}</div>
      <ReconnectingNotice />
      <CookieNotice />
      <RotateDeviceScreen />
      <ModalHost />
      {/* Offline, calls wait for the network: the offline page says so, and its menu is not covered by a spinner. */}
      {!offline && <BusyOverlay busy={socketClient} />}
    </div>
  );
});
