// The guards of the spec, applied to ROUTES: guests only reach login/activation/reset/docs and are
// sent to / with returnUrl otherwise; signed-in users are kept off the login pages; scope-only and
// permission-guarded routes send the user to / (which picks their home).
import { Redirect, useLocation, useSearch } from 'wouter';
import { useClaims, usePermissions, useSignedIn } from '../session/useSession.ts';
import { hasPermission } from '../../machines/session/session.claims.ts';
import { AREAS } from './areas.ts';
import { findRoute, homeFor } from './routes.ts';
import { LazyAppShell as AppShell } from './shell/LazyAppShell.tsx';

export function AppRoutes() {
  const [pathname] = useLocation();
  const search = useSearch();
  const signedIn = useSignedIn();
  const claims = useClaims();
  const permissions = usePermissions();
  const route = findRoute(pathname);
  const here = pathname + (search ? `?${search}` : '');
  const toLogin = <Redirect key="login" to={`/?returnUrl=${encodeURIComponent(here)}`} replace />;
  // "Redirect to /" for a signed-in user ends at their home; going there directly saves a hop.
  // (Keys matter: wouter's Redirect navigates once per mount.)
  const toHome = <Redirect key="home" to={homeFor(claims?.scope)} replace />;

  if (!route) {
    if (!signedIn) return toLogin;
    const NotFound = AREAS.notFound;
    return (
      <AppShell>
        <NotFound />
      </AppShell>
    );
  }

  const Area = AREAS[route.area];
  if (route.scope === 'guest') return signedIn ? toHome : <Area />;
  if (route.scope === 'public') {
    return signedIn ? (
      <AppShell>
        <Area />
      </AppShell>
    ) : (
      <Area />
    );
  }
  if (!signedIn) return toLogin;
  Area.preload(); // in parallel with the app shell's chunk
  if (route.scope !== 'any' && route.scope !== claims?.scope) return toHome;
  if (route.permission && !hasPermission(permissions, route.permission)) {
    return route.onDenied === 'nothing' ? null : toHome;
  }
  return (
    <AppShell>
      <Area />
    </AppShell>
  );
}
