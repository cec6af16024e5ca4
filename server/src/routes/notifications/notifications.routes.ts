// Alerts and notifications (features spec §7 "Notifications and alerts"). Alert management needs
// access:alert (the spec's manage-alerts); a user's own notifications, last-read time and switches
// need only a signed-in web user. Everything is scoped to the caller's company (another company's
// id: 404) and, for notifications, to the caller.
import { Type } from '@sinclair/typebox';
import { sql, type SqlBool } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app.ts';
import type { TypedApp } from '../../http/types.ts';
import { envelopeResponses, ok } from '../../http/envelope.ts';
import { column, defineGrid, runGrid, type GridContext, type GridRequestValue } from '../../services/grid.ts';
import { gridContext } from '../../services/gridFormat.ts';
import { gridExportRoute } from '../common/gridExport.ts';
import {
  deletePlaceAlert,
  ensureMachineAlerts,
  readAssetAlert,
  readPlaceAlert,
  saveAssetAlert,
  savePlaceAlert,
  type Caller,
  type PlaceAlertBody as PlaceAlertValue,
} from '../../alerts/alerts.ts';
import { MACHINE_ALERTS } from '../../alerts/catalog.ts';
import { listNotifications, notificationConfiguration, setSubscription, updateLastReadTime, type Reader } from '../../alerts/notifications.ts';
import {
  AlertGrid,
  alertSchemas,
  AssetAlertBody,
  DeletedAlert,
  IdParams,
  LastRead,
  NotificationConfiguration,
  NotificationPage,
  PageParams,
  PlaceAlertBody,
  Subscription,
  SubscriptionBody,
} from './notifications.schemas.ts';

const tags = ['Notifications'];
const manage = { permission: 'access:alert' };

const nameSql = sql`case ${sql.join(
  MACHINE_ALERTS.map((a) => sql`when a.alert_type = ${a.type} then ${a.name}`),
  sql` `,
)} else coalesce(p.name, a.alert_type) end`;

const ALERTS = defineGrid({
  from: sql`alerts a`,
  joins: { p: sql`left join places p on p.id = a.place_id` },
  key: sql`a.id`,
  columns: {
    name: column.text(nameSql, { joins: ['p'] }),
    alertType: column.enumOf(sql`a.kind`, [
      { id: 'machine', name: 'Machine' },
      { id: 'place', name: 'Place' },
    ]),
    enabled: column.boolean(sql`a.enabled`),
    notifyAllNewUsers: column.boolean(sql`a.notify_all_new_users`),
  },
  textSearchColumns: ['name'],
  defaultSort: [
    { fieldName: 'alertType', sortOrder: 0 },
    { fieldName: 'name', sortOrder: 0 },
  ],
});

interface AlertGridRaw {
  id: number;
  name: string;
  kind: string;
  alert_type: string;
  place_id: number | null;
  enabled: number;
  notify_all_new_users: number;
}

const caller = (request: FastifyRequest): Caller => ({ companyId: request.auth.companyId, userId: request.auth.userId });
const reader = (request: FastifyRequest): Reader => ({
  ...caller(request),
  timeZone: request.auth.user.timezone_id,
  languageId: request.auth.user.language_id,
});

