// The settings dialogs of the dashboard (spec 3 §2 Settings links, Profile settings, Other dialogs; §3 Main settings
// info, Food preferences; §8): each saves with its call; the server's message then shows in a dialog titled for its
// area, and a refusal stays in the dialog with the server's message.
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent, type FunctionComponent, type ReactNode } from 'react';
import { referenceStore } from '@mealplan/shared/session';
import { parseIsoDate, toIsoDate } from '@mealplan/shared/time';
import { latestBirthday } from '@mealplan/shared/domain';
import {
  Button,
  CheckboxField,
  IngredientPicker,
  modalStore,
  SelectField,
  TextField,
  useMessageText,
  useText,
  type ServerMessage,
} from '@mealplan/shared/ui';
import { ADDRESS_PREFIX, addressDraft, addressInput, defaultAddressKind, type AddressDraft, type AddressKind } from './addressInput';
import type { DashboardStore, SaveResult, SettingsArea } from './dashboardStore';
import { DashboardIntl } from './DashboardIntl';
import type { DashboardTextId } from './i18n';

export type DialogArea = Exclude<SettingsArea, 'sms'>;

/** Opens one settings dialog in the shell's modal, titled for its area. */
export function openSettingsDialog(store: DashboardStore, area: DialogArea, title: string): void {
  const Form = FORMS[area];
  modalStore.set({
    headline: title,
    content: (
      <DashboardIntl>
        <Form store={store} />
      </DashboardIntl>
    ),
  });
}

/** After a save: the server's message in a dialog titled for the area (§8). */
export function showSaved(title: string, result: SaveResult): boolean {
  if (!result.ok) return false;
  modalStore.set({ headline: title, content: <p className="dash-saved">{result.message}</p> });
  return true;
}

function useTitle(area: SettingsArea): string {
  const t = useText<DashboardTextId>();
  return t(`dashboard.dialog.${area}`);
}

/** A dialog's form: the fields, the refusal if any, Save and Cancel. */
const DialogForm = observer(function DialogForm({
  store,
  area,
  onSave,
  onFieldErrors,
  children,
}: {
  store: DashboardStore;
  area: DialogArea;
  onSave: () => Promise<SaveResult>;
  /** Receives the refused save's field messages (cleared with undefined before each save), for the fields to show. */
  onFieldErrors?: (fields: Record<string, ServerMessage> | undefined) => void;
  children: ReactNode;
}) {
  const t = useText<DashboardTextId>();
  const title = useTitle(area);
  const messageText = useMessageText();
  const [error, setError] = useState<ServerMessage | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    onFieldErrors?.(undefined);
    const result = await onSave();
    if (!showSaved(title, result) && !result.ok) {
      setError(result.error);
      onFieldErrors?.(result.fields);
    }
  };
  return (
    <form className="dash-dialog" onSubmit={(event) => void submit(event)} noValidate data-testid={`dialog-${area}`}>
      {children}
      {error && (
        <p className="dash-error" role="alert">
          {t('dashboard.dialog.failed', { message: messageText(error) })}
        </p>
      )}
      <div className="dash-dialog__actions">
        <Button type="submit" loading={store.savingArea === area}>
          {t('dashboard.dialog.save')}
        </Button>
        <Button variant="secondary" onClick={() => modalStore.clear()}>
          {t('dashboard.dialog.cancel')}
        </Button>
      </div>
    </form>
  );
});

/** A part the dialog needs that failed to load. */
function NotLoaded({ message }: { message: ServerMessage | undefined }) {
  const t = useText<DashboardTextId>();
  const messageText = useMessageText();
  return (
    <p className="dash-error" role="alert">
      {t('dashboard.partFailed', { message: message ? messageText(message) : '' })}
    </p>
  );
}

