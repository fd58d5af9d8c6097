import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate } from '@mealplan/shared/router';
import { Spinner } from '@mealplan/shared/ui';
import { useWizard } from './WizardContext';
import type { WizardStepName } from './wizardStore';

/**
 * A wizard step's page opens only when the stored step has reached it (doc 2 §2.1); otherwise the customer is sent
 * to the stored step's page. Waits for the stored wizard to be read first.
 */
export const StepGuard = observer(function StepGuard({
  step,
  loadingLabel,
  children,
}: {
  step: WizardStepName;
  loadingLabel: string;
  children: ReactNode;
}) {
  const wizard = useWizard();
  if (!wizard.loaded) return <Spinner label={loadingLabel} />;
  if (!wizard.canOpen(step)) return <Navigate to={wizard.stepPath} replace />;
  return <>{children}</>;
});
