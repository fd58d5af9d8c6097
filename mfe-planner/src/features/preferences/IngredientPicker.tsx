// A multi-select over the ingredient list (doc 2 §2.2 Allergies, Dislikes): a filter box, the chosen ingredients as
// removable chips, and a checkbox list.
import { useId, useState } from 'react';
import type { Ingredient } from '@mealplan/shared/protocol';
import { useText, type TextId } from '@mealplan/shared/ui';
import { useLocalName } from '../../common/catalogueNames';
import type en from './i18n/en.json';

export interface IngredientPickerProps {
  label: string;
  hint: string;
  ingredients: readonly Ingredient[];
  value: readonly number[];
  onChange(value: number[]): void;
}

export function IngredientPicker({ label, hint, ingredients, value, onChange }: IngredientPickerProps) {
  const t = useText<TextId<typeof en>>();
  const id = useId();
  const [filter, setFilter] = useState('');
  const name = useLocalName();
  const names = new Map(ingredients.map((item) => [item.id, name(item)]));
  const wanted = filter.trim().toLowerCase();
  const listed = ingredients.filter((item) => !wanted || name(item).toLowerCase().includes(wanted));
  const toggle = (ingredientId: number, on: boolean) => onChange(on ? [...value, ingredientId] : value.filter((item) => item !== ingredientId));

  return (
    <fieldset className="picker" aria-describedby={`${id}-hint`}>
      <legend className="picker__legend">{label}</legend>
      <p className="picker__hint" id={`${id}-hint`}>
        {hint}
      </p>
      <ul className="picker__chosen" aria-label={t('preferences.chosen', { label })}>
        {value.length === 0 && <li className="picker__none">{t('preferences.none')}</li>}
        {value.map((ingredientId) => (
          <li key={ingredientId} className="picker__chip">
            <span>{names.get(ingredientId) ?? ingredientId}</span>
            <button
              type="button"
              className="picker__remove"
              aria-label={t('preferences.remove', { name: names.get(ingredientId) ?? String(ingredientId) })}
              onClick={() => toggle(ingredientId, false)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <label className="picker__filter-label" htmlFor={`${id}-filter`}>
        {t('preferences.filter', { label })}
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
            <span>{name(item)}</span>
          </label>
        ))}
        {listed.length === 0 && <p className="picker__none">{t('preferences.noMatch')}</p>}
      </div>
    </fieldset>
  );
}
