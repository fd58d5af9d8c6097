import type { ForumThread } from '@mealplan/shared/protocol';

export const thread = (id: number, user_id = 7): ForumThread => ({
  id,
  title: `Thread ${id}`,
  text: '<p>x</p>',
  category_id: 1,
  created_at: 0,
  user_id,
});
