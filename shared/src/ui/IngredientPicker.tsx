// A multi-select over a named list (doc 2 §2.2 Allergies and Dislikes, §2.3 step 1's eliminated groups): a filter
// box, the chosen items as removable chips, and a checkbox list. The caller gives the names in the page's language.
import { useId, useState } from 'react';
import { useKitIntl } from './useKitIntl';
import './picker.css';
import './ui.css';

export interface PickerOption {
  id: number;
  /** In the page's language. */
  name: string;
}

export interface IngredientPickerProps {
  label: string;
  hint: string;
  options: readonly PickerOption[];
  value: readonly number[];
  onChange(value: number[]): void;
}

export function IngredientPicker({ label, hint, options, value, onChange }: IngredientPickerProps) {
  const intl = useKitIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const id = useId();
  const [filter, setFilter] = useState('');
  const names = new Map(options.map((item) => [item.id, item.name]));
  const wanted = filter.trim().toLowerCase();
  const listed = options.filter((item) => !wanted || item.name.toLowerCase().includes(wanted));
  const toggle = (optionId: number, on: boolean) => onChange(on ? [...value, optionId] : value.filter((item) => item !== optionId));

  return (
    <fieldset className="picker" aria-describedby={`${id}-hint`}>
      <legend className="picker__legend">{label}</legend>
      <p className="picker__hint" id={`${id}-hint`}>
        {hint}
      </p>
      <ul className="picker__chosen" aria-label={t('kit.picker.chosen', { label })}>
        {value.length === 0 && <li className="picker__none">{t('kit.picker.none')}</li>}
        {value.map((optionId) => (
          <li key={optionId} className="picker__chip">
            <span>{names.get(optionId) ?? optionId}</span>
            <button
              type="button"
              className="picker__remove"
              aria-label={t('kit.picker.remove', { name: names.get(optionId) ?? String(optionId) })}
              onClick={() => toggle(optionId, false)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <label className="picker__filter-label" htmlFor={`${id}-filter`}>
        {t('kit.picker.filter', { label })}
      </label>
      <input
        id={`${id}-filter`}
        className="ui-input picker__filter"
        type="search"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        // Enter in the filter box filters; it does not submit the step's form.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      <div className="picker__list" role="group" aria-label={label}>
        {listed.map((item) => (
          <label key={item.id} className="picker__option">
            <input type="checkbox" checked={value.includes(item.id)} onChange={(event) => toggle(item.id, event.target.checked)} />
            <span>{item.name}</span>
          </label>
        ))}
        {listed.length === 0 && <p className="picker__none">{t('kit.picker.noMatch')}</p>}
      </div>
    </fieldset>
  );
}
