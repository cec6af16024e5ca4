import { Type } from '@sinclair/typebox';
import { Id, MAX_EMAIL } from '../../http/bounds.ts';
import {
  MAX_COLLEAGUES_OFFERED,
  MAX_REPORT_RECIPIENTS,
  MAX_REPORT_SCHEDULES,
  REPORT_FREQUENCIES,
  REPORT_KINDS,
  type ReportFrequency,
  type ReportKind,
} from '../../../../machines/reportSchedule/reportSchedule.rules.ts';

const report = Type.Unsafe<ReportKind>({
  type: 'string',
  enum: [...REPORT_KINDS],
  title: 'ScheduledReportKind',
  description: 'usage: the usage report (engine, idle and production hours per machine and day); utilization: the utilization summary per machine',
});
const frequency = Type.Unsafe<ReportFrequency>({
  type: 'string',
  enum: [...REPORT_FREQUENCIES],
  title: 'ScheduledReportFrequency',
  description: "weekly: the last whole ISO week (Monday to Sunday), sent on Monday; monthly: the last calendar month, sent on its 1st (the caller's calendar)",
});
const recipients = Type.Array(Id(), {
  maxItems: MAX_REPORT_RECIPIENTS,
  uniqueItems: true,
  description: `Colleagues (user ids of the caller's company) mailed besides the caller, at most ${MAX_REPORT_RECIPIENTS}`,
});

export const ReportSchedule = Type.Object(
  {
    id: Type.Integer(),
    report,
    frequency,
    recipients,
    createdTs: Type.Integer({ description: 'Created (epoch ms)' }),
    updatedTs: Type.Integer({ description: 'Last changed (epoch ms)' }),
  },
  { $id: 'ReportSchedule' },
);

export const ReportColleague = Type.Object(
  // A name is first and last name (100 each) or, without them, the address.
  { userId: Id(), name: Type.String({ maxLength: MAX_EMAIL }), email: Type.String({ maxLength: MAX_EMAIL }) },
  { $id: 'ReportColleague' },
);

export const ReportSchedules = Type.Object({
  schedules: Type.Array(Type.Ref('ReportSchedule'), { maxItems: MAX_REPORT_SCHEDULES }),
  colleagues: Type.Array(Type.Ref('ReportColleague'), {
    maxItems: MAX_COLLEAGUES_OFFERED,
    description: `Who a schedule may mail besides the caller: the first ${MAX_COLLEAGUES_OFFERED} by name`,
  }),
});

export const ReportScheduleBody = Type.Object({ report, frequency, recipients }, { additionalProperties: false });

export const ReportScheduleIdQuery = Type.Object({ id: Id() }, { additionalProperties: false });

export const DeletedReportSchedule = Type.Object({ id: Type.Integer() });
