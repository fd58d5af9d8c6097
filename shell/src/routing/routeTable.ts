import { matchRoutes } from '@mealplan/shared/router';
import { routesForSession, type AreaRoute } from '@mealplan/shared/federation';

/**
 * The answers given, per route table (a table is never changed: a new release publishes a new one). matchRoutes ranks
 * the whole table on every call (68 ms of a signed-in start-up at 4x CPU slowdown, over a few calls), and the shell asks
 * at start-up and on every render of the outlet.
 */
const answers = new WeakMap<readonly AreaRoute[], Map<string, AreaRoute | undefined>>();

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
  const matches = matchRoutes(routesForSession(routes, isSignedIn), pathname);
  const route = matches?.[matches.length - 1]?.route;
  known.set(key, route);
  return route;
}
