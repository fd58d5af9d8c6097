/** @jest-environment jsdom */
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { useHydrated } from '../../src/ui';

function Where() {
  return <p>{useHydrated() ? 'browser' : 'server'}</p>;
}

describe('useHydrated', () => {
  it('renders as the server did while hydrating, then as the browser, with no hydration error', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Where />);
    expect(container.textContent).toBe('server');
    const paragraph = container.firstChild;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Where />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('browser');
    // Hydrated in place: the server's element is kept.
    expect(container.firstChild).toBe(paragraph);
  });

  it('is true from the first render of a page rendered in the browser', async () => {
    const container = document.createElement('div');
    const seen: boolean[] = [];
    function Record() {
      seen.push(useHydrated());
      return null;
    }
    await act(async () => createRoot(container).render(<Record />));
    expect(seen).toEqual([true]);
  });
});
