// The thread form of one page visit (spec 3 §2, §5, §8): blank for a new thread, the thread's own values when editing;
// Save sends them and answers the saved thread's id, or what the server refused.
import { makeAutoObservable } from 'mobx';
import type { CallClient } from '../../common/callClient';
import { saveFailure, type SaveFailure } from './saveFailure';
import { ThreadStore } from './threadStore';

/** The form's values (a field left empty is undefined). */
export interface ThreadDraft {
  title?: string | undefined;
  categoryId?: string | undefined;
  text?: string | undefined;
}

export type ThreadField = keyof ThreadDraft;
const FIELDS: readonly ThreadField[] = ['title', 'categoryId', 'text'];

export type SaveResult = { saved: number } | { refused: SaveFailure<ThreadField> };

export class ThreadFormStore {
  /** The thread being edited; never opened for a new one. */
  readonly thread: ThreadStore;

  constructor(
    private readonly client: CallClient,
    private readonly editing: boolean,
  ) {
    this.thread = new ThreadStore(client);
    makeAutoObservable<ThreadFormStore, 'client' | 'editing'>(this, { client: false, editing: false, thread: false }, { autoBind: true });
  }

  /** What the form starts with: blank for a new thread, the thread's values once it has arrived (null until then). */
  get initialValues(): ThreadDraft | null {
    if (!this.editing) return { title: '', categoryId: '', text: '' };
    const { state } = this.thread;
    return state.status === 'found' ? { title: state.thread.title, categoryId: String(state.thread.category_id), text: state.thread.text } : null;
  }

  /** Sends the thread (Choose category sends no category: the server refuses it). */
  async save(draft: ThreadDraft): Promise<SaveResult> {
    const threadId = this.editing ? this.thread.threadId : null;
    try {
      const saved = await this.client.call('forum', 'set', {
        threadData: {
          title: draft.title ?? '',
          ...(draft.categoryId ? { category_id: Number(draft.categoryId) } : {}),
          text: draft.text ?? '',
        },
        ...(threadId !== null ? { threadId } : {}),
      });
      return { saved: saved.threadId };
    } catch (error) {
      return { refused: saveFailure(error, FIELDS, { categoryId: 'category_id' }) };
    }
  }
}
