import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Field, Form, useForm, useFormState } from 'react-final-form';
import { useNavigate } from '@mealplan/shared/router';
import { withLabel } from '@mealplan/shared/domain';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import type { AddressField, Area, Emirate } from '@mealplan/shared/protocol';
import { RequestError, referenceStore, sessionStore, settingsStore } from '@mealplan/shared/session';
import { usePageStore } from '@mealplan/shared/stores';
import {
  Button,
  Card,
  CheckboxField,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
  Page,
  PageHeader,
  Spinner,
  TextField,
  useMessageText,
  useText,
  type TextId,
  useShowRefusal,
} from '@mealplan/shared/ui';
import { localName } from '../../common/catalogueNames';
import { serverFieldMessages } from '../../common/form/serverFieldMessages';
import { SubmitErrorLine } from '../../common/form/SubmitErrorLine';
import { ProfileStepStore } from '../../common/wizard/profileStepStore';
import { StepActions } from '../../common/wizard/StepActions';
import { useWizard } from '../../common/wizard/WizardContext';
import { WIZARD_STEP_PATHS } from '../../common/wizard/wizardStore';
import {
  ADDRESS_BLOCKS,
  areasOf,
  blockFields,
  deliveryPayload,
  deliveryReference,
  exclusiveDefaults,
  INSTRUCTIONS_FIELD,
  initialDeliveryValues,
  maxLengthOf,
  nestedErrors,
  slotEmirateErrors,
  validateDeliveryValues,
  type AddressBlock,
  type DeliveryValues,
  type FieldMessage,
} from './addressForm';
import type { MapPosition } from './DeliveryMap';
import { mapSettings } from './mapSettings';
import type en from './i18n/en.json';
import './address.css';

// Leaflet loads with the map, after the form is on the screen.
const DeliveryMap = lazy(() => import('./DeliveryMap'));

const LISTS = ['addressFields', 'allEmirates', 'areasListFull', 'slotsList'] as const;
const MAP_ID = 'planner-address-map';
const KNOWN_FIELDS = new Set(['emirate', 'area', 'street', 'apartments', 'landmark', 'locationlink', 'deliveryInstructions']);
const BLOCK_TITLE: Record<AddressBlock, TextId<typeof en>> = {
  homeAddress: 'planner.address.block.homeAddress',
  workAddress: 'planner.address.block.workAddress',
  publicAddress: 'planner.address.block.publicAddress',
};

/** The page's label of a server field: its own text for the fields it knows, else the server's label. */
function useFieldTexts() {
  const t = useText<TextId<typeof en>>();
  return useMemo(
    () => ({
      label: (field: AddressField) => (KNOWN_FIELDS.has(field.name) ? t(`planner.address.field.${field.name}` as TextId<typeof en>) : field.label),
      placeholder: (field: AddressField) => {
        const id = `planner.address.placeholder.${field.name}`;
        return KNOWN_FIELDS.has(field.name) && field.name !== 'locationlink' ? t(id as TextId<typeof en>) : field.placeholder;
      },
    }),
    [t],
  );
}

function AddressFieldInput({
  block,
  field,
  areas,
  emirates,
}: {
  block: AddressBlock;
  field: AddressField;
  areas: readonly Area[];
  emirates: readonly Emirate[];
}) {
  const t = useText<TextId<typeof en>>();
  const texts = useFieldTexts();
  const { locale } = useLocaleFormat();
  const form = useForm<Record<string, unknown>>();
  const { values } = useFormState<DeliveryValues>({ subscription: { values: true } });
  const name = `${block}.${field.name}`;
  const label = texts.label(field);
  if (field.name === 'emirate')
    return (
      <Field
        name={name}
        component={FormSelectField}
        label={label}
        placeholder={texts.placeholder(field)}
        options={emirates.map((emirate) => ({ value: String(emirate.id), label: localName(emirate, locale) }))}
        // Area choices depend on the emirate (§5.5): another emirate clears the area.
        parse={(value: string) => {
          form.change(`${block}.area`, '');
          return value;
        }}
      />
    );
  if (field.name === 'area') {
    const emirate = values[block].emirate;
    const choices = areasOf(areas, emirate);
    return (
      <Field
        name={name}
        component={FormSelectField}
        label={label}
        placeholder={emirate ? texts.placeholder(field) : t('planner.address.placeholder.areaFirst')}
        options={choices.map((area) => ({ value: String(area.id), label: area.name }))}
        disabled={!emirate}
      />
    );
  }
  const max = maxLengthOf(field);
  // Text is cut at the field's max length (§5.5).
  const cut = (value: string | undefined) => (max === undefined ? (value ?? '') : (value ?? '').slice(0, max));
  if (field.type === 'textarea')
    return (
      <Field name={name} component={FormTextAreaField} label={label} placeholder={texts.placeholder(field)} maxLength={max} parse={cut} rows={3} />
    );
  return (
    <Field
      name={name}
      component={FormTextField}
      type={field.type === 'number' ? 'number' : field.name === 'locationlink' ? 'url' : 'text'}
      // A link reads left to right in an Arabic page too.
      dir={field.name === 'locationlink' ? 'ltr' : undefined}
      label={label}
      placeholder={texts.placeholder(field)}
      maxLength={max}
      parse={cut}
    />
  );
}

