import { useEffect, useRef } from 'react';
import { Link } from '@mealplan/shared/router';
import { useText } from '@mealplan/shared/ui';
import type { CheckoutTextId } from '../i18n';
import { CHECKOUT_STEP_PATHS, CHECKOUT_STEPS, type CheckoutStep } from './checkoutSteps';
import './stepTabs.css';

const STEP_TEXT: Record<CheckoutStep, CheckoutTextId> = {
  1: 'steps.preference',
  2: 'steps.meals',
  3: 'steps.delivery',
  4: 'steps.menu',
  5: 'steps.summary',
};

/**
 * The checkout's step tabs (doc 2 §1, §2.3): Preference, Diet Type & Meals, Start Date & Delivery Time, Menu,
 * Summary. Only earlier steps are links; the current one is marked with aria-current="step"; later ones are plain
 * text. On a phone the strip scrolls sideways, the current tab brought into view.
 */
export function StepTabs({ step }: { step: CheckoutStep }) {
  const t = useText<CheckoutTextId>();
  const currentTab = useRef<HTMLSpanElement>(null);
  // Once per step (not on every render, which would pull the page back up to the strip while the customer works). A
  // block body: the effect must return nothing (newer browsers answer scrollIntoView with a promise).
  useEffect(() => {
    currentTab.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [step]);
  return (
    // The strip scrolls sideways on a phone: focusable, so the keyboard can scroll it too (on step 1 it has no link).
    <nav className="checkout-steps" aria-label={t('steps.label')} tabIndex={0}>
      <ol className="checkout-steps__list">
        {CHECKOUT_STEPS.map((tab) => {
          const label = (
            <>
              <span className="checkout-steps__number" aria-hidden="true">
                {tab}
              </span>
              <span className="checkout-steps__title">{t(STEP_TEXT[tab])}</span>
            </>
          );
          const state = tab < step ? 'done' : tab === step ? 'current' : 'next';
          return (
            <li key={tab} className={`checkout-steps__item checkout-steps__item--${state}`}>
              {state === 'done' ? (
                <Link className="checkout-steps__tab" to={CHECKOUT_STEP_PATHS[tab]}>
                  {label}
                </Link>
              ) : (
                <span
                  className="checkout-steps__tab"
                  aria-current={state === 'current' ? 'step' : undefined}
                  ref={state === 'current' ? currentTab : undefined}
                >
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