const AddressForm = observer(function AddressForm({ store }: { store: DashboardStore }) {
  const t = useText<DashboardTextId>();
  const settings = store.settings;
  const [drafts, setDrafts] = useState<Record<AddressKind, AddressDraft> | null>(() =>
    settings ? { home: addressDraft(settings, 'home'), work: addressDraft(settings, 'work'), public: addressDraft(settings, 'public') } : null,
  );
  const [defaultKind, setDefaultKind] = useState<AddressKind>(() => defaultAddressKind(settings));
  const [fieldErrors, setFieldErrors] = useState<Record<string, ServerMessage> | undefined>();
  const messageText = useMessageText();
  if (!drafts) return <NotLoaded message={store.failures.get('settings')} />;
  /** A refused save's message for one field of one address (the server names the home address's fields bare). */
  const fieldError = (kind: AddressKind, field: string) => {
    const message = fieldErrors?.[`${ADDRESS_PREFIX[kind]}${field}`];
    return message ? messageText(message) : undefined;
  };
  const emirates = referenceStore.get('allEmirates') ?? [];
  const areas = referenceStore.get('areasList') ?? [];
  const change = (kind: AddressKind, field: keyof AddressDraft, value: string) =>
    setDrafts({ ...drafts, [kind]: { ...drafts[kind], [field]: value, ...(field === 'emirate' ? { area: '' } : {}) } });
  return (
    <DialogForm store={store} area="address" onSave={() => store.saveAddress(addressInput(drafts, defaultKind))} onFieldErrors={setFieldErrors}>
      <p className="dash-notice">{t('dashboard.address.notice')}</p>
      {(['home', 'work', 'public'] as const).map((kind) => {
        const draft = drafts[kind];
        return (
          <fieldset key={kind} className="dash-fieldset">
            <legend>{t(`dashboard.address.${kind}`)}</legend>
            <div className="dash-fields">
              <TextField
                label={t('dashboard.address.street')}
                error={fieldError(kind, 'street')}
                value={draft.street}
                maxLength={255}
                onChange={(e) => change(kind, 'street', e.target.value)}
              />
              <TextField
                label={t('dashboard.address.apts')}
                error={fieldError(kind, 'apts')}
                value={draft.apts}
                maxLength={255}
                onChange={(e) => change(kind, 'apts', e.target.value)}
              />
              <SelectField
                label={t('dashboard.address.emirate')}
                error={fieldError(kind, 'emirate')}
                placeholder={t('dashboard.address.choose')}
                value={draft.emirate}
                options={emirates.map((emirate) => ({ value: String(emirate.id), label: emirate.name }))}
                onChange={(e) => change(kind, 'emirate', e.target.value)}
              />
              <SelectField
                label={t('dashboard.address.area')}
                error={fieldError(kind, 'area')}
                placeholder={t('dashboard.address.choose')}
                value={draft.area}
                options={areas
                  .filter((area) => String(area.emirate_id) === draft.emirate)
                  .map((area) => ({ value: String(area.id), label: area.name }))}
                onChange={(e) => change(kind, 'area', e.target.value)}
              />
              <TextField
                label={t('dashboard.address.landmark')}
                error={fieldError(kind, 'landmark')}
                value={draft.landmark}
                maxLength={255}
                onChange={(e) => change(kind, 'landmark', e.target.value)}
              />
            </div>
            <label className="dash-radio">
              <input type="radio" name="default-address" checked={defaultKind === kind} onChange={() => setDefaultKind(kind)} />
              {t('dashboard.address.default')}
            </label>
          </fieldset>
        );
      })}
    </DialogForm>
  );
});

const PersonalForm = observer(function PersonalForm({ store }: { store: DashboardStore }) {
  const t = useText<DashboardTextId>();
  const settings = store.settings;
  const [email, setEmail] = useState(settings?.email ?? '');
  const [phone, setPhone] = useState(settings?.phone ?? '');
  const [company, setCompany] = useState(settings?.company ?? '');
  const [birthday, setBirthday] = useState(settings?.birthday ? toIsoDate(settings.birthday) : '');
  if (!settings) return <NotLoaded message={store.failures.get('settings')} />;
  return (
    <DialogForm
      store={store}
      area="personal"
      onSave={() =>
        store.saveMainInfo({ email: email.trim(), phone: phone.trim(), company: company.trim(), birthday: birthday ? parseIsoDate(birthday) : null })
      }
    >
      <div className="dash-fields">
        <TextField label={t('dashboard.personal.email')} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <TextField
          label={t('dashboard.personal.phone')}
          type="tel"
          autoComplete="tel"
          dir="ltr"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
        />
        <TextField label={t('dashboard.personal.company')} value={company} maxLength={255} onChange={(e) => setCompany(e.target.value)} />
        <TextField
          label={t('dashboard.personal.birthday')}
          type="date"
          max={toIsoDate(latestBirthday(store.now()))}
          value={birthday}
          onChange={(e) => setBirthday(e.target.value)}
        />
      </div>
    </DialogForm>
  );
});

