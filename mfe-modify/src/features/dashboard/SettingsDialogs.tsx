// The settings dialogs of the dashboard (spec 3 §2 Settings links, Profile settings, Other dialogs; §3 Main settings
// info, Food preferences; §8): each is the kit's FormDialog on react-final-form, checked before it is sent
// (settingsForms.ts), saved with its call; the server's message then shows in a dialog titled for its area, and a
// refusal stays in the dialog: its field messages under their fields, the rest above the buttons.
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { observer } from 'mobx-react-lite';
import type { FunctionComponent } from 'react';
import { Field } from 'react-final-form';
import { DEFAULT_CALLING_CODE, maskUaePhone } from '@mealplan/shared/account/phone';
import { latestBirthday } from '@mealplan/shared/domain';
import { referenceStore } from '@mealplan/shared/session';
import { useReferenceLists } from '@mealplan/shared/stores';
import { toIsoDate } from '@mealplan/shared/time';
import {
  Dialog,
  FormCheckboxField,
  FormDialog,
  FormPhoneField,
  FormTextField,
  IngredientPicker,
  useMessageText,
  useText,
  type PickerOption,
  type ServerMessage,
} from '@mealplan/shared/ui';
import { addressSettingsPayload, AddressSettingsFields, addressSubmitErrors, validateAddressSettings } from '../../common/address-settings';
import type { DashboardStore, SaveResult, SettingsArea } from './dashboardStore';
import type { DashboardTextId } from './i18n';
import { SETTINGS_LISTS } from './dashboard';
import { showSaved } from './showSaved';
import {
  addressValues,
  DASHBOARD_ADDRESS_KINDS,
  medicalPayload,
  medicalValues,
  personalPayload,
  personalValues,
  validateFavourites,
  validatePersonal,
  type DashboardAddressValues,
  type FavouritesValues,
  type MedicalValues,
  type PersonalValues,
  type SettingsErrors,
} from './settingsForms';

export type DialogArea = Exclude<SettingsArea, 'sms'>;

interface FormProps {
  store: DashboardStore;
  onClose: () => void;
}

/** What a form does with its save's result: closes and shows the server's message, or keeps the refusal in the form. */
function useSaveResult(area: DialogArea, onClose: () => void) {
  const t = useText<DashboardTextId>();
  const text = useMessageText();
  const title = t(`dashboard.dialog.${area}`);
  return {
    title,
    /** The checks' messages in the page's language (react-final-form's validate). */
    texts: <F extends string>(errors: SettingsErrors<F>): Record<string, string> =>
      Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, text(message as ServerMessage)])),
    /** Closes on success; else the refusal for the form: `fieldsOf` places the server's field messages. */
    settle: (result: SaveResult, fieldsOf?: (texts: Record<string, string>, formError: string) => SubmissionErrors): SubmissionErrors | undefined => {
      if (result.ok) {
        onClose();
        showSaved(title, result);
        return undefined;
      }
      const formError = t('dashboard.dialog.failed', { message: text(result.error) });
      const fieldTexts = Object.fromEntries(Object.entries(result.fields ?? {}).map(([field, message]) => [field, text(message)]));
      return fieldsOf ? fieldsOf(fieldTexts, formError) : { ...fieldTexts, [FORM_ERROR]: formError };
    },
  };
}

/** A part the dialog needs that failed to load: its message in the dialog, and Close. */
function NotLoaded({ area, message, onClose }: { area: DialogArea; message: ServerMessage | undefined; onClose: () => void }) {
  const t = useText<DashboardTextId>();
  const text = useMessageText();
  return (
    <Dialog title={t(`dashboard.dialog.${area}`)} onClose={onClose}>
      <p className="dash-error" role="alert">
        {t('dashboard.partFailed', { message: message ? text(message) : '' })}
      </p>
    </Dialog>
  );
}

/** A picker of ids (ingredients, dishes, groups) as a form field, its check's message under it. */
function PickerField({ name, label, hint, options }: { name: string; label: string; hint: string; options: readonly PickerOption[] }) {
  return (
    <Field<number[]> name={name}>
      {({ input, meta }) => (
        <div className="dash-picker-field">
          <IngredientPicker label={label} hint={hint} options={options} value={input.value || []} onChange={input.onChange} />
          {meta.error && (
            <p className="dash-error" role="alert">
              {meta.error}
            </p>
          )}
        </div>
      )}
    </Field>
  );
}

