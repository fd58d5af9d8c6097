import { matchRoutes } from 'react-router-dom';
import type { AreaRoute } from '@mealplan/shared/federation';

/**
 * The shell's route table is what the remotes publish (their routes.json, merged into /remotes.json): the shell
 * only decides which area owns a path and which guard applies; each remote's Routes matches the same full paths.
 * The most specific path wins (react-router's ranking), so the content area's catch-all "*" comes last.
 */
export function routeFor(routes: readonly AreaRoute[], pathname: string): AreaRoute | undefined {
  const matches = matchRoutes(routes as AreaRoute[], pathname);
  return matches?.[matches.length - 1]?.route;
}
