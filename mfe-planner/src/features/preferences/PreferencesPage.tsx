// Step 2, /menu/preferences 'Select My Preferences' (doc 2 §2.2, §7): 'Likes & Notes', Allergies and Dislikes,
// saved with profile set scenario 'preferences'; then custom_plan get, and step 3.
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { useNavigate } from '@mealplan/shared/router';
import type { ReferenceListName } from '@mealplan/shared/protocol';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import { referenceStore, sessionStore } from '@mealplan/shared/session';
import { usePageStore } from '@mealplan/shared/stores';
import {
  Button,
  Card,
  FormTextAreaField,
  IngredientPicker,
  LinkButton,
  modalStore,
  Page,
  PageHeader,
  Spinner,
  useText,
  type PickerOption,
  type TextId,
  useRefusalText,
} from '@mealplan/shared/ui';
import { useLocalName } from '../../common/catalogueNames';
import { listsLoaded, useReferenceLists } from '../../common/reference';
import { ProfileStepStore } from '../../common/wizard/profileStepStore';
import { usePreferences, useWizard } from '../../common/wizard/WizardContext';
import { WIZARD_STEP_PATHS } from '../../common/wizard/wizardStore';
import type en from './i18n/en.json';
import './preferences.css';

const LISTS: ReferenceListName[] = ['ingredientList', 'products'];
const NOTES_MAX = 2000;

/** What the form holds: the 'Likes & Notes' text and the chosen ingredient ids. */
interface PreferencesValues {
  /** Absent once the box is emptied (a field's empty text becomes undefined). */
  likes?: string;
  allergies: number[];
  dislikes: number[];
}

export const PreferencesPage = observer(function PreferencesPage() {
  const t = useText<TextId<typeof en>>();
  const preferences = usePreferences();
  useReferenceLists(LISTS);
  useEffect(() => void preferences.load(), [preferences]);
  if (!listsLoaded(LISTS) || !preferences.loaded) return <Spinner label={t('preferences.loading')} />;
  return <PreferencesForm />;
});

/** The form, opened with the preferences the customer saved before. */
const PreferencesForm = observer(function PreferencesForm() {
  const t = useText<TextId<typeof en>>();
  const refusalText = useRefusalText();
  const wizard = useWizard();
  const preferences = usePreferences();
  const profileStep = usePageStore(({ client, session }) => new ProfileStepStore(client, session));
  const navigate = useNavigate();
  // The form starts once from what was saved; a later reload of the preferences does not reset what is being chosen.
  const [initialValues] = useState<PreferencesValues>(() => ({
    likes: preferences.current.preferences ?? '',
    allergies: preferences.current.allergies,
    dislikes: preferences.current.dislikes,
  }));
  const name = useLocalName();
  const { locale } = useLocaleFormat();
  const ingredients = (referenceStore.get('ingredientList') ?? [])
    .map((item) => ({ id: item.id, name: name(item) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));

  const save = async ({ likes, allergies, dislikes }: PreferencesValues) => {
    try {
      await profileStep.save({
        scenario: 'preferences',
        preferences: likes ?? '',
        allergies,
        dislikes,
        user_id: sessionStore.user_id ?? undefined,
      });
      preferences.set({ preferences: likes ?? '', allergies, dislikes });
      await wizard.refreshForPreferences();
      wizard.reachStep('plan');
      navigate(WIZARD_STEP_PATHS.plan);
    } catch (error) {
      // doc 2 §8: the server's message in a modal.
      modalStore.showMessage(refusalText(error));
    }
  };

  return (
    <Page className="preferences">
      <PageHeader title={t('preferences.title')} subtitle={t('preferences.subtitle')} />
      <Form<PreferencesValues>
        onSubmit={save}
        initialValues={initialValues}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate>
            <Card className="preferences__card">
              <Field
                name="likes"
                component={FormTextAreaField}
                label={t('preferences.likes.label')}
                hint={t('preferences.likes.hint')}
                maxLength={NOTES_MAX}
              />
            </Card>
            <div className="preferences__pickers">
              <Card className="preferences__card">
                <IngredientField name="allergies" ingredients={ingredients} />
              </Card>
              <Card className="preferences__card">
                <IngredientField name="dislikes" ingredients={ingredients} />
              </Card>
            </div>
            <div className="preferences__footer">
              <LinkButton to={WIZARD_STEP_PATHS.index} variant="secondary" size="lg">
                {t('preferences.back')}
              </LinkButton>
              <Button type="submit" size="lg" loading={submitting}>
                {t('preferences.next')}
              </Button>
            </div>
          </form>
        )}
      />
    </Page>
  );
});

/** One of the two ingredient lists of the form, picked with the IngredientPicker. */
function IngredientField({ name, ingredients }: { name: 'allergies' | 'dislikes'; ingredients: readonly PickerOption[] }) {
  const t = useText<TextId<typeof en>>();
  return (
    <Field<number[]>
      name={name}
      render={({ input }) => (
        <IngredientPicker
          label={t(`preferences.${name}.label`)}
          hint={t(`preferences.${name}.hint`)}
          options={ingredients}
          value={input.value}
          onChange={input.onChange}
        />
      )}
    />
  );
}