const AddressForm = observer(function AddressForm({ store, onClose }: FormProps) {
  const t = useText<DashboardTextId>();
  const text = useMessageText();
  const { title, settle } = useSaveResult('address', onClose);
  if (!store.settings) return <NotLoaded area="address" message={store.failures.get('settings')} onClose={onClose} />;
  const emirates = (referenceStore.get('allEmirates') ?? []).map((emirate) => ({ id: emirate.id, name: emirate.name }));
  const areas = referenceStore.get('areasList') ?? [];
  const areasOf = (emirate: string) => areas.filter((area) => String(area.emirate_id) === emirate).map((area) => ({ id: area.id, name: area.name }));
  const submit = async (values: DashboardAddressValues) => {
    // The emirate of the plan's delivery time is checked by the server (its refusal shows on the emirate field).
    const check = validateAddressSettings(values, DASHBOARD_ADDRESS_KINDS, null);
    if (!check.valid) {
      const fieldTexts = Object.fromEntries(Object.entries(check.errors).map(([path, message]) => [path, text(message)]));
      return addressSubmitErrors(fieldTexts, check.message ? text(check.message) : '');
    }
    const result = await store.saveAddress(addressSettingsPayload(values, DASHBOARD_ADDRESS_KINDS));
    return settle(result, (fieldTexts, formError) => addressSubmitErrors(fieldTexts, formError, DASHBOARD_ADDRESS_KINDS));
  };
  return (
    <FormDialog<DashboardAddressValues> title={title} onClose={onClose} initialValues={addressValues(store.settings)} onSubmit={submit} size="wide">
      {() => (
        <div className="dash-dialog" data-testid="dialog-address">
          <p className="dash-notice">{t('dashboard.address.notice')}</p>
          <AddressSettingsFields
            kinds={DASHBOARD_ADDRESS_KINDS}
            titles={{ home: t('dashboard.address.home'), work: t('dashboard.address.work'), public: t('dashboard.address.public') }}
            deliverTo={{
              legend: t('dashboard.address.deliverTo'),
              labels: { home: t('dashboard.address.home'), work: t('dashboard.address.work'), public: t('dashboard.address.public') },
            }}
            emirates={emirates}
            areasOf={areasOf}
            headingLevel={3}
          />
        </div>
      )}
    </FormDialog>
  );
});

const PersonalForm = observer(function PersonalForm({ store, onClose }: FormProps) {
  const t = useText<DashboardTextId>();
  const { title, texts, settle } = useSaveResult('personal', onClose);
  if (!store.settings) return <NotLoaded area="personal" message={store.failures.get('settings')} onClose={onClose} />;
  return (
    <FormDialog<PersonalValues>
      title={title}
      onClose={onClose}
      initialValues={personalValues(store.settings)}
      validate={(values) => texts(validatePersonal(values, store.now()))}
      onSubmit={async (values) => settle(await store.saveMainInfo(personalPayload(values)))}
    >
      {() => (
        <div className="dash-dialog dash-fields" data-testid="dialog-personal">
          <Field name="email" component={FormTextField} type="email" dir="ltr" autoComplete="email" label={t('dashboard.personal.email')} />
          <Field
            name="phone"
            component={FormPhoneField}
            label={t('dashboard.personal.phone')}
            callingCode={DEFAULT_CALLING_CODE}
            format={maskUaePhone}
            formatOnBlur
          />
          <Field name="company" component={FormTextField} maxLength={255} autoComplete="organization" label={t('dashboard.personal.company')} />
          <Field
            name="birthday"
            component={FormTextField}
            type="date"
            max={toIsoDate(latestBirthday(store.now()))}
            label={t('dashboard.personal.birthday')}
          />
        </div>
      )}
    </FormDialog>
  );
});

const MedicalForm = observer(function MedicalForm({ store, onClose }: FormProps) {
  const t = useText<DashboardTextId>();
  const { title, settle } = useSaveResult('medical', onClose);
  if (!store.settings) return <NotLoaded area="medical" message={store.failures.get('settings')} onClose={onClose} />;
  const conditions = referenceStore.get('medicalConditions') ?? [];
  return (
    <FormDialog<MedicalValues>
      title={title}
      onClose={onClose}
      initialValues={medicalValues(store.settings)}
      onSubmit={async (values) => settle(await store.saveMedical(medicalPayload(values)))}
    >
      {() => (
        <fieldset className="dash-dialog dash-fieldset" data-testid="dialog-medical">
          <legend>{t('dashboard.medical.legend')}</legend>
          <p className="dash-muted">{t('dashboard.medical.hint')}</p>
          <div className="dash-checks">
            {conditions.map((condition) => (
              <Field
                key={condition.id}
                name="medical"
                type="checkbox"
                value={String(condition.id)}
                component={FormCheckboxField}
                label={condition.name}
              />
            ))}
          </div>
        </fieldset>
      )}
    </FormDialog>
  );
});

