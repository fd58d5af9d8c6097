import { useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { Field, Form } from 'react-final-form';
import { initialProfileValues, profilePayload, type ProfileValues } from '@mealplan/shared/account';
import { DEFAULT_CALLING_CODE, maskUaePhone } from '@mealplan/shared/account/phone';
import { latestBirthday, MAXIMUM_AGE_YEARS } from '@mealplan/shared/domain';
import { referenceStore, sessionStore } from '@mealplan/shared/session';
import { usePageStore } from '@mealplan/shared/stores';
import { addMonths, currentUnixSeconds, toIsoDate, today } from '@mealplan/shared/time';
import {
  Button,
  Card,
  FollowPageLanguage,
  FormCheckboxField,
  FormPhoneField,
  FormSelectField,
  FormTextField,
  modalStore,
  Page,
  PageHeader,
  Spinner,
  useMessageText,
  useText,
} from '@mealplan/shared/ui';
import type { ProfileTextId } from './i18n';
import { ProfileSettingsStore } from './profileSettingsStore';
import './profile-settings.css';

const LISTS = ['gender', 'language', 'medicalConditions'] as const;

/**
 * /profile 'Profile Settings', the full version (spec 3 §2): one Save with `profile set` scenario 'main'; the server's
 * field errors show on the form and its message above Save (§8), a saved profile shows the server's message.
 */
export const ProfileSettingsPage = observer(function ProfileSettingsPage() {
  const t = useText<ProfileTextId>();
  const messageText = useMessageText();
  const store = usePageStore(({ client, session }) => new ProfileSettingsStore(client, session));

  useEffect(() => {
    void referenceStore.ensure(LISTS);
  }, []);

  const genders = referenceStore.get('gender');
  const languages = referenceStore.get('language');
  const conditions = referenceStore.get('medicalConditions');
  // The form shows once every list it draws is here: a list arriving later (the medical conditions) would push the
  // rest down, Save included, as it appeared.
  const loaded = genders !== undefined && languages !== undefined && conditions !== undefined && sessionStore.user.user_id !== undefined;
  // The form starts once from the saved profile; later session updates do not reset what is being typed.
  const initialValues = useMemo(
    () => (loaded ? { ...initialProfileValues(sessionStore.user), company: sessionStore.user.company ?? '' } : null),
    [loaded],
  );

  const submit = async (values: ProfileValues) => {
    const result = await store.save(profilePayload(values));
    if (result.ok) {
      modalStore.showMessage(result.message, t('profile.saved'));
      return undefined;
    }
    return result.errors;
  };

  const now = currentUnixSeconds();
  const genderLabel = (id: string | number, name: string) =>
    id === 'male' ? t('profile.gender.male') : id === 'female' ? t('profile.gender.female') : name;

  return (
    <Page className="profile-settings">
      <PageHeader title={t('profile.title')} subtitle={t('profile.subtitle')} />
      {!initialValues ? (
        <Spinner label={t('profile.loading')} />
      ) : (
        <Form<ProfileValues>
          onSubmit={submit}
          initialValues={initialValues}
          render={({ handleSubmit, submitting }) => (
            <form className="profile-settings__form" onSubmit={handleSubmit} noValidate>
              <FollowPageLanguage />
              <Card>
                <h2 className="profile-settings__heading">{t('profile.section.personal')}</h2>
                <div className="profile-settings__grid">
                  <Field name="firstName" component={FormTextField} label={t('profile.firstName')} autoComplete="given-name" required />
                  <Field name="lastName" component={FormTextField} label={t('profile.lastName')} autoComplete="family-name" required />
                  <Field
                    name="phone"
                    component={FormPhoneField}
                    label={t('profile.phone')}
                    callingCode={DEFAULT_CALLING_CODE}
                    format={maskUaePhone}
                    formatOnBlur
                    required
                  />
                  <Field name="email" component={FormTextField} type="email" dir="ltr" label={t('profile.email')} autoComplete="email" required />
                  <Field name="company" component={FormTextField} label={t('profile.company')} autoComplete="organization" />
                  <Field
                    name="birthday"
                    component={FormTextField}
                    type="date"
                    label={t('profile.birthday')}
                    min={toIsoDate(addMonths(today(now), -12 * MAXIMUM_AGE_YEARS))}
                    max={toIsoDate(latestBirthday(now))}
                  />
                  <Field
                    name="language"
                    component={FormSelectField}
                    label={t('profile.language')}
                    placeholder={t('profile.language.placeholder')}
                    options={(languages ?? []).map((item) => ({ value: String(item.id), label: item.name }))}
                  />
                </div>
                <p className="profile-settings__note">{t('profile.address')}</p>
              </Card>
              <Card>
                <h2 className="profile-settings__heading">{t('profile.section.body')}</h2>
                <div className="profile-settings__grid">
                  <Field
                    name="gender"
                    component={FormSelectField}
                    label={t('profile.gender')}
                    placeholder={t('profile.gender.placeholder')}
                    options={(genders ?? []).map((item) => ({ value: String(item.id), label: genderLabel(item.id, item.name) }))}
                  />
                  <Field
                    name="weight"
                    component={FormTextField}
                    type="number"
                    inputMode="decimal"
                    label={t('profile.weight')}
                    min={0}
                    max={500}
                    step={0.001}
                  />
                  <Field
                    name="height"
                    component={FormTextField}
                    type="number"
                    inputMode="decimal"
                    label={t('profile.height')}
                    min={0}
                    max={300}
                    step={0.01}
                  />
                </div>
                {conditions !== undefined && conditions.length > 0 && (
                  <fieldset className="profile-settings__conditions">
                    <legend className="profile-settings__legend">{t('profile.medicalConditions')}</legend>
                    <div className="profile-settings__checks">
                      {conditions.map((condition) => (
                        <Field
                          key={condition.id}
                          name="medicalCondition"
                          type="checkbox"
                          value={String(condition.id)}
                          component={FormCheckboxField}
                          label={condition.name}
                        />
                      ))}
                    </div>
                  </fieldset>
                )}
              </Card>
              {store.error && (
                <p className="profile-settings__error" role="alert">
                  {messageText(store.error)}
                </p>
              )}
              <div className="profile-settings__actions">
                <Button type="submit" disabled={submitting}>
                  {t('profile.save')}
                </Button>
              </div>
            </form>
          )}
        />
      )}
    </Page>
  );
});
