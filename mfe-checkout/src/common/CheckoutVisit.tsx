import { observer } from 'mobx-react-lite';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { Navigate } from '@mealplan/shared/router';
import { usePageStore } from '@mealplan/shared/stores';
import { Button, EmptyState, Spinner, useText } from '@mealplan/shared/ui';
import type { CheckoutTextId } from '../i18n';
import { checkoutRedirect, type CheckoutGuardDecision } from './checkoutGuard';
import type { CheckoutStep } from './checkoutSteps';
import { CheckoutVisitStore, sessionChoicesKeeper } from './CheckoutVisitStore';

const CheckoutVisitContext = createContext<CheckoutVisitStore | null>(null);

/**
 * Makes the visit's store once, when the checkout area mounts, and gives it to every page under it (tests pass their
 * own `store`). The saved plan is asked for by the first guarded page.
 */
export function CheckoutVisitProvider({ store, children }: { store?: CheckoutVisitStore; children: ReactNode }) {
  const visit = usePageStore(
    ({ client, session, now }) =>
      store ??
      new CheckoutVisitStore(
        client,
        sessionChoicesKeeper(() => session.user_id),
        now,
      ),
  );
  return <CheckoutVisitContext.Provider value={visit}>{children}</CheckoutVisitContext.Provider>;
}

/** The visit's store (inside CheckoutVisitProvider): the saved plan and the steps 1–3 choices. */
export function useCheckoutVisit(): CheckoutVisitStore {
  const visit = useContext(CheckoutVisitContext);
  if (!visit) throw new Error('useCheckoutVisit() outside <CheckoutVisitProvider>');
  return visit;
}

export type CheckoutGuardResult = CheckoutGuardDecision | { kind: 'failed'; retry: () => void };

/**
 * The checkout guards of doc 2 §2.3/§4.5 for a step's page (see checkoutRedirect): read inside an observer component.
 * `<CheckoutGuard step>` renders the result; a page may also use the hook itself.
 */
export function useCheckoutGuard(step: CheckoutStep): CheckoutGuardResult {
  const visit = useCheckoutVisit();
  useEffect(() => {
    void visit.loadPending();
  }, [visit]);
  if (visit.pendingFailed) return { kind: 'failed', retry: () => void visit.refreshPending() };
  return checkoutRedirect(step, visit.guardState, visit.now());
}

/** Opens `children` when the step may open; otherwise a spinner, a retry, or the redirect. */
export const CheckoutGuard = observer(function CheckoutGuard({ step, children }: { step: CheckoutStep; children: ReactNode }) {
  const t = useText<CheckoutTextId>();
  const guard = useCheckoutGuard(step);
  if (guard.kind === 'wait') return <Spinner label={t('visit.loading')} />;
  if (guard.kind === 'redirect') return <Navigate to={guard.to} replace />;
  if (guard.kind === 'failed') {
    return <EmptyState title={t('visit.failed')} action={<Button onClick={guard.retry}>{t('visit.retry')}</Button>} />;
  }
  return <>{children}</>;
});
