import { matchRoutes } from '@mealplan/shared/router';
import { routesForSession, type AreaRoute } from '@mealplan/shared/federation';

/**
 * The answers given, per route table (a table is never changed: a new release publishes a new one). matchRoutes ranks
 * the whole table on every call (68 ms of a signed-in start-up at 4x CPU slowdown, over a few calls), and the shell asks
 * at start-up and on every render of the outlet.
 */
const answers = new WeakMap<readonly AreaRoute[], Map<string, AreaRoute | undefined>>();

/** What a path's first segment can match: that segment (lower-cased: paths match whatever the case), or any. */
const ANY_FIRST_SEGMENT = null;

function firstSegmentOf(path: string): string | typeof ANY_FIRST_SEGMENT {
  const first = path.split('/').find((segment) => segment !== '') ?? '';
  // A parameter (":id"), an optional segment ("x?") or a splat ("*") can stand for another first segment.
  return first.startsWith(':') || first.endsWith('?') || first.includes('*') ? ANY_FIRST_SEGMENT : first.toLowerCase();
}

/** The address's first segment as matchRoutes reads it (without a query or hash, decoded), lower-cased. */
function addressFirstSegment(pathname: string): string {
  const first =
    pathname
      .split(/[?#]/, 1)[0]!
      .split('/')
      .find((segment) => segment !== '') ?? '';
  try {
    return decodeURIComponent(first).toLowerCase();
  } catch {
    return first.toLowerCase();
  }
}

/**
 * The routes that could match `pathname`: a route whose first segment is fixed and differs from the address's cannot,
 * and ranking fewer routes is the cheaper part of a first match on a phone (the whole table ranked took 2 to 3 ms a
 * call warm, 28 ms cold, on this machine's Node). react-router still ranks and matches the ones left.
 */
function candidatesFor(routes: readonly AreaRoute[], pathname: string): AreaRoute[] {
  const first = addressFirstSegment(pathname);
  return routes.filter((route) => {
    const segment = firstSegmentOf(route.path);
    return segment === ANY_FIRST_SEGMENT || segment === first;
  });
}

/**
 * The shell's route table is what the remotes publish (their routes.json, merged into /remotes.json): the shell
 * only decides which area owns a path and which guard applies; each remote's Routes matches the same full paths.
 * The most specific path wins (react-router's ranking), so the content area's catch-all "*" comes last. A path two
 * areas split by session (one signedOut, one signedIn, as "/") belongs to the one that fits the session.
 */
export function routeFor(routes: readonly AreaRoute[], pathname: string, isSignedIn = false): AreaRoute | undefined {
  let known = answers.get(routes);
  if (!known) {
    known = new Map();
    answers.set(routes, known);
  }
  const key = `${isSignedIn ? 'in' : 'out'} ${pathname}`;
  if (known.has(key)) return known.get(key);
  const matches = matchRoutes(candidatesFor(routesForSession(routes, isSignedIn), pathname), pathname);
  const route = matches?.[matches.length - 1]?.route;
  known.set(key, route);
  return route;
}
