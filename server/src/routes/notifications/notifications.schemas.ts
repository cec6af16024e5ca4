// Request and answer shapes of the alerts and notifications calls (features spec §3, §7). Every
// string, array and number is bounded; ids are positive integers.
import { Type } from '@sinclair/typebox';
import { gridResponseSchema } from '../../services/grid.ts';
import { Id } from '../../http/bounds.ts';

export const IdParams = Type.Object({ id: Id() }, { additionalProperties: false });

export const PageParams = Type.Object(
  {
    start: Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'Offset of the first notification (0: newest)' }),
    limit: Type.Integer({ minimum: 1, maximum: 100, description: 'At most 100 (the spec page size)' }),
  },
  { additionalProperties: false },
);

export const SubscriptionBody = Type.Object(
  {
    id: Id(),
    notificationType: Type.Union([Type.Literal(0), Type.Literal(3)], { description: 'Email=0, UserInterface=3' }),
  },
  { additionalProperties: false },
);

const NotificationUser = Type.Object(
  { id: Type.Integer(), name: Type.String(), active: Type.Boolean({ description: 'The alert notifies this user' }) },
  { $id: 'AlertNotificationUser' },
);
const NotificationUserInput = Type.Object({ id: Id(), active: Type.Boolean() }, { additionalProperties: false });
const notificationUsersInput = Type.Array(NotificationUserInput, { maxItems: 2000, description: 'Users with active = true receive the alert' });

export const AssetAlert = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    alertType: Type.String({ description: 'LowBatteryVoltage, PowerSupplyDisconnected, BatteryMainSwitchOff, MovementWithoutIgnition or SoonToService' }),
    enabled: Type.Boolean(),
    notifyAllNewUsers: Type.Boolean({ description: 'Users created after the list was saved receive it too' }),
    notificationUsers: Type.Array(Type.Ref('AlertNotificationUser'), { description: 'Every active user of the company; active: receives it' }),
  },
  { $id: 'AssetAlert' },
);

export const AssetAlertBody = Type.Object(
  { enabled: Type.Boolean(), notifyAllNewUsers: Type.Boolean(), notificationUsers: notificationUsersInput },
  { additionalProperties: false },
);

const hhmm = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', maxLength: 5, description: 'HH:mm in the place’s time zone' });
const day = Type.Boolean();
export const WorkShift = Type.Object(
  {
    workShiftId: Type.Optional(Type.Union([Id(), Type.Null()])),
    monday: day,
    tuesday: day,
    wednesday: day,
    thursday: day,
    friday: day,
    saturday: day,
    sunday: day,
    startPlaceTime: hhmm,
    endPlaceTime: Type.String({ ...hhmm, description: 'HH:mm; at or before the start: the next day (equal: the whole day)' }),
  },
  { $id: 'WorkShift', additionalProperties: false },
);

const Triggers = Type.Object(
  {
    workShifts: Type.Array(Type.Ref('WorkShift'), {
      maxItems: 14,
      description: 'Non-working windows: an engine start inside one raises IgnitionOnNonWorkingHours',
    }),
    holidays: Type.Array(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 }), {
      maxItems: 366,
      description: 'Days (place time zone) on which an engine start raises IgnitionOnHoliday',
    }),
  },
  { additionalProperties: false },
);

export const PlaceAlertBody = Type.Object(
  {
    id: Type.Optional(Type.Union([Id(), Type.Null()], { description: 'Absent or null: create' })),
    placeId: Id(),
    enabled: Type.Boolean(),
    notifyAllNewUsers: Type.Boolean(),
    notificationUsers: notificationUsersInput,
    triggerOnEnter: Type.Boolean(),
    triggerOnExit: Type.Boolean(),
    triggers: Triggers,
  },
  { additionalProperties: false },
);

export const PlaceAlert = Type.Object(
  {
    id: Type.Integer(),
    placeId: Type.Integer(),
    placeName: Type.String(),
    placeTimeZone: Type.String(),
    enabled: Type.Boolean(),
    notifyAllNewUsers: Type.Boolean(),
    notificationUsers: Type.Array(Type.Ref('AlertNotificationUser')),
    triggerOnEnter: Type.Boolean(),
    triggerOnExit: Type.Boolean(),
    triggers: Type.Object({ workShifts: Type.Array(Type.Ref('WorkShift')), holidays: Type.Array(Type.String()) }),
  },
  { $id: 'PlaceAlert' },
);

export const DeletedAlert = Type.Object({ id: Type.Integer() });

export const AlertRow = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    // A string enum, not a union of literals: Mesh drops a field typed as a union of literals.
    alertType: Type.Unsafe<'Machine' | 'Place'>({ type: 'string', enum: ['Machine', 'Place'] }),
    machineAlertType: Type.Union([Type.String(), Type.Null()]),
    placeId: Type.Union([Type.Integer(), Type.Null()]),
    enabled: Type.Boolean(),
    notifyAllNewUsers: Type.Boolean(),
  },
  { $id: 'AlertRow' },
);
export const AlertGrid = gridResponseSchema(Type.Ref('AlertRow'));

export const Notification = Type.Object(
  {
    id: Type.Integer(),
    subject: Type.String(),
    body: Type.String(),
    kind: Type.Union([Type.Literal('Event'), Type.Literal('SoonToService')]),
    eventName: Type.String(),
    assetId: Type.Union([Type.Integer(), Type.Null()]),
    placeId: Type.Union([Type.Integer(), Type.Null()]),
    link: Type.String({ description: 'Where the row leads: /map?assetId=… or /service?quickFilter=Soon' }),
    utcTime: Type.String({ description: 'When the event happened' }),
    userTimeFormatted: Type.String(),
    isNew: Type.Boolean({ description: 'Created after the last-read time' }),
  },
  { $id: 'Notification' },
);

export const NotificationPage = Type.Object({
  items: Type.Array(Type.Ref('Notification')),
  start: Type.Integer(),
  limit: Type.Integer(),
  total: Type.Integer(),
  newCount: Type.Integer({ description: 'Notifications created after the last-read time (the red dot)' }),
  lastReadUtcTime: Type.Union([Type.String(), Type.Null()]),
});

export const LastRead = Type.Object({ lastReadUtcTime: Type.String() });

export const NotificationConfiguration = Type.Object({
  items: Type.Array(
    Type.Object({
      id: Type.Integer({ description: 'The alert id (subscribe / unsubscribe take it)' }),
      name: Type.String(),
      alertType: Type.Union([Type.Literal('Machine'), Type.Literal('Place')]),
      enabled: Type.Boolean(),
      emailNotification: Type.Boolean(),
      uiNotification: Type.Boolean(),
    }),
  ),
});

export const Subscription = Type.Object({ id: Type.Integer(), emailNotification: Type.Boolean(), uiNotification: Type.Boolean() });

export const alertSchemas = [NotificationUser, WorkShift, AssetAlert, PlaceAlert, AlertRow, Notification];
