import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A page loaded when its route is first shown (every page of a remote loads this way, so an area's first screen
 * downloads only its own code): `const BlogPage = lazyPage(() => import('./features/blog/BlogPage'), 'BlogPage')`.
 */
export function lazyPage<Module extends Record<Name, ComponentType>, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<Module[Name]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
