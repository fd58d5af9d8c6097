// What a remote publishes about its routes (mfe-<area>/src/routes.json, copied beside its mf-manifest.json by the
// build and merged into /remotes.json when it is published), so the shell knows every route without loading every remote.
import { z } from 'zod';
import type { Area } from './areas';

/** Who may open a route (spec 1 §2 route overview): a guest on a signed-in route goes to /sign-in, a customer on a signed-out one to /. */
export const ACCESS = ['any', 'signedIn', 'signedOut'] as const;
export type Access = (typeof ACCESS)[number];

/** A full path as react-router matches it ("/", "/sign-up/:ref?", "/feedback/*"), or "*" for every other path. */
const routePath = z
  .string()
  .max(200)
  .regex(/^(\*|\/[A-Za-z0-9\-._~:?*/]*)$/, 'A route path starts with "/" (or is "*") and has no spaces');

export const routeDeclarationSchema = z.strictObject({
  path: routePath,
  access: z.enum(ACCESS),
  /** The remote's page component for this path (a key of the pages its Routes.tsx renders); none: the remote's own fallback. */
  page: z.string().max(64).optional(),
  /** A route whose screen is not open yet: the kit shows a titled, helpful page. */
  upcoming: z.strictObject({ title: z.string().max(200), description: z.string().max(1000) }).optional(),
});
export type RouteDeclaration = z.infer<typeof routeDeclarationSchema>;

export const routesFileSchema = z.array(routeDeclarationSchema).max(500);

/** The file name of a remote's routes, in its source folder and beside its mf-manifest.json in a build. */
export const ROUTES_FILE = 'routes.json';

/** A route as the shell sees it in /remotes.json: which area owns the path and who may open it. */
export const areaRouteSchema = z.strictObject({ path: routePath, access: z.enum(ACCESS), area: z.string() });
export interface AreaRoute {
  path: string;
  access: Access;
  area: Area;
}

/** Reads a remote's routes file; throws with the first problem. */
export function parseRoutesFile(body: unknown): RouteDeclaration[] {
  const result = routesFileSchema.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`Invalid routes file at ${issue?.path.join('.') || 'top level'}: ${issue?.message ?? 'unknown problem'}`);
  }
  const seen = new Set<string>();
  for (const route of result.data) {
    if (seen.has(route.path)) throw new Error(`Invalid routes file: "${route.path}" is declared twice`);
    seen.add(route.path);
  }
  return result.data;
}

/** The paths two areas both declare: a remote may not take over a path another area owns. */
export function conflictingPaths(routes: readonly { path: string; area: string }[]): string[] {
  const owner = new Map<string, string>();
  const conflicts = new Set<string>();
  for (const route of routes) {
    const existing = owner.get(route.path);
    if (existing !== undefined && existing !== route.area) conflicts.add(route.path);
    owner.set(route.path, route.area);
  }
  return [...conflicts];
}

/** The routes whose screens are not open yet, as the kit's AreaRoutes shows them. */
export function upcomingPages(routes: readonly RouteDeclaration[]): { path: string; title: string; description: string }[] {
  return routes.flatMap((route) => (route.upcoming ? [{ path: route.path, ...route.upcoming }] : []));
}

/** The routes a remote renders with one of its own page components, checked against the pages it has. */
export function pageRoutes<Page extends string>(routes: readonly RouteDeclaration[], pages: Record<Page, unknown>): { path: string; page: Page }[] {
  return routes.flatMap((route) => {
    if (route.page === undefined) return [];
    if (!Object.prototype.hasOwnProperty.call(pages, route.page)) throw new Error(`Route ${route.path} names an unknown page "${route.page}"`);
    return [{ path: route.path, page: route.page as Page }];
  });
}
