import { useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { Field, Form } from 'react-final-form';
import { useNavigate } from '@mealplan/shared/router';
import { DEFAULT_CALLING_CODE, maskUaePhone } from '@mealplan/shared/account/phone';
import { ACTIVITY_LEVELS, latestBirthday, MAXIMUM_AGE_YEARS, withLabel } from '@mealplan/shared/domain';
import { RequestError, referenceStore, sessionStore } from '@mealplan/shared/session';
import { usePageStore } from '@mealplan/shared/stores';
import { addMonths, currentUnixSeconds, toIsoDate, today } from '@mealplan/shared/time';
import {
  Card,
  FollowPageLanguage,
  FormCheckboxField,
  FormPhoneField,
  FormSelectField,
  FormTextField,
  Page,
  PageHeader,
  Spinner,
  useMessageText,
  useText,
  type ServerMessage,
  type TextId,
  useShowRefusal,
} from '@mealplan/shared/ui';
import { serverFieldMessages } from '../../common/form/serverFieldMessages';
import { SubmitErrorLine } from '../../common/form/SubmitErrorLine';
import { ProfileStepStore } from '../../common/wizard/profileStepStore';
import { StepActions } from '../../common/wizard/StepActions';
import { useWizard } from '../../common/wizard/WizardContext';
import { WIZARD_STEP_PATHS } from '../../common/wizard/wizardStore';
import { DailyTargetPreview } from './DailyTargetPreview';
import { initialProfileValues, profilePayload, validateProfileValues, type ProfileFieldMessage, type ProfileValues } from '@mealplan/shared/account';
import type en from './i18n/en.json';
import './profile.css';

/** The page's own label of each field a rule message names ("<label> cannot be blank"). */
const PROFILE_LABEL_IDS: Readonly<Record<string, 'planner.profile.firstName' | 'planner.profile.lastName'>> = {
  firstName: 'planner.profile.firstName',
  lastName: 'planner.profile.lastName',
};

const LISTS = ['gender', 'language', 'medicalConditions', 'dietList'] as const;

/** /menu/profile 'Profile Settings' (spec 2 §2.2 step 4): the profile fields with their limits, saved with `profile set` 'main'. */
export const ProfilePage = observer(function ProfilePage() {
  const t = useText<TextId<typeof en>>();
  const showRefusal = useShowRefusal();
  const wizard = useWizard();
  const profileStep = usePageStore(({ client, session }) => new ProfileStepStore(client, session));
  const navigate = useNavigate();

  useEffect(() => {
    void referenceStore.ensure(LISTS);
  }, []);

  const genders = referenceStore.get('gender');
  const languages = referenceStore.get('language');
  const conditions = referenceStore.get('medicalConditions') ?? [];
  const diet = referenceStore.get('dietList')?.find((item) => item.id === wizard.planParams.diet);
  const loaded = genders !== undefined && languages !== undefined && sessionStore.user.user_id !== undefined;
  // The form starts once from the saved profile; later session updates do not reset what is being typed.
  const initialValues = useMemo(() => (loaded ? initialProfileValues(sessionStore.user) : null), [loaded]);

  const messageText = useMessageText();
  /** The rules' messages by id in the customer's language, with this page's label where a message names its field. */
  const inLanguage = (errors: Record<string, ProfileFieldMessage | ServerMessage>) =>
    Object.fromEntries(
      Object.entries(errors).map(([field, message]) => {
        const labelId = PROFILE_LABEL_IDS[field];
        return [field, messageText(labelId ? withLabel(message, t(labelId)) : message)];
      }),
    );

  const submit = async (values: ProfileValues) => {
    try {
      await profileStep.save(profilePayload(values));
      wizard.reachStep('address');
      navigate(WIZARD_STEP_PATHS.address);
      return undefined;
    } catch (error) {
      if (error instanceof RequestError && Object.keys(error.errors).length > 0) return inLanguage(serverFieldMessages(error));
      showRefusal(error);
      return undefined;
    }
  };

  const now = currentUnixSeconds();
  const latest = toIsoDate(latestBirthday(now));
  const earliest = toIsoDate(addMonths(today(now), -12 * MAXIMUM_AGE_YEARS));
  const genderLabel = (id: string | number, name: string) =>
    id === 'male' ? t('planner.profile.gender.male') : id === 'female' ? t('planner.profile.gender.female') : name;

  return (
    <Page className="planner-profile">
      <PageHeader title={t('planner.profile.title')} subtitle={t('planner.profile.subtitle')} />
      {!initialValues ? (
        <Spinner label={t('planner.profile.loading')} />
      ) : (
        <Form<ProfileValues>
          onSubmit={submit}
          initialValues={initialValues}
          validate={(values) => inLanguage(validateProfileValues(values, currentUnixSeconds()))}
          render={({ handleSubmit, submitting }) => (
            <form className="planner-profile__form" onSubmit={handleSubmit} noValidate>
              <FollowPageLanguage />
              <Card className="planner-profile__card">
                <h2 className="planner-profile__heading">{t('planner.profile.section.contact')}</h2>
                <div className="planner-profile__grid">
                  <Field name="firstName" component={FormTextField} label={t('planner.profile.firstName')} autoComplete="given-name" required />
                  <Field name="lastName" component={FormTextField} label={t('planner.profile.lastName')} autoComplete="family-name" required />
                  <Field
                    name="phone"
                    component={FormPhoneField}
                    label={t('planner.profile.phone')}
                    callingCode={DEFAULT_CALLING_CODE}
                    format={maskUaePhone}
                    formatOnBlur
                    required
                  />
                  <Field
                    name="email"
                    component={FormTextField}
                    type="email"
                    dir="ltr"
                    label={t('planner.profile.email')}
                    autoComplete="email"
                    required
                  />
                  <Field
                    name="language"
                    component={FormSelectField}
                    label={t('planner.profile.language')}
                    placeholder={t('planner.profile.language.placeholder')}
                    options={(languages ?? []).map((item) => ({ value: String(item.id), label: item.name }))}
                  />
                </div>
              </Card>
              <Card className="planner-profile__card">
                <h2 className="planner-profile__heading">{t('planner.profile.section.body')}</h2>
                <div className="planner-profile__grid">
                  <Field
                    name="gender"
                    component={FormSelectField}
                    label={t('planner.profile.gender')}
                    placeholder={t('planner.profile.gender.placeholder')}
                    options={(genders ?? []).map((item) => ({ value: String(item.id), label: genderLabel(item.id, item.name) }))}
                  />
                  <Field
                    name="birthday"
                    component={FormTextField}
                    type="date"
                    label={t('planner.profile.birthday')}
                    hint={t('planner.profile.birthday.hint')}
                    min={earliest}
                    max={latest}
                  />
                  <Field
                    name="weight"
                    component={FormTextField}
                    type="number"
                    inputMode="decimal"
                    label={t('planner.profile.weight')}
                    min={0}
                    max={500}
                    step={0.001}
                  />
                  <Field
                    name="height"
                    component={FormTextField}
                    type="number"
                    inputMode="decimal"
                    label={t('planner.profile.height')}
                    min={0}
                    max={300}
                    step={0.01}
                  />
                </div>
                <div className="planner-profile__activity">
                  <Field
                    name="activityLevel"
                    component={FormSelectField}
                    label={t('planner.profile.activityLevel')}
                    hint={t('planner.profile.activityLevel.hint')}
                    placeholder={t('planner.profile.activityLevel.placeholder')}
                    options={ACTIVITY_LEVELS.map((level) => ({ value: level, label: t(`planner.profile.activity.${level}`) }))}
                  />
                  <DailyTargetPreview split={diet?.macros ?? null} />
                </div>
                {conditions.length > 0 && (
                  <fieldset className="planner-profile__conditions" aria-describedby="planner-profile-conditions-hint">
                    <legend className="planner-profile__legend">{t('planner.profile.medicalConditions')}</legend>
                    <p className="planner-profile__hint" id="planner-profile-conditions-hint">
                      {t('planner.profile.medicalConditions.hint')}
                    </p>
                    <div className="planner-profile__checks">
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
                    <SubmitErrorLine name="medicalCondition" />
                  </fieldset>
                )}
              </Card>
              <StepActions
                backTo={WIZARD_STEP_PATHS.plan}
                backLabel={t('planner.profile.back')}
                nextLabel={t('planner.profile.next')}
                submitting={submitting}
              />
            </form>
          )}
        />
      )}
    </Page>
  );
});
