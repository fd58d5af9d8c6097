import { matchRoutes } from '@mealplan/shared/router';
import { routesForSession, type AreaRoute } from '@mealplan/shared/federation';

/**
 * The shell's route table is what the remotes publish (their routes.json, merged into /remotes.json): the shell
 * only decides which area owns a path and which guard applies; each remote's Routes matches the same full paths.
 * The most specific path wins (react-router's ranking), so the content area's catch-all "*" comes last. A path two
 * areas split by session (one signedOut, one signedIn, as "/") belongs to the one that fits the session.
 */
export function routeFor(routes: readonly AreaRoute[], pathname: string, isSignedIn = false): AreaRoute | undefined {
  const matches = matchRoutes(routesForSession(routes, isSignedIn), pathname);
  return matches?.[matches.length - 1]?.route;
}
