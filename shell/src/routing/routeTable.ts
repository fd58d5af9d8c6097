import { matchRoutes } from 'react-router-dom';
import type { Area } from '../federation/areas';

/** Who may open a route (spec 1 §2 route overview). */
export type Access = 'any' | 'signedIn' | 'signedOut';

export interface AreaRoute {
  path: string;
  area: Area;
  access: Access;
}

/**
 * Every route of the product and the remote that owns it. Each remote's Routes component matches the same
 * full paths (it is mounted at "/"), so the shell only decides which area and which guard apply.
 */
export const ROUTE_TABLE: readonly AreaRoute[] = [
  { path: '/', area: 'account', access: 'any' },
  { path: '/sign-in', area: 'account', access: 'signedOut' },
  { path: '/sign-up/:ref?', area: 'account', access: 'signedOut' },
  { path: '/restore', area: 'account', access: 'signedOut' },
  { path: '/restore/:token', area: 'account', access: 'signedOut' },
  { path: '/forgot/:token', area: 'account', access: 'signedOut' },
  { path: '/confirm', area: 'account', access: 'any' },
  { path: '/feedback/*', area: 'account', access: 'signedIn' },
  { path: '/contact', area: 'account', access: 'any' },
  { path: '/menu/*', area: 'planner', access: 'signedIn' },
  { path: '/checkout/*', area: 'checkout', access: 'signedIn' },
  { path: '/renewplan/:action?', area: 'checkout', access: 'signedIn' },
  { path: '/modify/*', area: 'modify', access: 'signedIn' },
  { path: '/viewmenu', area: 'modify', access: 'signedIn' },
  { path: '/dashboard', area: 'health', access: 'signedIn' },
  { path: '/profile', area: 'health', access: 'signedIn' },
  { path: '/my-credit', area: 'health', access: 'signedIn' },
  { path: '/progress', area: 'health', access: 'signedIn' },
  { path: '/body-analysis', area: 'health', access: 'signedIn' },
  { path: '/fitbit', area: 'health', access: 'signedIn' },
  { path: '/nutrition-support/forum/add', area: 'content', access: 'signedIn' },
  { path: '/nutrition-support/forum/edit/:id', area: 'content', access: 'signedIn' },
  { path: '/nutrition-support/*', area: 'content', access: 'any' },
  { path: '/page/:alias', area: 'content', access: 'any' },
  { path: '/terms', area: 'content', access: 'any' },
  { path: '/refunds', area: 'content', access: 'any' },
  { path: '/privacy-policy', area: 'content', access: 'any' },
  // Any other path is the content area's generic page, which shows "404" / "Not found" when its lookup fails.
  { path: '*', area: 'content', access: 'any' },
];

/** The route-table entry that owns a pathname (always one: "*" catches the rest). */
export function routeFor(pathname: string): AreaRoute {
  const matches = matchRoutes(ROUTE_TABLE as AreaRoute[], pathname);
  const match = matches?.[matches.length - 1]?.route;
  if (!match) throw new Error(`No route owns ${pathname}`);
  return match;
}
