/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider, useIntl } from 'react-intl';
import { ModalStore } from '../../src/ui/modalStore';
import { ModalHost } from '../../src/ui/ModalHost';
import { useModal } from '../../src/ui/useModal';
import { intlLocale } from '../../src/i18n/format';
import type { Locale } from '../../src/i18n/locale';
import { IntlWrapper, kitCatalogues } from './intl';

const pageTexts = {
  en: { ...kitCatalogues.en, 'page.title': 'Skip this day', 'page.question': 'Do you want to skip this day?', 'page.yes': 'Yes' },
  ar: { ...kitCatalogues.ar, 'page.title': 'تخطي هذا اليوم', 'page.question': 'هل تريد تخطي هذا اليوم؟', 'page.yes': 'نعم' },
};

function Question({ onYes }: { onYes: () => void }) {
  const intl = useIntl();
  return (
    <>
      <p>{intl.formatMessage({ id: 'page.question' })}</p>
      <label>
        Note
        <input />
      </label>
      <button type="button" onClick={onYes}>
        {intl.formatMessage({ id: 'page.yes' })}
      </button>
    </>
  );
}

function Page({ store, onClosed }: { store: ModalStore; onClosed: () => void }) {
  const modal = useModal(store);
  const intl = useIntl();
  const open = () =>
    void modal.open({ headline: intl.formatMessage({ id: 'page.title' }), content: <Question onYes={modal.close} /> }).then(onClosed);
  return (
    <button type="button" onClick={open}>
      Open
    </button>
  );
}

/** The page in its area's texts, the modal host in the shell (the kit's texts only, in English), as in the site. */
function Site({ store, locale, onClosed }: { store: ModalStore; locale: Locale; onClosed: () => void }) {
  return (
    <>
      <IntlProvider locale={intlLocale(locale)} messages={pageTexts[locale]} defaultLocale="en">
        <Page store={store} onClosed={onClosed} />
      </IntlProvider>
      <IntlWrapper>
        <ModalHost store={store} />
      </IntlWrapper>
    </>
  );
}

describe('useModal', () => {
  it("shows the caller's texts in the shell's modal and follows the page's language while open", () => {
    const store = new ModalStore();
    const { rerender } = render(<Site store={store} locale="ar" onClosed={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'تخطي هذا اليوم' }).textContent).toContain('هل تريد تخطي هذا اليوم؟');
    rerender(<Site store={store} locale="en" onClosed={() => undefined} />);
    expect(screen.getByRole('dialog').textContent).toContain('Do you want to skip this day?');
  });

  it('moves focus in, keeps Tab inside, closes on Escape and returns focus to the opener; open resolves then', async () => {
    const store = new ModalStore();
    const onClosed = jest.fn();
    render(<Site store={store} locale="en" onClosed={onClosed} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Skip this day' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const close = screen.getByRole('button', { name: 'Close' });
    const yes = screen.getByRole('button', { name: 'Yes' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(yes);
    fireEvent.keyDown(yes, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(onClosed).not.toHaveBeenCalled();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    await act(async () => undefined);
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('resolves when an action closes it or another modal takes its place, not on an update', async () => {
    const store = new ModalStore();
    const onClosed = jest.fn();
    render(<Site store={store} locale="en" onClosed={onClosed} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await act(async () => undefined);
    expect(onClosed).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    act(() => store.update({ headline: 'Step 2' }));
    await act(async () => undefined);
    expect(onClosed).toHaveBeenCalledTimes(1);
    act(() => store.showError('Something else'));
    await act(async () => undefined);
    expect(onClosed).toHaveBeenCalledTimes(2);
  });
});
