// /viewmenu's store (spec 1 §7, 3 §7 order exportPdf / mailPdf {is_arabic}): the document's language starts as the
// interface language, each call sends it, an exported link is kept for the page's fallback link, a refusal is kept
// with its message id for the page to show in its language.
import { RequestError } from '@mealplan/shared/session';
import { fakeCallClient } from '@mealplan/shared/stores/testing';
import { ViewMenuStore } from '../src/features/viewmenu/viewMenuStore';

describe('ViewMenuStore', () => {
  it('exports in the interface language first, then in the language chosen', async () => {
    const { client, calls } = fakeCallClient({
      'order exportPdf': (data: { is_arabic: boolean }) => ({ url: `/api/menu-pdf/7?l=${data.is_arabic ? 'ar' : 'en'}` }),
    });
    const store = new ViewMenuStore(client, 'ar');
    expect(store.language).toBe('ar');
    await expect(store.exportPdf()).resolves.toBe('/api/menu-pdf/7?l=ar');
    expect(store.url).toBe('/api/menu-pdf/7?l=ar');
    store.setLanguage('en');
    expect(store.url).toBeNull();
    await store.exportPdf();
    expect(calls.map((call) => call.data)).toEqual([{ is_arabic: true }, { is_arabic: false }]);
    expect(store.busy).toBeNull();
  });

  it("mails the PDF and keeps the server's confirmation", async () => {
    const { client, calls } = fakeCallClient({ 'order mailPdf': { message: 'Your menu has been sent to your email as a PDF.' } });
    const store = new ViewMenuStore(client, 'en');
    await store.mailPdf();
    expect(calls).toEqual([{ channel: 'order', key: 'mailPdf', data: { is_arabic: false } }]);
    expect(store.mailed).toBe('Your menu has been sent to your email as a PDF.');
  });

  it('keeps a refusal with its message id, and no link', async () => {
    const refusal = new RequestError('No meal plan found.', 'exportPdfErr', undefined, {}, { messageId: 'order.noOrder' });
    const { client } = fakeCallClient(() => {
      throw refusal;
    });
    const store = new ViewMenuStore(client, 'en');
    await expect(store.exportPdf()).resolves.toBeNull();
    expect(store.url).toBeNull();
    expect(store.error).toEqual({ message: 'No meal plan found.', messageId: 'order.noOrder' });
    expect(store.busy).toBeNull();
  });
});
