// The renewal modal (spec 3 §2 Dashboard): renew with the same menu repeated or with default dishes, then Continue
// (to /renewplan/samemenu or /renewplan/defaultmenu) or Cancel.
import { useState } from 'react';
import type { RenewalAction } from '@mealplan/shared/domain';
import { Button, modalStore, useText } from '@mealplan/shared/ui';
import { DashboardIntl } from './DashboardIntl';
import type { DashboardTextId } from './i18n';

const ACTIONS: readonly RenewalAction[] = ['samemenu', 'defaultmenu'];

function RenewalChoice({ onContinue }: { onContinue: (action: RenewalAction) => void }) {
  const t = useText<DashboardTextId>();
  const [action, setAction] = useState<RenewalAction>('samemenu');
  return (
    <form
      className="dash-dialog"
      onSubmit={(event) => {
        event.preventDefault();
        modalStore.clear();
        onContinue(action);
      }}
    >
      <fieldset className="dash-fieldset">
        <legend>{t('dashboard.renewal.question')}</legend>
        {ACTIONS.map((choice) => (
          <label key={choice} className="dash-radio dash-radio--card">
            <input type="radio" name="renewal" value={choice} checked={action === choice} onChange={() => setAction(choice)} />
            {t(`dashboard.renewal.${choice}`)}
          </label>
        ))}
      </fieldset>
      <div className="dash-dialog__actions">
        <Button type="submit">{t('dashboard.renewal.continue')}</Button>
        <Button variant="secondary" onClick={() => modalStore.clear()}>
          {t('dashboard.renewal.cancel')}
        </Button>
      </div>
    </form>
  );
}

export function openRenewalModal(title: string, onContinue: (action: RenewalAction) => void): void {
  modalStore.set({
    headline: title,
    content: (
      <DashboardIntl>
        <RenewalChoice onContinue={onContinue} />
      </DashboardIntl>
    ),
  });
}
