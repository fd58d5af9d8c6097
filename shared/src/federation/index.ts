export { AREAS, isArea, federationName } from './areas';
export type { Area } from './areas';
export {
  ACCESS,
  ROUTES_FILE,
  routeDeclarationSchema,
  routesFileSchema,
  areaRouteSchema,
  parseRoutesFile,
  conflictingPaths,
  upcomingPages,
  pageRoutes,
} from './routes';
export type { Access, RouteDeclaration, AreaRoute } from './routes';
