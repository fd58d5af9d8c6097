/** @jest-environment jsdom */
import { useState } from 'react';
import { act, fireEvent, render, screen } from './intl';
import { Dialog } from '../../src/ui/Dialog';

/** A page with an opener button and, while open, a form dialog. */
function Opener({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog title="Progress tracking" onClose={close} initialFocus="field" actions={<button type="button">Save</button>}>
          <label>
            Weight
            <input name="weight" />
          </label>
        </Dialog>
      )}
    </>
  );
}

describe('Dialog', () => {
  it('is a modal dialog named by its title, drawn at the end of the body', () => {
    render(
      <div data-testid="page">
        <Dialog title="Missing days" onClose={() => undefined}>
          <p>Fill in the missing days.</p>
        </Dialog>
      </div>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Missing days' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByTestId('page').contains(dialog)).toBe(false);
    expect(document.body.contains(dialog)).toBe(true);
  });

  it('moves focus to the first field, keeps Tab inside and returns focus to the opener when it closes', () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const field = screen.getByRole('textbox', { name: 'Weight' });
    expect(document.activeElement).toBe(field);
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.keyDown(save, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(save);
    fireEvent.keyDown(save, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('the close button and the backdrop close it', () => {
    const onClose = jest.fn();
    render(<Opener onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(document.querySelector('.ui-modal__backdrop')!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('without onClose it has no close button and Escape keeps it open; focus goes to its first control', () => {
    render(
      <Dialog title="Meal Plan" actions={<button type="button">Ok</button>}>
        <p>Saved.</p>
      </Dialog>,
    );
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ok' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('names its close button in the page language', () => {
    render(
      <Dialog title="قياسات" onClose={() => undefined}>
        <p>…</p>
      </Dialog>,
      { locale: 'ar' },
    );
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeTruthy();
  });

  it('starts the entry animation after 10 ms, and a wide dialog gets the wide look', () => {
    jest.useFakeTimers();
    try {
      render(
        <Dialog title="Book A Consultation" size="wide" onClose={() => undefined}>
          <p>…</p>
        </Dialog>,
      );
      expect(document.querySelector('.ui-modal--entered')).toBeNull();
      act(() => jest.advanceTimersByTime(10));
      expect(document.querySelector('.ui-modal--entered')).not.toBeNull();
      expect(screen.getByRole('dialog').classList.contains('ui-modal__dialog--wide')).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
