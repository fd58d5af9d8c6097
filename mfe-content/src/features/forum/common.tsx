// What the forum's pages share: paths, the categories, the delete confirmation, the author's icons.
import { useEffect } from 'react';
import { Link } from '@mealplan/shared/router';
import { modalStore, useShowRefusal, useText } from '@mealplan/shared/ui';
import { referenceStore } from '@mealplan/shared/session';
import type { ForumTextId } from './i18n';
import { sortedCategories, type Category } from '../../common/categories';

export const FORUM_PATH = '/nutrition-support/forum';
export const threadPath = (id: number) => `${FORUM_PATH}/thread/${id}`;
export const editPath = (id: number) => `${FORUM_PATH}/edit/${id}`;
export const ADD_PATH = `${FORUM_PATH}/add`;

/** The forum categories, lowest id first (requested if missing, spec 3 §7 "External"); empty until they arrive. Call inside an observer. */
export function useForumCategories(): Category[] {
  useEffect(() => {
    void referenceStore.ensure(['forumCategories']);
  }, []);
  return sortedCategories(referenceStore.get('forumCategories'));
}

/** The visible text of a thread body, for a list excerpt (an inert document: nothing in it loads or runs). */
export function plainText(html: string, max = 180): string {
  // A space after each block, so paragraphs and list items do not run together.
  const spaced = html.replace(/<\/(p|li|h[1-6]|blockquote|td|th|dd|dt)>|<br\s*\/?>/gi, '$& ');
  const text = (new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** Asks 'Delete thread' / 'Are you sure?' (Yes / No); runs `onYes` after Yes. */
export function useConfirmDelete(): (onYes: () => Promise<void>) => void {
  const t = useText<ForumTextId>();
  const showRefusal = useShowRefusal();
  return (onYes) =>
    modalStore.set({
      headline: t('forum.deleteModal.headline'),
      content: t('forum.deleteModal.question'),
      actions: [
        {
          label: t('forum.deleteModal.yes'),
          onClick: () => {
            modalStore.clear();
            onYes().catch(showRefusal);
          },
        },
        { label: t('forum.deleteModal.no'), onClick: modalStore.clear, variant: 'secondary' },
      ],
    });
}

const ICON_PATHS = {
  edit: 'M4 20h4L19 9l-4-4L4 16v4zm11-15 4 4',
  delete: 'M5 7h14M10 11v6M14 11v6M7 7l1 13h8l1-13M9 7V4h6v3',
  back: 'M15 18l-6-6 6-6',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
} as const;

export function Icon({ name }: { name: keyof typeof ICON_PATHS }) {
  return (
    <svg className={`forum-icon forum-icon--${name}`} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={ICON_PATHS[name]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The edit link and delete button an author sees on their own thread. */
export function AuthorActions({ threadId, title, onDelete }: { threadId: number; title: string; onDelete: () => void }) {
  const t = useText<ForumTextId>();
  return (
    <div className="forum-author-actions">
      <Link className="forum-icon-button" to={editPath(threadId)} aria-label={t('forum.edit', { title })} title={t('forum.edit', { title })}>
        <Icon name="edit" />
      </Link>
      <button
        type="button"
        className="forum-icon-button forum-icon-button--danger"
        aria-label={t('forum.delete', { title })}
        title={t('forum.delete', { title })}
        onClick={onDelete}
      >
        <Icon name="delete" />
      </button>
    </div>
  );
}
