// Step 1 /checkout 'Preference' (doc 2 §2.3, §5.6): allergies, dislikes and eliminated food groups, with the note
// that certain ingredients cannot be avoided; Continue saves them (profile set 'preferences') and opens step 2.
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate } from '@mealplan/shared/router';
import { useLocaleFormat, useLocalName } from '@mealplan/shared/i18n';
import type { ReferenceListName } from '@mealplan/shared/protocol';
import { referenceStore } from '@mealplan/shared/session';
import { listsLoaded, usePageStore, useReferenceLists } from '@mealplan/shared/stores';
import { Button, EmptyState, IngredientPicker, modalStore, Spinner, useMessageText, useText, type PickerOption } from '@mealplan/shared/ui';
import { CheckoutGuard } from '../../common/CheckoutVisit';
import { CHECKOUT_STEP_PATHS } from '../../common/checkoutSteps';
import { StepLayout } from '../../common/StepLayout';
import type { PreferencesTextId } from './i18n';
import { PreferenceStepStore } from './PreferenceStepStore';
import './preference.css';

const LISTS: ReferenceListName[] = ['ingredientList', 'dishGroups'];

export function PreferencePage() {
  return (
    <CheckoutGuard step={1}>
      <PreferenceStep />
    </CheckoutGuard>
  );
}

const PreferenceStep = observer(function PreferenceStep() {
  const t = useText<PreferencesTextId>();
  const store = usePageStore(({ client, session }) => new PreferenceStepStore(client, session));
  useReferenceLists(LISTS);
  useEffect(() => void store.load(), [store]);
  if (store.loadFailed) {
    return <EmptyState title={t('preference.failed')} action={<Button onClick={() => void store.load()}>{t('preference.retry')}</Button>} />;
  }
  if (!store.loaded || !listsLoaded(LISTS)) return <Spinner label={t('preference.loading')} />;
  return <PreferenceForm store={store} />;
});

const PreferenceForm = observer(function PreferenceForm({ store }: { store: PreferenceStepStore }) {
  const t = useText<PreferencesTextId>();
  const text = useMessageText();
  const navigate = useNavigate();
  const name = useLocalName();
  const { locale } = useLocaleFormat();
  const sorted = (items: readonly { id: number; name: string }[]): PickerOption[] => [...items].sort((a, b) => a.name.localeCompare(b.name, locale));
  const ingredients = sorted((referenceStore.get('ingredientList') ?? []).map((item) => ({ id: item.id, name: name(item) })));
  const groups = sorted((referenceStore.get('dishGroups') ?? []).map((item) => ({ id: Number(item.id), name: item.name })));

  const save = async () => {
    try {
      await store.save();
      navigate(CHECKOUT_STEP_PATHS[2]);
    } catch (error) {
      // doc 2 §8: the server's message in a modal.
      modalStore.showError(text(error as Error));
    }
  };

  return (
    <StepLayout
      step={1}
      className="checkout-preference"
      title={t('preference.title')}
      subtitle={t('preference.subtitle')}
      next={{ label: t('preference.continue'), onSubmit: () => void save(), busy: store.saving }}
    >
      <aside className="checkout-note" aria-label={t('preference.note.title')}>
        <span className="checkout-note__icon" aria-hidden="true" />
        <p className="checkout-note__text">
          <strong>{t('preference.note.title')}: </strong>
          {t('preference.note.text')}
        </p>
      </aside>
      <div className="checkout-preference__pickers">
        <div className="ui-card">
          <IngredientPicker
            label={t('preference.allergies.label')}
            hint={t('preference.allergies.hint')}
            options={ingredients}
            value={store.allergies}
            onChange={store.setAllergies}
          />
        </div>
        <div className="ui-card">
          <IngredientPicker
            label={t('preference.dislikes.label')}
            hint={t('preference.dislikes.hint')}
            options={ingredients}
            value={store.dislikes}
            onChange={store.setDislikes}
          />
        </div>
      </div>
      <div className="ui-card">
        <IngredientPicker
          label={t('preference.groups.label')}
          hint={t('preference.groups.hint')}
          options={groups}
          value={store.eliminateGroups}
          onChange={store.setEliminateGroups}
        />
      </div>
    </StepLayout>
  );
});
