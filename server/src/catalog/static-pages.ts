// Static pages by route alias, path or id: '/terms', 'page/terms', 'terms' and 'contact' all resolve.
import { staticPageAlias as pageAlias } from '@mealplan/shared/protocol';
import { sanitiseHtml } from '../content/sanitise';
import type { Db } from '../db';
import { ClientError } from '../errors';
import type { ServerMessageId } from '../i18n';
import { fillPolicyPlaceholders } from './cancellation-policy';
import { loadSettings } from './settings';

export const PAGE_NOT_FOUND_MESSAGE: ServerMessageId = 'server.pageNotFound';

export async function findStaticPage(db: Db, id: string): Promise<{ name: string; description: string; content: string }> {
  const page = await db.one<{ name: string; description: string | null; content: string | null }>(
    'SELECT name, description, content FROM static_pages WHERE alias = $1',
    [pageAlias(id)],
  );
  if (!page) throw new ClientError(PAGE_NOT_FOUND_MESSAGE);
  // Cleaned again on the way out: a row written by any other path (an import, an admin tool) never reaches a page raw.
  const content = sanitiseHtml(page.content ?? '');
  // The policy's {{setting}} placeholders (the refunds page) are filled from the settings the cancel rule reads too.
  return {
    name: page.name,
    description: page.description ?? '',
    content: content.includes('{{') ? fillPolicyPlaceholders(content, await loadSettings(db)) : content,
  };
}
