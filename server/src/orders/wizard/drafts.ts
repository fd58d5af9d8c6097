// "Save for Later" drafts of the wizard (plan params, meal plan, custom plans), one per customer; the spec keeps
// the state on the device only, the server copy lets another device continue. Cleared when the order is placed.
import type { WizardDraft } from '@mealplan/shared/protocol';
import type { Db } from '../../db';
import type { OrderDeps } from '../deps';
import { customerChanged } from '../order-events';

export async function saveDraft({ db, now, services }: OrderDeps, userId: number, draft: WizardDraft): Promise<void> {
  await db.query(
    `INSERT INTO wizard_drafts (user_id, state, updated_at) VALUES ($1, $2::text::jsonb, $3)
     ON CONFLICT (user_id) DO UPDATE SET state = EXCLUDED.state, updated_at = EXCLUDED.updated_at`,
    [userId, JSON.stringify(draft), now()],
  );
  await customerChanged(services, userId);
}

export async function loadDraft({ db }: Pick<OrderDeps, 'db'>, userId: number): Promise<WizardDraft | null> {
  const row = await db.one<{ state: WizardDraft }>('SELECT state FROM wizard_drafts WHERE user_id = $1', [userId]);
  return row?.state ?? null;
}

export async function deleteDraft(db: Db, userId: number): Promise<void> {
  await db.query('DELETE FROM wizard_drafts WHERE user_id = $1', [userId]);
}

/** The wizard step the saved draft reached (the user's buildStep), 0 without a draft. */
export async function draftStep(db: Db, userId: number): Promise<number> {
  const row = await db.one<{ step: number | null }>("SELECT (state->'planParams'->>'step')::int AS step FROM wizard_drafts WHERE user_id = $1", [
    userId,
  ]);
  return row?.step ?? 0;
}
