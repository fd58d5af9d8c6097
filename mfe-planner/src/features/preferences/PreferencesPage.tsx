// Step 2, /menu/preferences 'Select My Preferences' (doc 2 §2.2, §7): 'Likes & Notes', Allergies and Dislikes,
// saved with profile set scenario 'preferences'; then custom_plan get, and step 3.
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ReferenceListName } from '@mealplan/shared/protocol';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import { referenceStore, sessionStore, socketClient } from '@mealplan/shared/session';
import { Button, Card, LinkButton, modalStore, Page, PageHeader, Spinner, TextAreaField, useText, type TextId } from '@mealplan/shared/ui';
import { useLocalName } from '../../common/catalogueNames';
import { listsLoaded, useReferenceLists } from '../../common/reference';
import { preferencesStore } from '../../common/wizard/preferences';
import { useWizard } from '../../common/wizard/WizardContext';
import { WIZARD_STEP_PATHS } from '../../common/wizard/wizardStore';
import { IngredientPicker } from './IngredientPicker';
import type en from './i18n/en.json';
import './preferences.css';

const LISTS: ReferenceListName[] = ['ingredientList', 'products'];
const NOTES_MAX = 2000;

export const PreferencesPage = observer(function PreferencesPage() {
  const t = useText<TextId<typeof en>>();
  useReferenceLists(LISTS);
  useEffect(() => void preferencesStore.load(), []);
  if (!listsLoaded(LISTS) || !preferencesStore.loaded) return <Spinner label={t('preferences.loading')} />;
  return <PreferencesForm />;
});

/** The form, opened with the preferences the customer saved before. */
const PreferencesForm = observer(function PreferencesForm() {
  const t = useText<TextId<typeof en>>();
  const wizard = useWizard();
  const navigate = useNavigate();
  const saved = preferencesStore.current;
  const [likes, setLikes] = useState(saved.preferences ?? '');
  const [allergies, setAllergies] = useState<number[]>(saved.allergies);
  const [dislikes, setDislikes] = useState<number[]>(saved.dislikes);
  const [saving, setSaving] = useState(false);
  const name = useLocalName();
  const { locale } = useLocaleFormat();
  const ingredients = [...(referenceStore.get('ingredientList') ?? [])].sort((a, b) => name(a).localeCompare(name(b), locale));

  const save = async () => {
    if (saving) return;
    setSaving(true);
    try {
      const reply = await socketClient.call('profile', 'set', {
        scenario: 'preferences',
        preferences: likes,
        allergies,
        dislikes,
        user_id: sessionStore.user_id ?? undefined,
      });
      if (reply.user) sessionStore.setUser(reply.user);
      preferencesStore.set({ preferences: likes, allergies, dislikes });
      await wizard.refreshForPreferences();
      wizard.reachStep('plan');
      navigate(WIZARD_STEP_PATHS.plan);
    } catch (error) {
      // doc 2 §8: the server's message in a modal.
      modalStore.showMessage((error as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Page className="preferences">
      <PageHeader title={t('preferences.title')} subtitle={t('preferences.subtitle')} />
      <Card className="preferences__card">
        <TextAreaField
          label={t('preferences.likes.label')}
          hint={t('preferences.likes.hint')}
          value={likes}
          maxLength={NOTES_MAX}
          onChange={(event) => setLikes(event.target.value)}
        />
      </Card>
      <div className="preferences__pickers">
        <Card className="preferences__card">
          <IngredientPicker
            label={t('preferences.allergies.label')}
            hint={t('preferences.allergies.hint')}
            ingredients={ingredients}
            value={allergies}
            onChange={setAllergies}
          />
        </Card>
        <Card className="preferences__card">
          <IngredientPicker
            label={t('preferences.dislikes.label')}
            hint={t('preferences.dislikes.hint')}
            ingredients={ingredients}
            value={dislikes}
            onChange={setDislikes}
          />
        </Card>
      </div>
      <div className="preferences__footer">
        <LinkButton to={WIZARD_STEP_PATHS.index} variant="secondary" size="lg">
          {t('preferences.back')}
        </LinkButton>
        <Button size="lg" loading={saving} onClick={() => void save()}>
          {t('preferences.next')}
        </Button>
      </div>
    </Page>
  );
});
