// Settings links and SMS on login (spec 3 §2 Dashboard): each link opens its dialog (drawn here, in the page, until
// it is closed or saved); Renew my plan only with a plan; the SMS toggle saves at once and shows the server's message
// under 'SMS on Login'. The dialogs' code (their forms, the phone and address fields) loads when the customer reaches
// for a link (issue 38: evaluated with the page, it was a long task of every signed-in start on a phone).
import { observer } from 'mobx-react-lite';
import { Suspense, useState } from 'react';
import { referenceStore } from '@mealplan/shared/session';
import { Card, lazyPage, Spinner, useMessageText, useText, type ServerMessage } from '@mealplan/shared/ui';
import type { DashboardStore } from './dashboardStore';
import type { DashboardTextId } from './i18n';
import type { DialogArea } from './SettingsDialogs';
import { pauseLinkOf, SETTINGS_LISTS } from './dashboard';
import { showSaved } from './showSaved';

const SettingsDialog = lazyPage(() => import(/* webpackChunkName: "dashboard-settings" */ './SettingsDialogs'), 'SettingsDialog');
/** Starts loading the dialogs' code and lists when a link is about to be used (pointer down, focus), so a tap rarely waits. */
const preloadDialogs = () => {
  void SettingsDialog.preload().catch(() => undefined);
  void referenceStore.ensure(SETTINGS_LISTS, { background: true });
};

const DIALOG_LINKS: readonly { link: DashboardTextId; area: DialogArea }[] = [
  { link: 'dashboard.settings.foodPreferences', area: 'foodPreferences' },
  { link: 'dashboard.settings.foodFavourites', area: 'foodFavourites' },
  { link: 'dashboard.settings.groupsEliminated', area: 'groupsEliminated' },
  { link: 'dashboard.settings.address', area: 'address' },
  { link: 'dashboard.settings.personal', area: 'personal' },
  { link: 'dashboard.settings.medical', area: 'medical' },
];

const SmsToggle = observer(function SmsToggle({ store }: { store: DashboardStore }) {
  const t = useText<DashboardTextId>();
  const messageText = useMessageText();
  const [error, setError] = useState<ServerMessage | null>(null);
  if (store.sms === null) return null;
  const toggle = async () => {
    setError(null);
    const result = await store.saveSms(!store.sms);
    if (!showSaved(t('dashboard.dialog.sms'), result) && !result.ok) setError(result.error);
  };
  return (
    <div className="dash-sms">
      <div>
        <span id="dash-sms-label" className="dash-sms__label">
          {t('dashboard.sms.label')}
        </span>
        <p id="dash-sms-hint" className="dash-muted">
          {t('dashboard.sms.hint')}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        className="dash-switch"
        aria-checked={store.sms}
        aria-labelledby="dash-sms-label"
        aria-describedby="dash-sms-hint"
        disabled={store.savingArea === 'sms'}
        onClick={() => void toggle()}
      >
        <span className="dash-switch__track" aria-hidden="true">
          <span className="dash-switch__thumb" />
        </span>
        <span className="dash-switch__text">{store.sms ? t('dashboard.sms.enabled') : t('dashboard.sms.disabled')}</span>
      </button>
      {error && (
        <p className="dash-error" role="alert">
          {t('dashboard.dialog.failed', { message: messageText(error) })}
        </p>
      )}
    </div>
  );
});

export const SettingsPanel = observer(function SettingsPanel({
  store,
  onPause,
  onRenew,
}: {
  store: DashboardStore;
  onPause: (() => void) | null;
  onRenew: () => void;
}) {
  const t = useText<DashboardTextId>();
  const [open, setOpen] = useState<DialogArea | null>(null);
  // 'Pause Plan' only without a pause set; 'Resume My Plan' for a pause without its end date.
  const pauseLink = pauseLinkOf(store.pause);
  return (
    <Card className="dash-card dash-settings" aria-labelledby="dash-settings-title">
      <h2 id="dash-settings-title" className="dash-card__title">
        {t('dashboard.settings.title')}
      </h2>
      <ul className="dash-settings__links">
        {DIALOG_LINKS.map(({ link, area }) => (
          <li key={area}>
            <button
              type="button"
              className="dash-settings__link"
              onPointerDown={preloadDialogs}
              onFocus={preloadDialogs}
              onClick={() => setOpen(area)}
            >
              {t(link)}
            </button>
          </li>
        ))}
        {onPause && pauseLink && (
          <li>
            <button type="button" className="dash-settings__link" onClick={onPause}>
              {t(pauseLink)}
            </button>
          </li>
        )}
        {store.hasPlan && (
          <li>
            <button type="button" className="dash-settings__link" onClick={onRenew}>
              {t('dashboard.settings.renew')}
            </button>
          </li>
        )}
      </ul>
      <SmsToggle store={store} />
      {open && (
        <Suspense fallback={<Spinner label={t('dashboard.loading')} />}>
          <SettingsDialog area={open} store={store} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Card>
  );
});
