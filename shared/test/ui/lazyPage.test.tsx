/** @jest-environment jsdom */
import { Suspense, useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazyPage, pagePreloader } from '../../src/ui';

/** A page module whose import resolves when the test says so, counting the imports started. */
function deferredModule() {
  const imports: { resolve: () => void; reject: (error: Error) => void }[] = [];
  function CounterPage({ label }: { label: string }) {
    const [count, setCount] = useState(0);
    return (
      <button type="button" onClick={() => setCount(count + 1)}>
        {label} {count}
      </button>
    );
  }
  const load = () =>
    new Promise<{ CounterPage: typeof CounterPage }>((resolve, reject) => {
      imports.push({ resolve: () => resolve({ CounterPage }), reject });
    });
  return { imports, load };
}

const inSuspense = (children: React.ReactNode) => <Suspense fallback={<p>Loading page</p>}>{children}</Suspense>;

describe('lazyPage', () => {
  it('renders a preloaded page at once, without showing the fallback', async () => {
    const { imports, load } = deferredModule();
    const Page = lazyPage(load, 'CounterPage');
    const preloaded = Page.preload();
    await act(async () => {
      imports[0]!.resolve();
      await preloaded;
    });
    render(inSuspense(<Page label="Menu" />));
    // Synchronously after the render: no spinner first.
    expect(screen.queryByText('Loading page')).toBeNull();
    expect(screen.getByRole('button', { name: 'Menu 0' })).toBeTruthy();
    expect(imports).toHaveLength(1);
  });

  it('shows the fallback while a page that was not preloaded loads, and keeps that page mounted once it has', async () => {
    const { imports, load } = deferredModule();
    const Page = lazyPage(load, 'CounterPage');
    const { rerender } = render(inSuspense(<Page label="Menu" />));
    expect(screen.getByText('Loading page')).toBeTruthy();
    await act(async () => imports[0]!.resolve());
    fireEvent.click(screen.getByRole('button', { name: 'Menu 0' }));
    // A render after the code arrived does not mount the page again (its state stays).
    rerender(inSuspense(<Page label="Dishes" />));
    expect(screen.getByRole('button', { name: 'Dishes 1' })).toBeTruthy();
    // Preloading a loaded page loads nothing more.
    await Page.preload();
    expect(imports).toHaveLength(1);
  });

  it('tries a failed load again on the next preload', async () => {
    const { imports, load } = deferredModule();
    const Page = lazyPage(load, 'CounterPage');
    const first = Page.preload();
    imports[0]!.reject(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    const second = Page.preload();
    expect(imports).toHaveLength(2);
    imports[1]!.resolve();
    await second;
    render(<Page label="Menu" />);
    expect(screen.getByRole('button', { name: 'Menu 0' })).toBeTruthy();
  });
});

describe('pagePreloader', () => {
  it('loads the page of the route that matches the path, and only that one', async () => {
    const menu = deferredModule();
    const profile = deferredModule();
    const pages = { menu: lazyPage(menu.load, 'CounterPage'), profile: lazyPage(profile.load, 'CounterPage'), home: () => <p>Home</p> };
    const preloadPage = pagePreloader(
      [
        { path: '/menu/:day?', page: 'menu' },
        { path: '/profile', page: 'profile' },
        { path: '/', page: 'home' },
      ],
      pages,
    );
    const loading = preloadPage('/menu/2026-11-28');
    expect(menu.imports).toHaveLength(1);
    expect(profile.imports).toHaveLength(0);
    menu.imports[0]!.resolve();
    await loading;
    // A page bundled with the routes, and a path no page route claims, load nothing.
    await preloadPage('/');
    await preloadPage('/nowhere');
    expect(profile.imports).toHaveLength(0);
  });
});
