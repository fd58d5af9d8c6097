// What a remote publishes about its routes (mfe-<area>/src/routes.json, copied beside its mf-manifest.json by the
// build, checked by publish-remote with routesSchema.ts and merged into /remotes.json), so the shell knows every
// route without loading every remote.
import { mayBuildPlan, type SessionPlan } from '../domain/sessionPlan';
import { isArea, type Area } from './areas';

/** Who may open a route (spec 1 §2 route overview): a guest on a signed-in route goes to /sign-in, a customer on a signed-out one to /. */
export const ACCESS = ['any', 'signedIn', 'signedOut'] as const;
export type Access = (typeof ACCESS)[number];

/**
 * Extra conditions a remote may put on a signed-in route, beside its access (the shell checks them on the session's
 * user and sends a customer who does not meet one to /):
 * - noPlanOrRenewable: a customer with no plan, or whose plan is renewable (spec 2 §1: who may build a plan at /menu).
 */
export const ROUTE_CONDITIONS = ['noPlanOrRenewable'] as const;
export type RouteCondition = (typeof ROUTE_CONDITIONS)[number];

/** What the conditions read of the signed-in customer (the protocol's User has these fields). */
export type PlanFacts = SessionPlan;

const CONDITION_HOLDS: Record<RouteCondition, (user: PlanFacts) => boolean> = {
  noPlanOrRenewable: mayBuildPlan,
};

/** Whether a customer meets a route's condition. */
export function conditionHolds(condition: RouteCondition, user: PlanFacts): boolean {
  return CONDITION_HOLDS[condition](user);
}

export const isRouteCondition = (value: unknown): value is RouteCondition => (ROUTE_CONDITIONS as readonly unknown[]).includes(value);

/** One entry of a routes file (the full rules are in routesSchema.ts). */
export interface RouteDeclaration {
  path: string;
  access: Access;
  /** An extra condition on a signed-in route (ROUTE_CONDITIONS). */
  when?: RouteCondition | undefined;
  /** The remote's page component for this path (a key of the PAGES its Routes.tsx renders); none: its own fallback. */
  page?: string | undefined;
  /** A route whose screen is not open yet: the kit shows a titled, helpful page. */
  upcoming?: { title: string; description: string } | undefined;
}

/** The file name of a remote's routes, in its source folder and beside its mf-manifest.json in a build. */
export const ROUTES_FILE = 'routes.json';

/** A route as the shell sees it in /remotes.json: which area owns the path and who may open it. */
export interface AreaRoute {
  path: string;
  access: Access;
  area: Area;
  when?: RouteCondition;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isAccess = (value: unknown): value is Access => (ACCESS as readonly unknown[]).includes(value);

/** An entry of /remotes.json's routes, when it is well-formed and names a known area. */
export function asAreaRoute(value: unknown): AreaRoute | null {
  if (!isRecord(value) || typeof value.path !== 'string' || !isAccess(value.access)) return null;
  if (typeof value.area !== 'string' || !isArea(value.area)) return null;
  if (value.when !== undefined && !isRouteCondition(value.when)) return null;
  return { path: value.path, access: value.access, area: value.area, ...(value.when ? { when: value.when } : {}) };
}

/** The path and access of every entry of a routes file read in the browser; throws when it is not a list of routes. */
export function routePaths(body: unknown): { path: string; access: Access; when?: RouteCondition }[] {
  if (!Array.isArray(body)) throw new Error('A routes file is a list of routes');
  return body.map((entry: unknown) => {
    if (!isRecord(entry) || typeof entry.path !== 'string' || !isAccess(entry.access)) throw new Error('A route needs a path and an access');
    if (entry.when !== undefined && !isRouteCondition(entry.when)) throw new Error('A route condition must be one of ' + ROUTE_CONDITIONS.join(', '));
    return { path: entry.path, access: entry.access, ...(entry.when ? { when: entry.when } : {}) };
  });
}

/** The routes a remote announces before their pages (routes.json `upcoming`), as the kit's AreaRoutes shows them. */
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

/**
 * Whether two declarations of one path split it by session: one area serves guests (signedOut) and the other
 * signed-in customers (signedIn), so the shell can always tell which one owns the path (spec 1 §2: "/" is the landing
 * for guests and the dashboard for signed-in customers).
 */
export function splitBySession(a: Access, b: Access): boolean {
  return (a === 'signedIn' && b === 'signedOut') || (a === 'signedOut' && b === 'signedIn');
}

/**
 * The paths two areas both declare: a remote may not take over a path another area owns, unless the two split it by
 * session (one signedOut, the other signedIn; never a third claim).
 */
export function conflictingPaths(routes: readonly { path: string; area: string; access: Access }[]): string[] {
  const claims = new Map<string, { area: string; access: Access }[]>();
  for (const route of routes) claims.set(route.path, [...(claims.get(route.path) ?? []), route]);
  const conflicts: string[] = [];
  for (const [path, owners] of claims) {
    const areas = new Set(owners.map((owner) => owner.area));
    if (areas.size < 2) continue;
    const [first, second] = owners;
    if (owners.length === 2 && first && second && splitBySession(first.access, second.access)) continue;
    conflicts.push(path);
  }
  return conflicts;
}

/**
 * The routes that apply to this session: of a path split by session (splitBySession), only the declaration for a
 * signed-in customer or for a guest stays; every other route stays as it is.
 */
export function routesForSession<R extends { path: string; access: Access }>(routes: readonly R[], isSignedIn: boolean): R[] {
  const other: Access = isSignedIn ? 'signedOut' : 'signedIn';
  return routes.filter(
    (route) =>
      route.access !== other || !routes.some((twin) => twin !== route && twin.path === route.path && splitBySession(twin.access, route.access)),
  );
}
