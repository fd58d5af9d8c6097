/** @jest-environment jsdom */
import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { RequestError } from '../../src/session/RequestError';
import { ModalStore } from '../../src/ui/modalStore';
import { refusalOf, useRefusalFieldTexts, useRefusalText, useShowRefusal } from '../../src/ui/refusal';
import { ModalHost } from '../../src/ui/ModalHost';
import { intlLocale } from '../../src/i18n/format';
import { kitCatalogues } from './intl';

const arabicPage = { ...kitCatalogues.ar, 'orders.planNotFound': 'لم يتم العثور على الخطة' };
function Arabic({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale={intlLocale('ar')} messages={arabicPage} defaultLocale="en">
      {children}
    </IntlProvider>
  );
}

const refused = RequestError.fromReply('getErr', {
  message: 'Plan not found',
  messageId: 'orders.planNotFound',
  errors: { email: 'Email is taken' },
  fieldMessages: { email: { id: 'orders.planNotFound' } },
});

describe('refusalOf', () => {
  it("keeps the server's text with its id and values", () => {
    const withValues = RequestError.fromReply('setErr', { message: 'Only 3 left', messageId: 'x.left', values: { count: 3 } });
    expect(refusalOf(withValues)).toEqual({ message: 'Only 3 left', messageId: 'x.left', values: { count: 3 } });
  });

  it('names a request that got no answer by a kit id, and keeps the text of anything else thrown', () => {
    expect(refusalOf(new RequestError('Not connected to the server.', 'disconnected'))).toEqual({
      message: 'Not connected to the server.',
      messageId: 'kit.refusal.disconnected',
    });
    expect(refusalOf(new Error('boom'))).toEqual({ message: 'boom' });
    expect(refusalOf('plain')).toEqual({ message: 'plain' });
  });
});

describe('useRefusalText', () => {
  it("shows the refusal in the page's language by its id, and the server's text for an id the page does not know", () => {
    const { result } = renderHook(() => useRefusalText(), { wrapper: Arabic });
    expect(result.current(refused)).toBe('لم يتم العثور على الخطة');
    expect(result.current(new RequestError('The server did not answer in time.', 'timeout'))).toBe(kitCatalogues.ar['kit.refusal.timeout']);
    expect(result.current(RequestError.fromReply('setErr', { message: 'Unknown to the page', messageId: 'nowhere.id' }))).toBe('Unknown to the page');
  });

  it('gives the field messages in the page language, by id where the server sent one', () => {
    const { result } = renderHook(() => useRefusalFieldTexts(), { wrapper: Arabic });
    expect(result.current(refused)).toEqual({ email: 'لم يتم العثور على الخطة' });
    expect(result.current(RequestError.fromReply('setErr', { errors: { phone: 'Wrong phone' } }))).toEqual({ phone: 'Wrong phone' });
    expect(result.current(new Error('x'))).toEqual({});
  });

  it("useShowRefusal shows it in the 'Error' modal", () => {
    const store = new ModalStore();
    const { result } = renderHook(() => useShowRefusal(store), { wrapper: Arabic });
    render(<ModalHost store={store} />, { wrapper: Arabic });
    act(() => result.current(refused));
    expect(screen.getByRole('dialog', { name: kitCatalogues.ar['kit.modal.errorHeadline'] as string }).textContent).toContain(
      'لم يتم العثور على الخطة',
    );
  });
});
