// A visit's store over a fake client, at a fixed clock (Wednesday 10 June 2026, 10:00 in Dubai).
import { CheckoutVisitStore, type ChoicesKeeper, type CheckoutChoices } from '../../src/common/CheckoutVisitStore';
import { fakeCallClient, type AnswerCall } from '@mealplan/shared/stores/testing';
import { dayFromParts } from '@mealplan/shared/time';

export const TODAY = dayFromParts(2026, 6, 10)!;
export const NOW = TODAY + 10 * 3600;

/** A keeper that remembers what it was given (the tab's sessionStorage in the browser). */
export function memoryKeeper(initial: Partial<CheckoutChoices> | null = null): ChoicesKeeper & { stored: Partial<CheckoutChoices> | null } {
  const keeper = {
    stored: initial,
    read: () => keeper.stored,
    write: (choices: CheckoutChoices | null) => {
      keeper.stored = choices;
    },
  };
  return keeper;
}

export function visitWith(
  answers: AnswerCall | Record<string, unknown> = { 'mobile_checkout getPending': { planParams: null, mealPlan: {} } },
  keeper = memoryKeeper(),
) {
  const fake = fakeCallClient(answers);
  const visit = new CheckoutVisitStore(fake.client, keeper, () => NOW);
  return { visit, calls: fake.calls, client: fake.client, keeper };
}
