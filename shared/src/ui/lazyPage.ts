import { createElement, lazy, useState, type ComponentProps, type ComponentType } from 'react';
import { matchRoutes } from '@mealplan/shared/router';

/** A page component that loads its code on its first render, or earlier through `preload`. */
export type LazyPage<Props extends object = object> = ComponentType<Props> & {
  /** Loads the page's code (once): a render after it has resolved shows the page at once, without suspending. */
  preload(): Promise<void>;
};

/**
 * A page loaded when its route is first shown (every page of a remote loads this way, so an area's first screen
 * downloads only its own code): `const BlogPage = lazyPage(() => import('./features/blog/BlogPage'), 'BlogPage')`.
 *
 * A page whose code has loaded (preloaded by the shell with its area, see `pagePreloader`) renders straight away.
 * Rendered through React.lazy instead, its first render would suspend and show the area's spinner, and React holds
 * back content that follows a spinner for 300 ms after it appeared (issue 23: a signed-in customer's dashboard drew
 * 270 ms after its code and texts were ready).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any page component, whatever its props
export function lazyPage<Module extends Record<Name, ComponentType<any>>, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
): LazyPage<ComponentProps<Module[Name]>> {
  type Props = ComponentProps<Module[Name]>;
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const start = () => {
    // A failed load is tried again by the next render or preload (the area's Retry button re-renders it).
    loading ??= load().then(
      (module) => (loaded = module[name]),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await start() }));
  function Page(props: Props) {
    // One choice per mounted page: a page first rendered through React.lazy keeps it, rather than being mounted again
    // when its code arrives.
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  Page.displayName = name;
  Page.preload = async () => {
    await start();
  };
  return Page;
}

/**
 * The function a remote's Routes module exports as `preloadPage`: loads the code of the page its routes show at
 * `pathname` (nothing when no page route matches it), so the shell renders the area with its page ready.
 */
export function pagePreloader<Page extends string>(
  routes: readonly { path: string; page: Page }[],
  pages: Record<Page, object>,
): (pathname: string) => Promise<void> {
  return async (pathname) => {
    const page = matchRoutes([...routes], pathname)?.at(-1)?.route.page;
    const component = page === undefined ? undefined : pages[page];
    // A page bundled with the area's routes (not lazy) has nothing to load.
    if (component && isLazyPage(component)) await component.preload();
  };
}

const isLazyPage = (component: object): component is Pick<LazyPage, 'preload'> => 'preload' in component;