const FoodPreferencesForm = observer(function FoodPreferencesForm({ store, onClose }: FormProps) {
  const t = useText<DashboardTextId>();
  const { title, settle } = useSaveResult('foodPreferences', onClose);
  if (!store.prefs) return <NotLoaded area="foodPreferences" message={store.failures.get('prefs')} onClose={onClose} />;
  const ingredients = referenceStore.get('ingredientList') ?? [];
  const names = new Map(ingredients.map((item) => [item.id, item.title]));
  const allergies = store.prefs.allergies.map((id) => names.get(id) ?? String(id));
  return (
    <FormDialog<{ dislikes: number[] }>
      title={title}
      onClose={onClose}
      initialValues={{ dislikes: store.prefs.dislikes }}
      onSubmit={async (values) => settle(await store.saveDislikes(values.dislikes))}
    >
      {() => (
        <div className="dash-dialog" data-testid="dialog-foodPreferences">
          <section className="dash-readonly" aria-labelledby="dash-allergies">
            <h3 id="dash-allergies">{t('dashboard.prefs.allergies')}</h3>
            <p>{allergies.length ? allergies.join(', ') : t('dashboard.prefs.noAllergies')}</p>
            <p className="dash-muted">{t('dashboard.prefs.allergiesNote')}</p>
          </section>
          <PickerField
            name="dislikes"
            label={t('dashboard.prefs.dislikes')}
            hint={t('dashboard.prefs.dislikesHint')}
            options={ingredients.map((item) => ({ id: item.id, name: item.title }))}
          />
        </div>
      )}
    </FormDialog>
  );
});

const FoodFavouritesForm = observer(function FoodFavouritesForm({ store, onClose }: FormProps) {
  const t = useText<DashboardTextId>();
  const { title, texts, settle } = useSaveResult('foodFavourites', onClose);
  if (!store.prefs) return <NotLoaded area="foodFavourites" message={store.failures.get('prefs')} onClose={onClose} />;
  const dishes = (referenceStore.get('products') ?? []).map((dish) => ({ id: dish.id, name: dish.title }));
  return (
    <FormDialog<FavouritesValues>
      title={title}
      onClose={onClose}
      initialValues={{ dishlikes: store.prefs.dishlikes, dishdislikes: store.prefs.dishdislikes }}
      validate={(values) => texts(validateFavourites(values))}
      onSubmit={async (values) => settle(await store.saveFavourites(values.dishlikes, values.dishdislikes))}
    >
      {() => (
        <div className="dash-dialog" data-testid="dialog-foodFavourites">
          <PickerField name="dishlikes" label={t('dashboard.prefs.dishlikes')} hint={t('dashboard.prefs.dishlikesHint')} options={dishes} />
          <PickerField name="dishdislikes" label={t('dashboard.prefs.dishdislikes')} hint={t('dashboard.prefs.dishdislikesHint')} options={dishes} />
        </div>
      )}
    </FormDialog>
  );
});

const GroupsForm = observer(function GroupsForm({ store, onClose }: FormProps) {
  const t = useText<DashboardTextId>();
  const { title, settle } = useSaveResult('groupsEliminated', onClose);
  if (!store.prefs) return <NotLoaded area="groupsEliminated" message={store.failures.get('prefs')} onClose={onClose} />;
  const options = (referenceStore.get('dishGroups') ?? []).map((group) => ({ id: Number(group.id), name: group.name }));
  return (
    <FormDialog<{ groups: number[] }>
      title={title}
      onClose={onClose}
      initialValues={{ groups: store.prefs.eliminate_groups }}
      onSubmit={async (values) => settle(await store.saveEliminatedGroups(values.groups))}
    >
      {() => (
        <div className="dash-dialog" data-testid="dialog-groupsEliminated">
          <PickerField name="groups" label={t('dashboard.prefs.groups')} hint={t('dashboard.prefs.groupsHint')} options={options} />
        </div>
      )}
    </FormDialog>
  );
});

const FORMS: Record<DialogArea, FunctionComponent<FormProps>> = {
  address: AddressForm,
  personal: PersonalForm,
  medical: MedicalForm,
  foodPreferences: FoodPreferencesForm,
  foodFavourites: FoodFavouritesForm,
  groupsEliminated: GroupsForm,
};

/** The settings dialog of `area`, drawn in the page (the kit's Dialog) until it is closed or saved. */
export function SettingsDialog({ area, store, onClose }: FormProps & { area: DialogArea }) {
  // The dialogs' lists are not asked for with the page (dashboard.ts SETTINGS_LISTS); a form shows them as they arrive.
  useReferenceLists(SETTINGS_LISTS);
  const Form = FORMS[area];
  return <Form store={store} onClose={onClose} />;
}
