import { Suspense } from 'react';
import { lazyPage, modalStore, Spinner, useText } from '@mealplan/shared/ui';
import { AccountIntl, type AccountMessageId } from '../../i18n';

// The form (and react-final-form with it) loads when the popup first opens: the landing, a guest's first page,
// does not carry it.
const PlanRequestForm = lazyPage(() => import('./PlanRequestForm'), 'PlanRequestForm');

/** The plan-request popup's content: a spinner while the form loads, then the form. */
export function PlanRequestDialog() {
  const t = useText<AccountMessageId>();
  return (
    <Suspense fallback={<Spinner label={t('area.loading')} />}>
      <PlanRequestForm />
    </Suspense>
  );
}

/** Opens the plan-request popup (the landing's "build" and "choose" buttons). */
export function useOpenPlanRequest(): () => void {
  const t = useText<AccountMessageId>();
  return () =>
    modalStore.set({
      headline: t('actions.build'),
      content: (
        <AccountIntl>
          <PlanRequestDialog />
        </AccountIntl>
      ),
    });
}
