// The dish conflict modals of spec 2 §5.8, in the kit's one modal: an allergy refuses the dish ('Ingredient as a
// allergy' with the allergens), a disliked ingredient asks ('Ingredient as a Dislike', Yes / No), and so does the same
// dish on another meal type of the day. The shell renders the modal outside this area, so its texts come formatted.
import type { Locale } from '@mealplan/shared/i18n';
import { modalStore, useText, type TextId } from '@mealplan/shared/ui';
import type { PlanStore } from './planStore';
import { joinNames, localName } from '../../common/catalogueNames';
import type en from './i18n/en.json';

type Text = ReturnType<typeof useText<TextId<typeof en>>>;

function ask(headline: string | undefined, message: string, t: Text, onYes: () => void): void {
  modalStore.set({
    ...(headline ? { headline } : {}),
    content: <p>{message}</p>,
    actions: [
      {
        label: t('planner.conflict.yes'),
        onClick: () => {
          modalStore.clear();
          onYes();
        },
      },
      { label: t('planner.conflict.no'), variant: 'secondary', onClick: modalStore.clear },
    ],
  });
}

/** Asks about the same dish on another meal type (when it is), then puts the dish on. */
function confirmSameDish(store: PlanStore, dishId: number, t: Text, locale: Locale): void {
  const other = store.sameDishType(dishId);
  if (!other) {
    store.apply(dishId);
    return;
  }
  ask(undefined, t('planner.conflict.sameDish', { type: localName(other, locale) }), t, () => store.apply(dishId));
}

/** A click on a dish card: applied at once, refused, or applied after the customer's Yes. */
export function chooseWithConfirmation(store: PlanStore, dishId: number, t: Text, locale: Locale): void {
  const click = store.chooseDish(dishId);
  if (click.kind === 'applied' || click.kind === 'unchanged') return;
  if (click.kind === 'blocked') {
    modalStore.set({
      headline: t('planner.conflict.allergyHeadline'),
      content: (
        <>
          <p>{t('planner.conflict.allergyMessage')}</p>
          <p>{t('planner.conflict.allergens', { ingredients: joinNames(click.allergens, store.catalog.ingredients, locale) })}</p>
        </>
      ),
      actions: [{ label: t('planner.conflict.ok'), onClick: modalStore.clear }],
    });
    return;
  }
  if (click.reason === 'dislike') {
    ask(t('planner.conflict.dislikeHeadline'), t('planner.conflict.dislikeMessage'), t, () => confirmSameDish(store, dishId, t, locale));
    return;
  }
  confirmSameDish(store, dishId, t, locale);
}