function AddressBlockCard({
  block,
  fields,
  areas,
  emirates,
  editing,
  onEdit,
}: {
  block: AddressBlock;
  fields: readonly AddressField[];
  areas: readonly Area[];
  emirates: readonly Emirate[];
  editing: boolean;
  onEdit: (block: AddressBlock) => void;
}) {
  const t = useText<TextId<typeof en>>();
  const form = useForm<Record<string, unknown>>();
  const { values } = useFormState<DeliveryValues>({ subscription: { values: true } });
  const address = values[block];
  const title = t(BLOCK_TITLE[block]);
  const placed = address.latitude !== null && address.longtitude !== null;
  const headingId = `planner-address-${block}`;
  return (
    <Card className={editing ? 'planner-address__block planner-address__block--editing' : 'planner-address__block'} aria-labelledby={headingId}>
      <div className="planner-address__block-head">
        <h2 className="planner-address__block-title" id={headingId}>
          {title}
        </h2>
        {block !== 'homeAddress' && <span className="planner-address__optional">{t('planner.address.block.optional')}</span>}
      </div>
      <SubmitErrorLine name={`${block}._block`} />
      <div className="planner-address__grid">
        {blockFields(fields).map((field) => (
          <AddressFieldInput key={field.name} block={block} field={field} areas={areas} emirates={emirates} />
        ))}
      </div>
      <div className="planner-address__position">
        <TextField label={t('planner.address.latitude')} value={address.latitude ?? ''} readOnly hint={t('planner.address.position.hint')} />
        <TextField label={t('planner.address.longitude')} value={address.longtitude ?? ''} readOnly hint={t('planner.address.position.hint')} />
      </div>
      <div className="planner-address__block-foot">
        <Field name={`${block}.default`} type="checkbox">
          {({ input, meta }) => (
            <CheckboxField
              {...input}
              label={t('planner.address.default')}
              hint={block === 'publicAddress' ? t('planner.address.default.publicHint') : undefined}
              error={
                typeof meta.submitError === 'string' && !meta.dirtySinceLastSubmit
                  ? meta.submitError
                  : meta.touched
                    ? (meta.error as string | undefined)
                    : undefined
              }
              onChange={(event) => {
                input.onChange(event);
                // Home and work defaults are mutually exclusive (§4.3).
                const next = { ...values, [block]: { ...address, default: event.target.checked } };
                for (const [other, value] of Object.entries(exclusiveDefaults(next, block))) form.change(`${other}.default`, value);
              }}
            />
          )}
        </Field>
        <div className="planner-address__map-actions">
          <Button
            variant="secondary"
            aria-pressed={editing}
            onClick={() => {
              onEdit(block);
              // On a phone the map sits above the blocks: bring it into view for the click that places the marker.
              document.getElementById(MAP_ID)?.scrollIntoView({ block: 'nearest' });
            }}
          >
            {t('planner.address.map.place', { address: title })}
          </Button>
          {placed && (
            <Button
              variant="ghost"

              onClick={() => {
                form.change(`${block}.latitude`, null);
                form.change(`${block}.longtitude`, null);
              }}
            >
              {t('planner.address.map.clear', { address: title })}
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}

function MapPanel({ editing, onEdit }: { editing: AddressBlock; onEdit: (block: AddressBlock) => void }) {
  const t = useText<TextId<typeof en>>();
  const form = useForm<Record<string, unknown>>();
  const { values } = useFormState<DeliveryValues>({ subscription: { values: true } });
  const settings = mapSettings((alias) => settingsStore.entry(alias)?.value);
  const positions = Object.fromEntries(
    ADDRESS_BLOCKS.map((block) => {
      const { latitude, longtitude } = values[block];
      return [block, latitude !== null && longtitude !== null ? { lat: latitude, lng: longtitude } : null];
    }),
  ) as Record<AddressBlock, MapPosition | null>;
  const labels = Object.fromEntries(ADDRESS_BLOCKS.map((block) => [block, t(BLOCK_TITLE[block])])) as Record<AddressBlock, string>;
  const onPlace = useCallback(
    (block: AddressBlock, position: MapPosition) => {
      form.batch(() => {
        form.change(`${block}.latitude`, position.lat);
        form.change(`${block}.longtitude`, position.lng);
      });
    },
    [form],
  );
  return (
    <Card className="planner-address__map" id={MAP_ID}>
      <h2 className="planner-address__block-title">{t('planner.address.map.title')}</h2>
      <p className="planner-address__help">{t('planner.address.map.help')}</p>
      <p className="planner-address__editing" aria-live="polite">
        {t('planner.address.map.editing')}: <strong>{labels[editing]}</strong>
      </p>
      <Suspense fallback={<Spinner label={t('planner.address.map.loading')} />}>
        <DeliveryMap
          positions={positions}
          labels={labels}
          editing={editing}
          onEdit={onEdit}
          onPlace={onPlace}
          centre={settings.centre}
          zoom={settings.zoom}
          tileUrl={settings.tileUrl}
          attribution={settings.attribution}
        />
      </Suspense>
    </Card>
  );
}

/** /menu/address 'My delivery details' (spec 2 §2.2 step 5): three address blocks, instructions and the map; `profile set` 'delivery'. */
export const AddressPage = observer(function AddressPage() {
  const t = useText<TextId<typeof en>>();
  const showRefusal = useShowRefusal();
  const texts = useFieldTexts();
  const wizard = useWizard();
  const profileStep = usePageStore(({ client, session }) => new ProfileStepStore(client, session));
  const navigate = useNavigate();
  const [editing, setEditing] = useState<AddressBlock>('homeAddress');

  useEffect(() => {
    void referenceStore.ensure(LISTS);
    settingsStore.load().catch((error: unknown) => console.error('settings get failed', error));
  }, []);

  const fields = referenceStore.get('addressFields');
  const emirates = referenceStore.get('allEmirates');
  const areas = referenceStore.get('areasListFull');
  const ready = fields !== undefined && emirates !== undefined && areas !== undefined && sessionStore.user.user_id !== undefined;
  const reference = useMemo(() => (ready ? deliveryReference(fields, emirates, areas) : null), [ready, fields, emirates, areas]);
  // The form starts once from the saved addresses; later session updates do not reset what is being typed.
  const initialValues = useMemo(() => (ready ? initialDeliveryValues(sessionStore.user) : null), [ready]);

  // The emirate of the delivery time chosen on step 1: the address the meals go to must be there (issue 37 item 8).
  const slotEmirate = referenceStore.get('slotsList')?.find((slot) => slot.id === wizard.planParams.deliverySlot)?.emirate_id ?? null;

  const messageText = useMessageText();
  // A rule's or the server's message by id, with this page's label of the field in place of the settings' English one.
  const translate = useCallback(
    (message: FieldMessage, name: string) => {
      const field = fields?.find((candidate) => candidate.name === name);
      return messageText(field ? withLabel(message, texts.label(field)) : message);
    },
    [fields, texts, messageText],
  );

  const submit = async (values: DeliveryValues) => {
    if (!fields) return undefined;
    try {
      await profileStep.save(deliveryPayload(values, fields));
      wizard.reachStep('summary');
      navigate(WIZARD_STEP_PATHS.summary);
      return undefined;
    } catch (error) {
      if (error instanceof RequestError && Object.keys(error.errors).length > 0) {
        // A message keyed by the block alone sits on the block's own error line.
        const keyed = Object.fromEntries(
          Object.entries(serverFieldMessages(error)).map(([key, message]) => [
            key.includes('.') || key === INSTRUCTIONS_FIELD ? key : `${key}._block`,
            message,
          ]),
        );
        return nestedErrors(keyed, translate);
      }
      showRefusal(error);
      return undefined;
    }
  };

  const instructions = fields?.find((field) => field.name === INSTRUCTIONS_FIELD);

  return (
    <Page className="planner-address">
      <PageHeader title={t('planner.address.title')} subtitle={t('planner.address.subtitle')} />
      {!reference || !initialValues || !fields || !emirates || !areas ? (
        <Spinner label={t('planner.address.loading')} />
      ) : (
        <Form<DeliveryValues>
          onSubmit={submit}
          initialValues={initialValues}
          validate={(values) => nestedErrors({ ...slotEmirateErrors(values, slotEmirate), ...validateDeliveryValues(values, reference) }, translate)}
          render={({ handleSubmit, submitting }) => (
            <form className="planner-address__form" onSubmit={handleSubmit} noValidate>
              <div className="planner-address__blocks">
                {ADDRESS_BLOCKS.map((block) => (
                  <AddressBlockCard
                    key={block}
                    block={block}
                    fields={fields}
                    areas={areas}
                    emirates={emirates}
                    editing={editing === block}
                    onEdit={setEditing}
                  />
                ))}
                {instructions && (
                  <Card className="planner-address__block">
                    <Field
                      name={INSTRUCTIONS_FIELD}
                      component={FormTextAreaField}
                      label={texts.label(instructions)}
                      placeholder={texts.placeholder(instructions)}
                      maxLength={maxLengthOf(instructions)}
                      parse={(value: string | undefined) => (value ?? '').slice(0, maxLengthOf(instructions))}
                      rows={3}
                    />
                  </Card>
                )}
              </div>
              <div className="planner-address__side">
                <MapPanel editing={editing} onEdit={setEditing} />
              </div>
              <StepActions
                className="planner-address__actions"
                backTo={WIZARD_STEP_PATHS.profile}
                backLabel={t('planner.address.back')}
                nextLabel={t('planner.address.next')}
                submitting={submitting}
              />
            </form>
          )}
        />
      )}
    </Page>
  );
});