export async function notificationRoutes(app: TypedApp, { db, heavy }: AppContext) {
  for (const schema of alertSchemas) app.addSchema(schema);

  /** One page of the alerts grid: the company's machine alerts are made first when it has none yet. */
  const alertsPage = async (ctx: GridContext, body: GridRequestValue) => {
    await ensureMachineAlerts(db, ctx.companyId);
    return runGrid(db, ALERTS, body, {
      ctx,
      scope: [sql<SqlBool>`a.company_id = ${ctx.companyId}`],
      keyField: 'id',
      select: sql`a.id, ${nameSql} as name, a.kind, a.alert_type, a.place_id, a.enabled, a.notify_all_new_users`,
      rows: (raw: AlertGridRaw[]) =>
        raw.map((a) => ({
          id: a.id,
          name: a.name,
          alertType: a.kind === 'place' ? ('Place' as const) : ('Machine' as const),
          machineAlertType: a.kind === 'machine' ? a.alert_type : null,
          placeId: a.place_id,
          enabled: Number(a.enabled) === 1,
          notifyAllNewUsers: Number(a.notify_all_new_users) === 1,
        })),
    });
  };

  app.post(
    '/web/v1/notifications/alerts',
    {
      config: manage,
      schema: {
        operationId: 'alertGrid',
        tags,
        summary: "The company's machine alerts and place alerts (grid; text search on name)",
        body: Type.Ref('GridRequest'),
        response: envelopeResponses(AlertGrid),
      },
    },
    async (request) => ok(await alertsPage(gridContext(request.auth), request.body as GridRequestValue)),
  );

  gridExportRoute(
    app,
    { heavy },
    {
      url: '/web/v1/notifications/alerts',
      operationId: 'exportAlertGrid',
      what: 'The alerts grid',
      config: manage,
      requestSchema: 'GridRequest',
      grid: ALERTS,
      stem: 'alerts',
      sheet: 'Alerts',
      page: (ctx, body: GridRequestValue) => alertsPage(ctx, body),
    },
  );

  app.get(
    '/web/v1/notifications/assets/alerts/:id',
    {
      config: manage,
      schema: {
        operationId: 'assetAlert',
        tags,
        summary: 'A machine alert with its recipients',
        params: IdParams,
        response: envelopeResponses(Type.Ref('AssetAlert')),
      },
    },
    async (request) => ok(await readAssetAlert(db, caller(request), request.params.id)),
  );

  app.put(
    '/web/v1/notifications/assets/alerts/:id',
    {
      config: manage,
      schema: {
        operationId: 'saveAssetAlert',
        tags,
        summary: 'Saves a machine alert: on/off, recipients, notify all new users',
        params: IdParams,
        body: AssetAlertBody,
        response: envelopeResponses(Type.Ref('AssetAlert')),
      },
    },
    async (request) => ok(await saveAssetAlert(db, caller(request), request.params.id, request.body)),
  );

  app.post(
    '/web/v1/notifications/places/alerts',
    {
      config: manage,
      schema: {
        operationId: 'savePlaceAlert',
        tags,
        summary: 'Creates (no id) or updates a place alert: entry/exit triggers, work shifts and holidays (place time zone), recipients',
        body: PlaceAlertBody,
        response: envelopeResponses(Type.Ref('PlaceAlert')),
      },
    },
    async (request) => ok(await savePlaceAlert(db, caller(request), request.body as PlaceAlertValue)),
  );

  app.get(
    '/web/v1/notifications/places/alerts/:id',
    {
      config: manage,
      schema: { operationId: 'placeAlert', tags, summary: 'A place alert', params: IdParams, response: envelopeResponses(Type.Ref('PlaceAlert')) },
    },
    async (request) => ok(await readPlaceAlert(db, caller(request), request.params.id)),
  );

  app.delete(
    '/web/v1/notifications/places/alerts/:id',
    {
      config: manage,
      schema: {
        operationId: 'deletePlaceAlert',
        tags,
        summary: 'Deletes a place alert (its notifications stay in the logs)',
        params: IdParams,
        response: envelopeResponses(DeletedAlert),
      },
    },
    async (request) => ok(await deletePlaceAlert(db, caller(request), request.params.id)),
  );

  app.get(
    '/web/v1/notifications/notifications/:start/:limit',
    {
      schema: {
        operationId: 'notifications',
        tags,
        summary: "The caller's notification log, newest first, with isNew and the count of new ones",
        params: PageParams,
        response: envelopeResponses(NotificationPage),
      },
    },
    async (request) => ok(await listNotifications(db, reader(request), request.params.start, request.params.limit)),
  );

  app.patch(
    '/web/v1/notifications/notifications/updateLastReadTime',
    {
      schema: {
        operationId: 'updateNotificationsLastReadTime',
        tags,
        summary: 'Marks every notification created until now as read',
        response: envelopeResponses(LastRead),
      },
    },
    async (request) => ok(await updateLastReadTime(db, reader(request))),
  );

  app.get(
    '/web/v1/notifications/notifications/getConfiguration',
    {
      schema: {
        operationId: 'notificationConfiguration',
        tags,
        summary: 'The alerts that notify the caller, with the e-mail and in-app switches',
        response: envelopeResponses(NotificationConfiguration),
      },
    },
    async (request) => ok(await notificationConfiguration(db, reader(request))),
  );

  app.put(
    '/web/v1/notifications/notifications/subscribe',
    {
      schema: {
        operationId: 'subscribeNotifications',
        tags,
        summary: 'Turns one channel (Email=0, UserInterface=3) of one alert on for the caller',
        body: SubscriptionBody,
        response: envelopeResponses(Subscription),
      },
    },
    async (request) => ok(await setSubscription(db, reader(request), request.body.id, request.body.notificationType, true)),
  );

  app.delete(
    '/web/v1/notifications/notifications/unsubscribe',
    {
      schema: {
        operationId: 'unsubscribeNotifications',
        tags,
        summary: 'Turns one channel (Email=0, UserInterface=3) of one alert off for the caller',
        querystring: SubscriptionBody,
        response: envelopeResponses(Subscription),
      },
    },
    async (request) => ok(await setSubscription(db, reader(request), request.query.id, request.query.notificationType, false)),
  );
}
