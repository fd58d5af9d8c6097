// The renewal requests (spec 3 §2 "A renewal request modal", §8): `profile getForDashboard planRequest` with the
// customer's notes ('Request Sent', 'Thank you! Our team will be in touch with you.'; the contact fields come from the
// session user on the server), and the promo-package request `alertMail` {changes} with its message.
import { makeAutoObservable, runInAction } from 'mobx';
import { refusalOf, type ServerMessage } from '@mealplan/shared/ui';
import type { PlanActionClient } from './types';

export type RequestStep = 'form' | 'sending' | 'sent';

/** The request to the team: 'renew' (planRequest) or 'promo' (alertMail naming the package). */
export type TeamRequest = { kind: 'renew' } | { kind: 'promo'; packageName: string };

/**
 * The package a customer asks for from the renew request's 'Request Sent' (doc 3 §2: the renewal request modal "and a
 * promo-package request"): the team's name for it in the mail (alertMail changes), the customer's notes below it.
 */
export const PROMO_PACKAGE = 'Promo package';

export class TeamRequestStore {
  step: RequestStep = 'form';
  notes = '';
  error: ServerMessage | null = null;
  /** The promo-package request opened from this renew request's 'Request Sent' (null until asked for). */
  promo: TeamRequestStore | null = null;

  constructor(
    private readonly client: PlanActionClient,
    readonly request: TeamRequest,
  ) {
    makeAutoObservable<TeamRequestStore, 'client'>(this, { client: false, request: false }, { autoBind: true });
  }

  setNotes(notes: string): void {
    this.notes = notes;
  }

  get sent(): boolean {
    return this.step === 'sent';
  }

  /** 'Add the promo package' on a sent renew request: the promo-package request takes the dialog's place. */
  askForPromo(): void {
    if (this.request.kind === 'renew' && this.sent) this.promo ??= new TeamRequestStore(this.client, { kind: 'promo', packageName: PROMO_PACKAGE });
  }

  async send(): Promise<boolean> {
    if (this.step !== 'form') return false;
    this.step = 'sending';
    this.error = null;
    try {
      await this.call(this.notes.trim());
      runInAction(() => (this.step = 'sent'));
      return true;
    } catch (error) {
      runInAction(() => {
        this.error = refusalOf(error);
        this.step = 'form';
      });
      return false;
    }
  }

  private call(notes: string): Promise<unknown> {
    if (this.request.kind === 'renew') {
      return this.client.call('profile', 'getForDashboard:planRequest', { subtype: 'planRequest', ...(notes ? { notes } : {}) });
    }
    const changes = notes ? `${this.request.packageName}\n${notes}` : this.request.packageName;
    return this.client.call('profile', 'getForDashboard:alertMail', { subtype: 'alertMail', changes });
  }
}
