// One delivery address in a react-final-form form (doc 2 §2.3 'Delivery Address', doc 3 §3 "Address form fields"):
// street, apartment or villa, emirate, area (the chosen emirate's; another emirate clears it), landmark and map link,
// under the address's heading. The checkout's 'Delivery Address' dialog and /modify/address draw their addresses with
// it; `useAddressFormErrors` turns the §5.9 check and the server's refusal into the form's submit errors.
import { FORM_ERROR } from 'final-form';
import { useMemo } from 'react';
import { Field, useForm, useFormState } from 'react-final-form';
import type { AddressValues } from '../account/deliveryAddress';
import type { Message } from '../i18n/message';
import { FormSelectField, FormTextField } from './formFields';
import { useKitIntl } from './useKitIntl';
import { refusalOf } from './refusal';
import { useMessageText, type ShownMessage } from './useMessageText';
import './addressFields.css';
import './ui.css';

type AddressField = keyof AddressValues;
/** The address fields in the order they show (and are checked, doc 2 §5.9). */
export const ADDRESS_FIELD_ORDER: readonly AddressField[] = ['street', 'apts', 'emirate', 'area', 'landmark', 'locationlink'];

/** An emirate or an area to choose. */
export interface PlaceOption {
  id: number;
  name: string;
}

export interface AddressFieldsProps {
  /** The form value holding this address ('home', 'main'…); its fields are `<name>.street` … */
  name: string;
  /** The address's heading ('Home address', 'Main Address'…). */
  title: string;
  /** Marks the heading 'Optional' (the address may be left empty). */
  optional?: boolean;
  emirates: readonly PlaceOption[];
  /** The areas of an emirate, by its id as the form holds it ('' = none chosen: no areas). */
  areasOf: (emirate: string) => readonly PlaceOption[];
  /** The heading's level in the page (2 on a page, 3 in a dialog under its title). */
  headingLevel?: 2 | 3;
}

export function AddressFields({ name, title, optional = false, emirates, areasOf, headingLevel = 2 }: AddressFieldsProps) {
  const intl = useKitIntl();
  const form = useForm();
  const { values } = useFormState<Record<string, Partial<AddressValues> | undefined>>({ subscription: { values: true } });
  const emirate = values[name]?.emirate ?? '';
  const text = (id: string) => intl.formatMessage({ id: `kit.address.${id}` });
  const headingId = `address-${name}`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // A map link reads left to right; what else the customer types may be English in an Arabic page (or the other way
  // round), so each of those takes the direction of its own text.
  const textField = (field: AddressField) => (
    <Field
      key={field}
      name={`${name}.${field}`}
      component={FormTextField}
      label={text(field)}
      autoComplete="off"
      {...(field === 'locationlink'
        ? { maxLength: 2048, type: 'url', dir: 'ltr', inputMode: 'url' as const, hint: text('hint.locationlink') }
        : { maxLength: 255, dir: 'auto' })}
    />
  );
  return (
    <fieldset className="ui-address" aria-labelledby={headingId}>
      <Heading className="ui-address__title" id={headingId}>
        {title}
        {optional && <span className="ui-address__optional">{text('optional')}</span>}
      </Heading>
      <div className="ui-address__grid">
        {textField('street')}
        {textField('apts')}
        <Field
          name={`${name}.emirate`}
          component={FormSelectField}
          label={text('emirate')}
          placeholder={text('placeholder.emirate')}
          options={emirates.map((item) => ({ value: String(item.id), label: item.name }))}
          parse={(value: string) => {
            form.change(`${name}.area`, undefined);
            return value;
          }}
        />
        <Field
          name={`${name}.area`}
          component={FormSelectField}
          label={text('area')}
          placeholder={text(emirate ? 'placeholder.area' : 'placeholder.areaFirst')}
          options={areasOf(emirate).map((item) => ({ value: String(item.id), label: item.name }))}
          disabled={!emirate}
        />
        {textField('landmark')}
        {textField('locationlink')}
      </div>
    </fieldset>
  );
}

/** The form's two addresses as saveAddressInfo names them: the home one plain (street…), the work one `work_street`…. */
export interface AddressBlocks {
  home: string;
  work: string;
}

/** A refused saveAddressInfo as the session's RequestError carries it (the kit does not import the session). */
interface AddressRefusal {
  message: string;
  messageId?: string;
  errors: Record<string, string>;
  fieldMessages: Record<string, Message>;
}

const isRefusal = (error: unknown): error is AddressRefusal =>
  error instanceof Error && typeof (error as Partial<AddressRefusal>).errors === 'object' && (error as Partial<AddressRefusal>).errors !== null;

/** 'home.street' → { home: { street } } as final-form takes submit errors, with the message at the top. */
function nested(flat: Readonly<Record<string, string>>, formError: string): Record<string, unknown> {
  const errors: Record<string, Record<string, string> | string> = { [FORM_ERROR]: formError };
  for (const [path, message] of Object.entries(flat)) {
    const [block, field] = path.split('.') as [string, string];
    errors[block] = { ...((errors[block] as Record<string, string> | undefined) ?? {}), [field]: message };
  }
  return errors;
}

/** A saveAddressInfo field (street, work_street…) as the form names it (home.street, work.street…), or null. */
export function addressFormFieldOf(serverField: string, blocks: AddressBlocks): string | null {
  const work = serverField.startsWith('work_');
  const field = work ? serverField.slice('work_'.length) : serverField;
  return (ADDRESS_FIELD_ORDER as readonly string[]).includes(field) ? `${work ? blocks.work : blocks.home}.${field}` : null;
}

/**
 * The submit errors of an address form in the page's language: `ofCheck` for the page's own check (errors keyed
 * 'home.street'…, the first message at the top), `ofRefusal` for what the save threw (the server's field errors on
 * their fields and its message at the top).
 */
export function useAddressFormErrors(blocks: AddressBlocks) {
  const text = useMessageText();
  const { home, work } = blocks;
  return useMemo(
    () => ({
      ofCheck: (errors: Readonly<Record<string, ShownMessage>>, message: ShownMessage | null) =>
        nested(Object.fromEntries(Object.entries(errors).map(([path, shown]) => [path, text(shown)])), message ? text(message) : ''),
      ofRefusal: (error: unknown) => {
        if (!isRefusal(error)) return { [FORM_ERROR]: text(refusalOf(error)) };
        const flat: Record<string, string> = {};
        for (const [field, message] of Object.entries(error.errors)) {
          const path = addressFormFieldOf(field, { home, work });
          const fieldMessage = error.fieldMessages[field];
          if (path) flat[path] = fieldMessage ? text(fieldMessage) : message;
        }
        return nested(flat, text(refusalOf(error)));
      },
    }),
    [text, home, work],
  );
}
