import fc from 'fast-check';
import { dishFilterReasons, hiddenDishCount, isDishExcluded, type UserPrefs } from '../../src/domain';
import { dish, noPrefs } from './fixtures';

const prefs: UserPrefs = { allergies: [100, 101], dislikes: [200], dishDislikes: [4], eliminateGroups: [7, 14] };

describe('dishFilterReasons: how many dishes are hidden, blocked or flagged, and why', () => {
  it('says nothing when no dish is touched', () => {
    expect(dishFilterReasons([dish(1, [1]), dish(2, [2])], prefs)).toEqual([]);
    expect(dishFilterReasons([dish(1, [100])], noPrefs)).toEqual([]);
  });

  it('counts allergy dishes as blocked and names every allergen found, once', () => {
    expect(dishFilterReasons([dish(1, [100, 5]), dish(2, [101, 100]), dish(3, [5])], prefs)).toEqual([
      { reason: 'allergy', count: 2, ingredients: [100, 101] },
    ]);
  });

  it('counts eliminated groups, spicy dishes and disliked dishes as hidden, each with its reason', () => {
    const dishes = [dish(1, [], 7), dish(2, [], 7), dish(3, [], 1, true), dish(4, [], 1), dish(5, [], 2)];
    expect(dishFilterReasons(dishes, prefs)).toEqual([
      { reason: 'group', count: 2, groups: [7] },
      { reason: 'spicy', count: 1 },
      { reason: 'dislikedDish', count: 1 },
    ]);
  });

  it('counts dishes with a disliked ingredient as flagged, naming the ingredients', () => {
    expect(dishFilterReasons([dish(1, [200, 3]), dish(2, [200])], prefs)).toEqual([{ reason: 'dislikedIngredient', count: 2, ingredients: [200] }]);
  });

  it('counts a dish once, under its first reason (hidden before blocked before flagged)', () => {
    expect(dishFilterReasons([dish(1, [100, 200], 7)], prefs)).toEqual([{ reason: 'group', count: 1, groups: [7] }]);
    expect(dishFilterReasons([dish(4, [100])], prefs)).toEqual([{ reason: 'dislikedDish', count: 1 }]);
    expect(dishFilterReasons([dish(1, [100, 200])], prefs)).toEqual([{ reason: 'allergy', count: 1, ingredients: [100] }]);
  });

  it('hiddenDishCount counts the dishes the lists leave out', () => {
    expect(hiddenDishCount([dish(1, [], 7), dish(3, [], 1, true), dish(4), dish(5, [100])], prefs)).toBe(3);
  });

  it('every dish is counted at most once, and the hidden reasons add up to hiddenDishCount', () => {
    const arbitraryDish = fc.record({
      id: fc.integer({ min: 1, max: 8 }),
      ingredients: fc.array(fc.constantFrom(1, 100, 101, 200), { maxLength: 3 }),
      group: fc.constantFrom(1, 2, 7, 14),
      spicy: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(arbitraryDish, { maxLength: 12 }), (dishes) => {
        const reasons = dishFilterReasons(dishes, prefs);
        const total = reasons.reduce((sum, entry) => sum + entry.count, 0);
        expect(total).toBeLessThanOrEqual(dishes.length);
        const hidden = reasons
          .filter((entry) => ['group', 'spicy', 'dislikedDish'].includes(entry.reason))
          .reduce((sum, entry) => sum + entry.count, 0);
        expect(hidden).toBe(dishes.filter((item) => isDishExcluded(item, prefs)).length);
        expect(hidden).toBe(hiddenDishCount(dishes, prefs));
      }),
    );
  });
});