const MedicalForm = observer(function MedicalForm({ store }: { store: DashboardStore }) {
  const t = useText<DashboardTextId>();
  const [chosen, setChosen] = useState<number[]>(store.settings?.medical ?? []);
  if (!store.settings) return <NotLoaded message={store.failures.get('settings')} />;
  const conditions = referenceStore.get('medicalConditions') ?? [];
  return (
    <DialogForm store={store} area="medical" onSave={() => store.saveMedical(chosen)}>
      <fieldset className="dash-fieldset">
        <legend>{t('dashboard.medical.legend')}</legend>
        <p className="dash-muted">{t('dashboard.medical.hint')}</p>
        <div className="dash-checks">
          {conditions.map((condition) => {
            const id = Number(condition.id);
            return (
              <CheckboxField
                key={id}
                label={condition.name}
                checked={chosen.includes(id)}
                onChange={(e) => setChosen(e.target.checked ? [...chosen, id] : chosen.filter((item) => item !== id))}
              />
            );
          })}
        </div>
      </fieldset>
    </DialogForm>
  );
});

const FoodPreferencesForm = observer(function FoodPreferencesForm({ store }: { store: DashboardStore }) {
  const t = useText<DashboardTextId>();
  const [dislikes, setDislikes] = useState<number[]>(store.prefs?.dislikes ?? []);
  if (!store.prefs) return <NotLoaded message={store.failures.get('prefs')} />;
  const ingredients = referenceStore.get('ingredientList') ?? [];
  const names = new Map(ingredients.map((item) => [item.id, item.title]));
  const allergies = store.prefs.allergies.map((id) => names.get(id) ?? String(id));
  return (
    <DialogForm store={store} area="foodPreferences" onSave={() => store.saveDislikes(dislikes)}>
      <section className="dash-readonly" aria-labelledby="dash-allergies">
        <h3 id="dash-allergies">{t('dashboard.prefs.allergies')}</h3>
        <p>{allergies.length ? allergies.join(', ') : t('dashboard.prefs.noAllergies')}</p>
        <p className="dash-muted">{t('dashboard.prefs.allergiesNote')}</p>
      </section>
      <IngredientPicker
        label={t('dashboard.prefs.dislikes')}
        hint={t('dashboard.prefs.dislikesHint')}
        options={ingredients.map((item) => ({ id: item.id, name: item.title }))}
        value={dislikes}
        onChange={setDislikes}
      />
    </DialogForm>
  );
});

const FoodFavouritesForm = observer(function FoodFavouritesForm({ store }: { store: DashboardStore }) {
  const t = useText<DashboardTextId>();
  const [likes, setLikes] = useState<number[]>(store.prefs?.dishlikes ?? []);
  const [dislikes, setDislikes] = useState<number[]>(store.prefs?.dishdislikes ?? []);
  if (!store.prefs) return <NotLoaded message={store.failures.get('prefs')} />;
  const dishes = (referenceStore.get('products') ?? []).map((dish) => ({ id: dish.id, name: dish.title }));
  return (
    <DialogForm store={store} area="foodFavourites" onSave={() => store.saveFavourites(likes, dislikes)}>
      <IngredientPicker
        label={t('dashboard.prefs.dishlikes')}
        hint={t('dashboard.prefs.dishlikesHint')}
        options={dishes}
        value={likes}
        onChange={setLikes}
      />
      <IngredientPicker
        label={t('dashboard.prefs.dishdislikes')}
        hint={t('dashboard.prefs.dishdislikesHint')}
        options={dishes}
        value={dislikes}
        onChange={setDislikes}
      />
    </DialogForm>
  );
});

const GroupsForm = observer(function GroupsForm({ store }: { store: DashboardStore }) {
  const t = useText<DashboardTextId>();
  const [groups, setGroups] = useState<number[]>(store.prefs?.eliminate_groups ?? []);
  if (!store.prefs) return <NotLoaded message={store.failures.get('prefs')} />;
  const options = (referenceStore.get('dishGroups') ?? []).map((group) => ({ id: Number(group.id), name: group.name }));
  return (
    <DialogForm store={store} area="groupsEliminated" onSave={() => store.saveEliminatedGroups(groups)}>
      <IngredientPicker
        label={t('dashboard.prefs.groups')}
        hint={t('dashboard.prefs.groupsHint')}
        options={options}
        value={groups}
        onChange={setGroups}
      />
    </DialogForm>
  );
});

const FORMS: Record<DialogArea, FunctionComponent<{ store: DashboardStore }>> = {
  address: AddressForm,
  personal: PersonalForm,
  medical: MedicalForm,
  foodPreferences: FoodPreferencesForm,
  foodFavourites: FoodFavouritesForm,
  groupsEliminated: GroupsForm,
};
