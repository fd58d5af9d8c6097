import { Suspense } from 'react';
import { lazyPage, Spinner, useText } from '@mealplan/shared/ui';
import { type AccountMessageId } from '../../i18n';

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
