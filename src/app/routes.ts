// Every route of the spec, who may see it and which lazily loaded area renders it.
// Scope 'guest' = only signed-out users (login, activation, reset); 'public' = everyone (docs);
// 'web' / 'support' = that scope only; 'any' = any signed-in user.
// Beyond the navigation's own rules the spec leaves route permissions "not shown"; we guard a route
// with the same permission as its navigation entry, so a typed URL cannot reach a hidden page.
export type RouteScope = 'guest' | 'public' | 'web' | 'support' | 'any';

export type AreaName =
  | 'login'
  | 'docs'
  | 'map'
  | 'fleet'
  | 'places'
  | 'telematics'
  | 'analytics'
  | 'alerts'
  | 'service'
  | 'admin'
  | 'settings'
  | 'support'
  | 'version'
  | 'permissions'
  | 'notFound';

export interface RouteDef {
  path: string;
  scope: RouteScope;
  area: AreaName;
  permission?: string;
  /** When the permission is missing: redirect to / (default) or render nothing. */
  onDenied?: 'redirect' | 'nothing';
}

export const ROUTES: RouteDef[] = [
  { path: '/', scope: 'guest', area: 'login' },
  { path: '/activateAccount', scope: 'guest', area: 'login' },
  { path: '/finishResetPassword', scope: 'guest', area: 'login' },
  { path: '/docs', scope: 'public', area: 'docs' },
  { path: '/map', scope: 'web', area: 'map' },
  { path: '/fleet', scope: 'web', area: 'fleet' },
  { path: '/places', scope: 'web', area: 'places' },
  { path: '/telematics', scope: 'web', area: 'telematics' },
  { path: '/analytics', scope: 'web', area: 'analytics' },
  { path: '/analytics/reports', scope: 'web', area: 'analytics' },
  { path: '/analytics/reports/usage-report/pick-machines', scope: 'web', area: 'analytics' },
  { path: '/alerts', scope: 'web', area: 'alerts', permission: 'access:alert' },
  { path: '/service', scope: 'web', area: 'service', permission: 'access:service' },
  { path: '/admin', scope: 'any', area: 'admin', permission: 'access:administration' },
  { path: '/admin/users', scope: 'any', area: 'admin', permission: 'access:administration' },
  { path: '/admin/client-management', scope: 'web', area: 'admin', permission: 'access:administration' },
  // Ours (issue 13): the integrations screen needs what its calls need.
  { path: '/admin/integrations', scope: 'web', area: 'admin', permission: 'manage:integration' },
  { path: '/settings', scope: 'any', area: 'settings' },
  { path: '/settings/profile', scope: 'any', area: 'settings' },
  { path: '/settings/language', scope: 'any', area: 'settings' },
  { path: '/settings/notifications', scope: 'any', area: 'settings' },
  // Ours (issue 30, decision 0057): the company owner's data retention; the calls need the same.
  { path: '/settings/retention', scope: 'web', area: 'settings', permission: 'manage:retention' },
  // Ours (issue 29, decision 0061): scheduled reports, with the reports rights (any web user).
  { path: '/settings/scheduled-reports', scope: 'web', area: 'settings' },
  { path: '/ver', scope: 'any', area: 'version' },
  { path: '/permissions', scope: 'any', area: 'permissions' },
  { path: '/support/companies/', scope: 'support', area: 'support' },
  { path: '/support/companies', scope: 'support', area: 'support' },
];

/** Where / sends a signed-in user (spec: Support → companies, others → the map). */
export const homeFor = (scope: 'web' | 'support' | undefined) => (scope === 'support' ? '/support/companies/' : '/map');

export function findRoute(pathname: string): RouteDef | undefined {
  return ROUTES.find((r) => r.path === pathname);
}
