// The profile card (spec 3 §2 Dashboard, "Avatar"): the uploaded photo (the initials without one) and 'Change photo',
// age, BMI (shared body rules), and weight, height, birthday, start and goal weight, each edited inline and saved on
// its own with saveProfData.
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { ageFromBirthday, bmi, bmiLabel, latestBirthday } from '@mealplan/shared/domain';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import { userAvatar } from '@mealplan/shared/session';
import { usePageStore } from '@mealplan/shared/stores';
import { toIsoDate } from '@mealplan/shared/time';
import { gramsToKg } from '@mealplan/shared/units';
import { Button, Card, LinkButton, useMessageText, useText } from '@mealplan/shared/ui';
import { PROFILE_FIELDS, type DashboardStore, type ProfileField } from './dashboardStore';
import type { DashboardTextId } from './i18n';
import { inputValue, parseInput } from './profileValues';
import { AvatarEditor, AvatarPhoto, AvatarStore } from './uploads';

function useShown() {
  const t = useText<DashboardTextId>();
  const format = useLocaleFormat();
  return (field: ProfileField, stored: number | null): string => {
    if (stored === null) return t('dashboard.profile.notSet');
    if (field === 'birthday') return format.day(stored, 'd LLL yyyy');
    if (field === 'height') return t('dashboard.profile.cm', { value: format.number(stored) });
    return t('dashboard.profile.kg', { value: format.number(gramsToKg(stored), 1) });
  };
}

const ProfileRow = observer(function ProfileRow({ store, field }: { store: DashboardStore; field: ProfileField }) {
  const t = useText<DashboardTextId>();
  const messageText = useMessageText();
  const shown = useShown();
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const label = t(`dashboard.profile.${field}`);
  const inputId = `dashboard-${field}`;
  const error = store.fieldError?.field === field ? store.fieldError.error : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = parseInput(field, draft ?? '', store.now());
    if (value === null) {
      setInvalid(true);
      return;
    }
    const result = await store.saveProfile(field, value);
    if (result.ok) setDraft(null);
  };

  if (draft === null) {
    return (
      <div className="dash-profile__row">
        <dt>{label}</dt>
        <dd>
          <span data-testid={`profile-${field}`}>{shown(field, store.profile[field])}</span>
          <Button
            variant="ghost"

            aria-label={t('dashboard.profile.edit', { field: label })}
            onClick={() => {
              setInvalid(false);
              setDraft(inputValue(field, store.profile[field]));
            }}
          >
            <svg className="dash-icon" viewBox="0 0 24 24" aria-hidden="true">
              <path
                d="M4 17.5V20h2.5l8.4-8.4-2.5-2.5L4 17.5Zm13.7-7.2a.7.7 0 0 0 0-1l-1.6-1.6a.7.7 0 0 0-1 0l-1.2 1.2 2.5 2.5 1.3-1.1Z"
                fill="currentColor"
              />
            </svg>
          </Button>
        </dd>
      </div>
    );
  }
  const isDate = field === 'birthday';
  return (
    <div className="dash-profile__row dash-profile__row--editing">
      <dt>
        <label htmlFor={inputId}>{label}</label>
      </dt>
      <dd>
        <form className="dash-profile__form" onSubmit={(event) => void submit(event)} noValidate>
          <input
            id={inputId}
            className="ui-input"
            type={isDate ? 'date' : 'number'}
            inputMode={isDate ? undefined : 'decimal'}
            step={isDate ? undefined : field === 'height' ? 1 : 0.1}
            min={isDate ? undefined : 0}
            max={isDate ? toIsoDate(latestBirthday(store.now())) : undefined}
            value={draft}
            aria-invalid={invalid || error !== null}
            aria-describedby={invalid || error ? `${inputId}-error` : undefined}
            onChange={(event) => {
              setInvalid(false);
              setDraft(event.target.value);
            }}
            autoFocus
          />
          <span className="dash-profile__unit" aria-hidden="true">
            {field === 'height' ? t('dashboard.profile.unitCm') : isDate ? '' : t('dashboard.profile.unitKg')}
          </span>
          <Button type="submit" loading={store.savingField === field}>
            {t('dashboard.profile.save')}
          </Button>
          <Button variant="secondary" onClick={() => setDraft(null)}>
            {t('dashboard.profile.cancel')}
          </Button>
        </form>
        {(invalid || error) && (
          <p id={`${inputId}-error`} className="dash-error" role="alert">
            {invalid ? t('dashboard.profile.invalid') : error && messageText(error)}
          </p>
        )}
      </dd>
    </div>
  );
});

export interface ProfileCardProps {
  store: DashboardStore;
  name: string;
  /** What stands for the photo until one is uploaded (the initials). */
  avatar: ReactNode;
  /** Runs after a new photo was saved. */
  onPhotoSaved?(): void;
}

export const ProfileCard = observer(function ProfileCard({ store, name, avatar, onPhotoSaved }: ProfileCardProps) {
  const t = useText<DashboardTextId>();
  const format = useLocaleFormat();
  const photo = usePageStore(({ session }) => new AvatarStore(userAvatar, session));
  useEffect(() => {
    void photo.load();
    return () => photo.release();
  }, [photo]);
  const { weight, height, birthday } = store.profile;
  const bmiValue = weight !== null && height !== null ? bmi(weight, height) : null;
  const age = birthday !== null ? ageFromBirthday(birthday, store.now()) : null;
  return (
    <Card className="dash-card dash-profile" aria-labelledby="dash-profile-title">
      <h2 id="dash-profile-title" className="dash-card__title">
        {t('dashboard.profile.title')}
      </h2>
      <div className="dash-profile__head">
        <div className="dash-profile__photo" data-testid="profile-photo">
          <AvatarPhoto store={photo} fallback={avatar} />
        </div>
        <div>
          <p className="dash-profile__name">{name}</p>
          <dl className="dash-profile__facts">
            <div>
              <dt>{t('dashboard.profile.age')}</dt>
              <dd>{age === null ? t('dashboard.profile.notSet') : t('dashboard.profile.ageValue', { value: format.number(age) })}</dd>
            </div>
            <div>
              <dt>{t('dashboard.profile.bmi')}</dt>
              <dd data-testid="profile-bmi">
                {bmiValue === null
                  ? t('dashboard.profile.notSet')
                  : `${format.number(bmiValue, 1)} · ${t(`dashboard.profile.bmi.${bmiLabel(bmiValue)}`)}`}
              </dd>
            </div>
          </dl>
        </div>
      </div>
      <AvatarEditor store={photo} {...(onPhotoSaved ? { onSaved: onPhotoSaved } : {})} />
      <dl className="dash-profile__list">
        {PROFILE_FIELDS.map((field) => (
          <ProfileRow key={field} store={store} field={field} />
        ))}
      </dl>
      <LinkButton to="/body-analysis" variant="secondary">
        {t('dashboard.profile.bodyAnalysis')}
      </LinkButton>
    </Card>
  );
});
