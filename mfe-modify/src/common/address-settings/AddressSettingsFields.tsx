// The one address form of this area: the kit's AddressFields for each address and the choice of the address the meals
// go to (the /modify/address page with home and work; the dashboard's 'Address' dialog with home, work and public).
// Inside a react-final-form form whose values are AddressSettingsValues; the texts are the caller's.
import { Field, useFormState } from 'react-final-form';
import { AddressFields, type PlaceOption } from '@mealplan/shared/ui';
import type { AddressKind } from './addressSettings';
import './addressSettings.css';

export interface AddressSettingsFieldsProps<K extends AddressKind> {
  kinds: readonly K[];
  /** Each address's heading ('Home address'…). */
  titles: Record<K, string>;
  /** The question over the delivered-to choice, and each choice's label. */
  deliverTo: { legend: string; labels: Record<K, string> };
  emirates: readonly PlaceOption[];
  areasOf: (emirate: string) => readonly PlaceOption[];
  /** 2 on a page, 3 in a dialog under its title. */
  headingLevel?: 2 | 3;
}

export function AddressSettingsFields<K extends AddressKind>({
  kinds,
  titles,
  deliverTo,
  emirates,
  areasOf,
  headingLevel = 2,
}: AddressSettingsFieldsProps<K>) {
  const { values } = useFormState<{ deliverTo?: K }>({ subscription: { values: true } });
  return (
    <>
      <fieldset className="address-settings__deliver-to">
        <legend>{deliverTo.legend}</legend>
        {kinds.map((kind) => (
          <label key={kind} className="address-settings__choice">
            <Field name="deliverTo" component="input" type="radio" value={kind} />
            {deliverTo.labels[kind]}
          </label>
        ))}
      </fieldset>
      {kinds.map((kind) => (
        <AddressFields
          key={kind}
          name={kind}
          title={titles[kind]}
          optional={values.deliverTo !== kind}
          emirates={emirates}
          areasOf={areasOf}
          headingLevel={headingLevel}
        />
      ))}
    </>
  );
}
