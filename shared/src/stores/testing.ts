// The one stand-in for the socket client a page store is given, for the store and page tests of every area
// (@mealplan/shared/stores/testing; test code only, no app imports it). It records each call and answers it from a
// table or a function, so a test says what the server answers and reads what the store asked.
import type { Dish, MealType } from '../protocol';
import type { SocketClient } from '../session/SocketClient';

/** One call a store made, as the client was given it. */
export interface AskedCall {
  channel: string;
  key: string;
  /** The request's data (every call of the protocol sends an object). */
  data: Record<string, unknown>;
}

/** What the fake answers a call: a value (or a promise), or throws to refuse it. */
export type AnswerCall = (call: AskedCall) => unknown;

/**
 * Answers by "channel key" from a table: a value, or a function of the request's data; a call the table does not
 * know is refused ("no answer for <channel> <key>"), so a store asking something unexpected fails its test.
 */
export function answerTable(answers: Record<string, unknown>): AnswerCall {
  return ({ channel, key, data }) => {
    const answer = answers[`${channel} ${key}`];
    if (answer === undefined) throw new Error(`no answer for ${channel} ${key}`);
    return typeof answer === 'function' ? (answer as (data: unknown) => unknown)(data) : answer;
  };
}

/** What a store may be given: the client's calls (`call` answers the reply's data, `callReply` the whole reply). */
export type FakeClient = Pick<SocketClient, 'call' | 'callReply'>;

export interface FakeCallClient {
  client: FakeClient;
  /** Every call made, oldest first (`call` and `callReply` alike). */
  calls: AskedCall[];
}

/** A socket client whose calls `answer` answers (given a table, answerTable's rules apply). */
export function fakeCallClient(answer: AnswerCall | Record<string, unknown> = {}): FakeCallClient {
  const answerCall = typeof answer === 'function' ? answer : answerTable(answer);
  const calls: AskedCall[] = [];
  // Async, so a thrown refusal arrives as a rejection; the answer is still asked for at once (before any await), as a
  // test holding answers back expects.
  const call = async (channel: string, key: string, data: Record<string, unknown>): Promise<unknown> => {
    const asked = { channel, key, data };
    calls.push(asked);
    return answerCall(asked);
  };
  // The real methods are generic over the protocol's channels; a test's answers are untyped.
  const client = { call, callReply: call } as unknown as FakeClient;
  return { client, calls };
}

/**
 * A small menu the menu stores' tests share (the checkout menus, /menu/plan, /modify and its offline copy): breakfast,
 * lunch and lunch's side, listed out of order as the server may send them, and a dish factory with nutrients that grow
 * with the id.
 */
export const TEST_MEAL_TYPE = { BREAKFAST: 1, LUNCH: 3, LUNCH_SIDE: 4 } as const;

export const testMealTypes: MealType[] = [
  { id: TEST_MEAL_TYPE.LUNCH, title: 'Lunch', order: 2, parent_id: 0, children: [TEST_MEAL_TYPE.LUNCH_SIDE] },
  { id: TEST_MEAL_TYPE.BREAKFAST, title: 'Breakfast', order: 1, parent_id: 0 },
  { id: TEST_MEAL_TYPE.LUNCH_SIDE, title: 'Lunch Side', order: 3, parent_id: TEST_MEAL_TYPE.LUNCH },
];

/** Dish `id` ("Dish <id>", 100 kcal and 1/2/3 g of fat/protein/carbs per id unit, breakfast and lunch), with `extra` over it. */
export function testDish(id: number, extra: Partial<Dish> = {}): Dish {
  return {
    id,
    title: `Dish ${id}`,
    description: '',
    image: '',
    preview: '',
    calories: 100_000 * id,
    fat: 1_000 * id,
    protein: 2_000 * id,
    carb: 3_000 * id,
    ingredients: [],
    type: [TEST_MEAL_TYPE.BREAKFAST, TEST_MEAL_TYPE.LUNCH],
    group: 1,
    spicy: false,
    ...extra,
  };
}
