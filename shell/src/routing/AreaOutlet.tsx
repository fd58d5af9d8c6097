import { observer } from 'mobx-react-lite';
import { Navigate, useLocation } from '@mealplan/shared/router';
import type { AreaRoute } from '@mealplan/shared/federation';
import { sessionStore } from '@mealplan/shared/session';
import { NotFound } from '@mealplan/shared/ui';
import { RemoteArea } from '../areas/RemoteArea';
import { AreaLoading } from '../areas/AreaLoading';
import { accessDecision } from './accessDecision';
import { routeFor } from './routeTable';

/** Renders the remote that owns the current path, after the route's guard allows it. */
export const AreaOutlet = observer(function AreaOutlet({ routes }: { routes: readonly AreaRoute[] }) {
  const { pathname } = useLocation();
  const route = routeFor(routes, pathname, sessionStore.isSignedIn);
  // Only when no remote claims the path (the content area's "*" normally does).
  if (!route) return <NotFound />;
  const { hasPlan, renewPlan, canBeRenewed } = sessionStore.user;
  const user = hasPlan === undefined ? null : { hasPlan, renewPlan: renewPlan ?? false, canBeRenewed: canBeRenewed ?? false };
  const decision = accessDecision(route.access, { isSignedIn: sessionStore.isSignedIn, cc: sessionStore.cc, user }, route.when);
  if (decision.kind === 'wait') return <AreaLoading />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <RemoteArea key={route.area} area={route.area} />;
});
