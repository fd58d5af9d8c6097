/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from './intl';
import { ModalStore } from '../../src/ui/modalStore';
import { ModalHost } from '../../src/ui/ModalHost';

describe('ModalHost', () => {
  it('renders nothing until set, then a labelled modal dialog', () => {
    const store = new ModalStore();
    render(<ModalHost store={store} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => store.set({ content: 'Hello' }));
    const dialog = screen.getByRole('dialog', { name: 'Meal Plan' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByText('Hello')).toBeTruthy();
  });

  it('Escape and the close button close a closable modal', () => {
    const store = new ModalStore();
    render(<ModalHost store={store} />);
    act(() => store.set({ content: 'x' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(store.display).toBe(false);
    act(() => store.set({ content: 'y' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(store.display).toBe(false);
  });

  it('a modal that is not closable ignores Escape and has no close button', () => {
    const store = new ModalStore();
    render(<ModalHost store={store} />);
    act(() => store.set({ content: 'x', closable: false }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(store.display).toBe(true);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('renders actions and moves focus into the dialog, keeping Tab inside', () => {
    const store = new ModalStore();
    const save = jest.fn();
    render(<ModalHost store={store} />);
    act(() =>
      store.set({
        content: 'Are you sure? Changes will not be saved.',
        closable: false,
        actions: [
          { label: 'Save changes', onClick: save },
          { label: 'Discard changes', onClick: () => undefined, variant: 'secondary' },
        ],
      }),
    );
    const first = screen.getByRole('button', { name: 'Save changes' });
    const last = screen.getByRole('button', { name: 'Discard changes' });
    expect(document.activeElement).toBe(first);
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    fireEvent.click(first);
    expect(save).toHaveBeenCalled();
  });

  it('starts the entry animation after 10 ms', () => {
    jest.useFakeTimers();
    try {
      const store = new ModalStore();
      const { container } = render(<ModalHost store={store} />);
      act(() => store.set({ content: 'x' }));
      expect(container.querySelector('.ui-modal--entered')).toBeNull();
      act(() => jest.advanceTimersByTime(10));
      expect(container.querySelector('.ui-modal--entered')).not.toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
