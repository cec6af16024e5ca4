import type { AreaName } from './routes.ts';
import { lazyArea, type LazyAreaComponent } from './lazyArea.tsx';

// One chunk per feature area (spec: map, fleet, places, settings, telematics, alerts, analytics,
// admin, version, permissions, not-found; plus login, docs, service and support).
export const AREAS: Record<AreaName, LazyAreaComponent> = {
  login: lazyArea('login', () => import('../features/login/LoginArea.tsx')),
  docs: lazyArea('docs', () => import('../features/docs/DocsPage.tsx')),
  map: lazyArea('map', () => import('../features/map/MapPage.tsx')),
  fleet: lazyArea('fleet', () => import('../features/fleet/FleetPage.tsx')),
  places: lazyArea('places', () => import('../features/places/PlacesPage.tsx')),
  telematics: lazyArea('telematics', () => import('../features/telematics/TelematicsPage.tsx')),
  analytics: lazyArea('analytics', () => import('../features/analytics/AnalyticsArea.tsx')),
  alerts: lazyArea('alerts', () => import('../features/alerts/AlertsPage.tsx')),
  service: lazyArea('service', () => import('../features/service/ServicePage.tsx')),
  admin: lazyArea('admin', () => import('../features/admin/AdminArea.tsx')),
  settings: lazyArea('settings', () => import('../features/settings/SettingsArea.tsx')),
  support: lazyArea('support', () => import('../features/support/CompaniesPage.tsx')),
  version: lazyArea('version', () => import('../features/version/VersionPage.tsx')),
  permissions: lazyArea('permissions', () => import('../features/permissions/PermissionsPage.tsx')),
  notFound: lazyArea('notFound', () => import('../features/notFound/NotFoundPage.tsx')),
};
