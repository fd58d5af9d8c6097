import {
  ALLERGY_HEADLINE,
  ALLERGY_MESSAGE,
  classifyDishChoice,
  DISLIKE_HEADLINE,
  DISLIKE_MESSAGE_CHECKOUT,
  DISLIKE_MESSAGE_MODIFY,
  isDishAcceptable,
  isDishOffered,
  orderByPreference,
  prefsOfUser,
  selectableDishes,
  selectableSides,
} from '../../src/domain';
import { dish, noPrefs } from './fixtures';
import { english } from './english';

const prefs = { allergies: [100], dislikes: [200], dishLikes: [5], dishDislikes: [4], eliminateGroups: [7, 14] };

describe('dish conflicts', () => {
  it('blocks an allergy and lists the allergens', () => {
    const verdict = classifyDishChoice({ dish: dish(1, [100, 200, 300]), prefs, mealTypeId: 1 });
    expect(verdict).toEqual({ kind: 'blocked', headline: ALLERGY_HEADLINE, message: ALLERGY_MESSAGE, allergens: [100] });
    expect(english(ALLERGY_HEADLINE)).toBe('Ingredient as a allergy');
    expect(english(ALLERGY_MESSAGE)).toBe('Sorry, due to your allergy preference this dish is not available for selection.');
  });
  it('asks to confirm a disliked ingredient, with the text of each area', () => {
    expect(classifyDishChoice({ dish: dish(2, [200]), prefs, mealTypeId: 1 })).toEqual({
      kind: 'confirm',
      reason: 'dislike',
      headline: DISLIKE_HEADLINE,
      message: DISLIKE_MESSAGE_CHECKOUT,
    });
    expect(english(DISLIKE_HEADLINE)).toBe('Ingredient as a Dislike');
    expect(classifyDishChoice({ dish: dish(2, [200]), prefs, mealTypeId: 1, area: 'modify' })).toMatchObject({
      message: DISLIKE_MESSAGE_MODIFY,
    });
    expect(english(DISLIKE_MESSAGE_CHECKOUT)).toContain('opt for this dish.If not');
    expect(english(DISLIKE_MESSAGE_MODIFY)).toMatch(/dish\. If not, .* another dish\.$/);
  });
  it('asks to confirm the same dish on another meal type of the day, naming the type', () => {
    const verdict = classifyDishChoice({
      dish: dish(3),
      prefs,
      mealTypeId: 5,
      dayMeals: { 1: 3, 3: 8 },
      typeTitles: { 1: 'Breakfast' },
    });
    expect(verdict).toMatchObject({ kind: 'confirm', reason: 'same-dish' });
    expect(verdict.kind === 'confirm' && english(verdict.message)).toBe(
      'Please note you have selected same dish for Breakfast. Do you want to select same Dish?',
    );
    expect(classifyDishChoice({ dish: dish(3), prefs, mealTypeId: 1, dayMeals: { 1: 3 } })).toEqual({ kind: 'ok' });
  });
});

describe('offered dishes', () => {
  it('removes eliminated groups, spicy dishes under group 14, disliked dishes and allergies', () => {
    expect(isDishOffered(dish(10, [], 7), prefs)).toBe(false);
    expect(isDishOffered(dish(11, [], 1, true), prefs)).toBe(false);
    expect(isDishOffered(dish(11, [], 1, true), { ...prefs, eliminateGroups: [] })).toBe(true);
    expect(isDishOffered(dish(4), prefs)).toBe(false);
    expect(isDishOffered(dish(12, [100]), prefs)).toBe(false);
    expect(isDishOffered(dish(13, [200]), prefs)).toBe(true);
    expect(isDishAcceptable(dish(13, [200]), prefs)).toBe(false);
  });
  it('orders liked dishes first and disliked ingredients last', () => {
    const list = [dish(1, [200]), dish(2), dish(5), dish(3)];
    expect(orderByPreference(list, prefs).map((d) => d.id)).toEqual([5, 2, 3, 1]);
    expect(orderByPreference(list, noPrefs).map((d) => d.id)).toEqual([1, 2, 5, 3]);
  });
  it('filters by meal type and filters sides the same way', () => {
    const list = [{ ...dish(1), mealTypes: [1] }, { ...dish(2), mealTypes: [3] }, dish(3), { ...dish(4), mealTypes: [1] }];
    expect(selectableDishes(list, prefs, 1).map((d) => d.id)).toEqual([1, 3]);
    expect(selectableSides([dish(20, [], 7), dish(21, [], 2, true), dish(22), dish(4)], prefs).map((d) => d.id)).toEqual([22]);
  });
});

describe('the session user’s preferences', () => {
  it('reads the wire names as the domain preferences', () => {
    expect(prefsOfUser({ allergies: [1], dislikes: [2], dishlikes: [3], dishdislikes: [4], eliminate_groups: [5] })).toEqual({
      allergies: [1],
      dislikes: [2],
      dishLikes: [3],
      dishDislikes: [4],
      eliminateGroups: [5],
    });
    expect(prefsOfUser({})).toEqual({ allergies: [], dislikes: [], dishLikes: [], dishDislikes: [], eliminateGroups: [] });
  });
});
