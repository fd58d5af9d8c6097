// The foot of a wizard form step (profile, address): back to the previous step, and the submit button that saves and
// goes on. Side by side on a wide screen; stacked on a phone with the main action on top.
import { Button, LinkButton } from '@mealplan/shared/ui';
import './stepActions.css';

export interface StepActionsProps {
  /** The previous step's path. */
  backTo: string;
  backLabel: string;
  nextLabel: string;
  /** The form is being saved: the submit button shows it and takes no second click. */
  submitting?: boolean;
  className?: string;
}

export function StepActions({ backTo, backLabel, nextLabel, submitting, className }: StepActionsProps) {
  return (
    <div className={['planner-step-actions', className].filter(Boolean).join(' ')}>
      <LinkButton to={backTo} variant="secondary">
        {backLabel}
      </LinkButton>
      <Button type="submit" loading={submitting}>
        {nextLabel}
      </Button>
    </div>
  );
}
