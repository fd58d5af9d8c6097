// The frame of a checkout step page: the step tabs, the step's heading, its sections, the Back / Continue row, and the
// team's contact (WhatsApp, phones, email).
import type { FormEvent, ReactNode } from 'react';
import { settingsStore } from '@mealplan/shared/session';
import { Button, LinkButton, Page, PageHeader, TeamContact } from '@mealplan/shared/ui';
import type { CheckoutStep } from './checkoutSteps';
import { StepTabs } from './StepTabs';
import './stepLayout.css';

export interface StepLayoutProps {
  step: CheckoutStep;
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** The Back link (to the previous step), when there is one. */
  back?: { to: string; label: string };
  /** The Continue button: submits the step's form. */
  next: { label: string; onSubmit: () => void; busy?: boolean };
  className?: string;
}

export function StepLayout({ step, title, subtitle, children, back, next, className }: StepLayoutProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    next.onSubmit();
  };
  return (
    <Page className={['checkout-step', className].filter(Boolean).join(' ')}>
      <StepTabs step={step} />
      <PageHeader title={title} subtitle={subtitle} />
      <form className="checkout-step__form" onSubmit={submit} noValidate>
        {children}
        <div className="checkout-step__footer">
          {back ? (
            <LinkButton to={back.to} variant="secondary" size="lg">
              {back.label}
            </LinkButton>
          ) : (
            <span />
          )}
          <Button type="submit" size="lg" loading={next.busy}>
            {next.label}
          </Button>
        </div>
      </form>
      {/* doc 2 §1: the team's WhatsApp line (and phones, email) on every step. */}
      <TeamContact settings={settingsStore} className="checkout-step__contact" />
    </Page>
  );
}

/** A titled group of a step's form (a fieldset with its legend, hint and message). */
export function StepSection({
  legend,
  hint,
  error,
  children,
  className,
}: {
  legend: string;
  hint?: ReactNode;
  error?: string | null;
  children: ReactNode;
  className?: string;
}) {
  return (
    <fieldset
      className={['ui-card', 'checkout-section', error ? 'checkout-section--invalid' : '', className].filter(Boolean).join(' ')}
      aria-invalid={error ? true : undefined}
    >
      <legend className="checkout-section__legend">{legend}</legend>
      {hint && <p className="checkout-section__hint">{hint}</p>}
      {children}
      {error && (
        <p className="checkout-section__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
