// /viewmenu (spec 1 §2, §6, §7; 3 §1, §2 'View My Menu'): the menu as a PDF in English or Arabic. `order exportPdf`
// answers a short-lived link the page opens in a new tab; `order mailPdf` mails the PDF to the customer. Made per
// page visit with the page services' client; the page opens the tab (a browser matter), the store makes the calls.
import { makeAutoObservable, runInAction } from 'mobx';
import type { Locale } from '@mealplan/shared/i18n';
import type { SocketClient } from '@mealplan/shared/session';
import { refusalOf, type ServerMessage } from '@mealplan/shared/ui';

export type MenuAction = 'export' | 'mail';

export class ViewMenuStore {
  /** The document's language; the interface language first. */
  language: Locale;
  busy: MenuAction | null = null;
  /** The last exported PDF's link (shown as a link too, in case the browser blocked the new tab). */
  url: string | null = null;
  /** The server's confirmation after mailing. */
  mailed: string | null = null;
  error: ServerMessage | null = null;

  constructor(
    private readonly client: Pick<SocketClient, 'call'>,
    interfaceLanguage: Locale,
  ) {
    this.language = interfaceLanguage;
    makeAutoObservable<ViewMenuStore, 'client'>(this, { client: false });
  }

  setLanguage(language: Locale): void {
    this.language = language;
    this.url = null;
  }

  /** order exportPdf in the chosen language: the PDF's link, or null when the call failed (the error is kept). */
  async exportPdf(): Promise<string | null> {
    const reply = await this.run('export', () => this.client.call('order', 'exportPdf', { is_arabic: this.language === 'ar' }));
    runInAction(() => (this.url = reply?.url ?? null));
    return reply?.url ?? null;
  }

  /** order mailPdf in the chosen language. */
  async mailPdf(): Promise<void> {
    const reply = await this.run('mail', () => this.client.call('order', 'mailPdf', { is_arabic: this.language === 'ar' }));
    if (reply) runInAction(() => (this.mailed = reply.message));
  }

  private async run<T>(action: MenuAction, call: () => Promise<T>): Promise<T | null> {
    this.busy = action;
    this.error = null;
    this.mailed = null;
    try {
      return await call();
    } catch (error) {
      runInAction(() => {
        this.error = refusalOf(error);
      });
      return null;
    } finally {
      runInAction(() => (this.busy = null));
    }
  }
}
