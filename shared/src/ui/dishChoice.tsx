// The dish conflict modals of doc 2 §5.8 in the kit's one modal, for every page where a customer picks a dish: an
// allergy refuses the dish ('Ingredient as a allergy' with the allergens and Ok), a disliked ingredient asks
// ('Ingredient as a Dislike', Yes / No), and so does the same dish on another meal type of the day. The verdict is
// the shared rule's (classifyDishChoice); the texts are the domain catalogue's ids, so the area passes ruleCatalogues.
import { useCallback } from 'react';
import type { DishVerdict, DomainMessage } from '../domain';
import { modalStore } from '@mealplan/shared/modal';
import { useKitIntl } from './useKitIntl';
import { useMessageText } from './useMessageText';

export interface DishChoiceQuestion {
  /** The rule's verdict for the click, when it is not a plain 'ok'. */
  verdict: Exclude<DishVerdict, { kind: 'ok' }>;
  /** The allergens' names as the page's language lists them (for a 'blocked' verdict). */
  allergenNames: string;
  /**
   * The same-dish question with the other meal type's name in the page's language (sameDishMessage), or null when no
   * other meal type of the day has the dish: asked for a 'same-dish' verdict, and after Yes to the dislike question.
   */
  sameDish: () => DomainMessage | null;
  /** Puts the dish on (after the last Yes). */
  apply: () => void;
  /** The Yes and No of the questions where the area's spec names them (doc 3 §4: 'SELECT THIS DISH' / 'DO NOT SELECT'). */
  answers?: { yes: string; no: string };
}

/** Shows a dish choice's question or refusal; `apply` runs only after the customer's Yes. */
export function useDishChoiceDialog(): (question: DishChoiceQuestion) => void {
  const intl = useKitIntl();
  const text = useMessageText();
  return useCallback(
    ({ verdict, allergenNames, sameDish, apply, answers }: DishChoiceQuestion) => {
      const ask = (headline: string | undefined, message: string, onYes: () => void) =>
        modalStore.set({
          ...(headline ? { headline } : {}),
          content: <p>{message}</p>,
          actions: [
            {
              label: answers?.yes ?? intl.formatMessage({ id: 'kit.dishChoice.yes' }),
              onClick: () => {
                modalStore.clear();
                onYes();
              },
            },
            { label: answers?.no ?? intl.formatMessage({ id: 'kit.dishChoice.no' }), variant: 'secondary', onClick: modalStore.clear },
          ],
        });
      if (verdict.kind === 'blocked') {
        modalStore.set({
          headline: text(verdict.headline),
          content: (
            <>
              <p>{text(verdict.message)}</p>
              {allergenNames && <p>{intl.formatMessage({ id: 'kit.dishChoice.allergens' }, { ingredients: allergenNames })}</p>}
            </>
          ),
          actions: [{ label: intl.formatMessage({ id: 'kit.dishChoice.ok' }), onClick: modalStore.clear }],
        });
        return;
      }
      if (verdict.reason === 'dislike') {
        ask(text(verdict.headline), text(verdict.message), () => {
          const question = sameDish();
          if (question) ask(undefined, text(question), apply);
          else apply();
        });
        return;
      }
      ask(undefined, text(sameDish() ?? verdict.message), apply);
    },
    [intl, text],
  );
}
