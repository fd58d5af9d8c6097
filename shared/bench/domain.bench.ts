// Plan-engine benchmark: median time of default-menu generation (90 days, 5 meal types, a user with allergies and
// dislikes, ~200 synthetic dishes) and of building the modify page's 128-day list with day statuses.
// Run from the repository root: npx tsx shared/bench/domain.bench.ts
import { dayList, dayStatus, defaultMenu, deliveryDays, type Dish, type MenuSources, type UserPrefs } from '../src/domain';
import { addDays, dayStart, today } from '../src/time';

const MEAL_TYPES = [1, 2, 3, 4, 5];
const CATALOG_SIZE = 200;
const INGREDIENTS = 60;
const WARMUP_RUNS = 5;
const MEASURED_RUNS = 41;

/** Deterministic pseudo-random numbers (mulberry32), so every run measures the same catalog. */
function randomSource(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function syntheticCatalog(random: () => number): Dish[] {
  return Array.from({ length: CATALOG_SIZE }, (_, index) => ({
    id: index + 1,
    ingredients: Array.from({ length: 3 + Math.floor(random() * 6) }, () => 1 + Math.floor(random() * INGREDIENTS)),
    group: 1 + Math.floor(random() * 15),
    spicy: random() < 0.15,
    mealTypes: [MEAL_TYPES[index % MEAL_TYPES.length]!],
  }));
}

function menuSources(catalog: Dish[], random: () => number): MenuSources {
  const ofType = (type: number) => catalog.filter((dish) => dish.mealTypes?.includes(type)).map((dish) => dish.id);
  const pick = (ids: number[]) => ids[Math.floor(random() * ids.length)]!;
  return {
    dishes: new Map(catalog.map((dish) => [dish.id, dish])),
    defaults: Object.fromEntries(MEAL_TYPES.map((type) => [type, pick(ofType(type))])),
    customPlans: Object.fromEntries(
      MEAL_TYPES.map((type) => [type, Array.from({ length: 31 }, () => Array.from({ length: 8 }, () => pick(ofType(type))))]),
    ),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function measure(task: () => unknown): number {
  for (let run = 0; run < WARMUP_RUNS; run++) task();
  const times: number[] = [];
  for (let run = 0; run < MEASURED_RUNS; run++) {
    const started = performance.now();
    task();
    times.push(performance.now() - started);
  }
  return median(times);
}

const random = randomSource(20261121);
const catalog = syntheticCatalog(random);
const sources = menuSources(catalog, random);
const prefs: UserPrefs = {
  allergies: [3, 17, 29],
  dislikes: [5, 11, 23, 41],
  dishDislikes: [10, 20, 30],
  eliminateGroups: [14],
};
const now = dayStart(Date.UTC(2026, 10, 21, 8) / 1000);
const calendar = { excludeWeekDays: [5, 6], holidays: ['2026-12-02', '2026-12-03', '2027-01-01'] };
const planDays = deliveryDays(addDays(today(now), 3), 90, calendar);
const menu = defaultMenu(planDays, MEAL_TYPES, prefs, sources);

const rows: [string, number][] = [
  ['default menu, 90 days x 5 meal types', measure(() => defaultMenu(planDays, MEAL_TYPES, prefs, sources))],
  ['delivery days, 90 days', measure(() => deliveryDays(addDays(today(now), 3), 90, calendar))],
  [
    'day list, 128 days with statuses',
    measure(() => dayList(today(now)).map((day) => ({ day, status: dayStatus({ day, now, mealTypes: MEAL_TYPES, meals: menu[day] }) }))),
  ],
];

console.log(`plan engine (${CATALOG_SIZE} dishes, median of ${MEASURED_RUNS} runs)`);
console.log('| task | median ms |');
console.log('|---|---:|');
for (const [task, ms] of rows) console.log(`| ${task} | ${ms.toFixed(3)} |`);
