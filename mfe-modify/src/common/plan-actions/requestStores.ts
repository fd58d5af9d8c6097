// The renewal requests (spec 3 §2 "A renewal request modal", §8): `profile getForDashboard planRequest` with the
// customer's notes ('Request Sent', 'Thank you! Our team will be in touch with you.'; the contact fields come from the
// session user on the server), and the promo-package request `alertMail` {changes} with its message.
import { makeAutoObservable, runInAction } from 'mobx';
import type { ServerMessage } from '@mealplan/shared/ui';
import { serverMessageOf } from './planDialog';
import type { PlanActionClient } from './types';

export type RequestStep = 'form' | 'sending' | 'sent';

/** The request to the team: 'renew' (planRequest) or 'promo' (alertMail naming the package). */
export type TeamRequest = { kind: 'renew' } | { kind: 'promo'; packageName: string };

export class TeamRequestStore {
  step: RequestStep = 'form';
  notes = '';
  error: ServerMessage | null = null;

  constructor(
    private readonly client: PlanActionClient,
    readonly request: TeamRequest,
  ) {
    makeAutoObservable<TeamRequestStore, 'client'>(this, { client: false, request: false });
  }

  setNotes(notes: string): void {
    this.notes = notes;
  }

  get sent(): boolean {
    return this.step === 'sent';
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
        this.error = serverMessageOf(error);
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
