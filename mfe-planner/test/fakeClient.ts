// A stand-in for the socket client a store is given: answers each "channel key" from a table (a value, or a
// function of the request) and records what was asked; a call the table does not know is refused.
import type { SocketClient } from '@mealplan/shared/session';

export interface AskedCall {
  channel: string;
  key: string;
  data: unknown;
}

export function fakeClient(answers: Record<string, unknown> = {}) {
  const calls: AskedCall[] = [];
  const call = (channel: string, key: string, data: unknown): Promise<unknown> => {
    calls.push({ channel, key, data });
    const answer = answers[`${channel} ${key}`];
    if (answer === undefined) return Promise.reject(new Error(`no answer for ${channel} ${key}`));
    return Promise.resolve(typeof answer === 'function' ? (answer as (data: unknown) => unknown)(data) : answer);
  };
  // The real `call` is generic over the protocol's channels; the table answers untyped.
  const client = { call } as unknown as Pick<SocketClient, 'call'>;
  return { client, calls };
}
