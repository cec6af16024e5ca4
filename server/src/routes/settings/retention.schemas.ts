import { Type } from '@sinclair/typebox';
import { RETENTION_BOUNDS, type RetentionField } from '../../../../machines/retentionSettings/retentionSettings.rules.ts';

const months = (field: RetentionField, description: string) => {
  const { min, max, default: byDefault } = RETENTION_BOUNDS[field];
  return Type.Integer({ minimum: min, maximum: max, description: `${description} (months, ${min}-${max}; default ${byDefault})` });
};

const fields = {
  positionsMonths: months('positionsMonths', "How long the machines' raw positions (every report, its attributes and battery samples) are kept"),
  eventsMonths: months('eventsMonths', 'How long machine events and place events are kept'),
  notificationsMonths: months('notificationsMonths', 'How long notifications (and their e-mail jobs) are kept'),
  dailyFiguresMonths: months('dailyFiguresMonths', 'How long the daily usage figures are kept; at least as long as raw positions'),
};

export const RetentionSettings = Type.Object(fields, { $id: 'RetentionSettings' });

export const RetentionSettingsBody = Type.Object(fields, { additionalProperties: false });
