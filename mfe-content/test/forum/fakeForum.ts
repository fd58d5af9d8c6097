import type { ForumThread } from '@mealplan/shared/protocol';
import type { CallClient } from '../../src/common/callClient';

export const thread = (id: number, user_id = 7): ForumThread => ({
  id,
  title: `Thread ${id}`,
  text: '<p>x</p>',
  category_id: 1,
  created_at: 0,
  user_id,
});

/** A socket client whose every call `answer` answers (or rejects), with the calls it was given. */
export function fakeClient(answer: (channel: string, key: string, data: Record<string, unknown>) => unknown) {
  const call = jest.fn((channel: string, key: string, data: Record<string, unknown>) => Promise.resolve().then(() => answer(channel, key, data)));
  return { client: { call } as unknown as CallClient, calls: call.mock.calls };
}
