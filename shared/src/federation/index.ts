// Areas and route declarations, with no zod: the shell and the remotes read what publish-remote has checked.
// The full check of a routes file is '@mealplan/shared/federation/schema'.
export { AREAS, isArea, federationName } from './areas';
export type { Area } from './areas';
export {
  ACCESS,
  ROUTE_CONDITIONS,
  conditionHolds,
  isRouteCondition,
  ROUTES_FILE,
  asAreaRoute,
  routePaths,
  upcomingPages,
  pageRoutes,
  conflictingPaths,
  routesForSession,
  splitBySession,
} from './routes';
export type { Access, RouteDeclaration, AreaRoute, RouteCondition, PlanFacts } from './routes';
