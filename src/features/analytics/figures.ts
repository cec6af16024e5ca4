// The utilization figures: their column headings, how each is computed (the tooltips; the same
// words as docs/features/analytics.md) and their values for the tables and the exports.
import type { UsageFigures } from '../../../machines/analyticsRange/analyticsRange.types.ts';
import { msg } from '../../i18n/i18n.ts';

export interface FigureDef {
  key: keyof UsageFigures;
  label: string;
  explain: string;
  /** 'hours' to 0.1 h, a percentage, a count, or hours per day with two decimals. */
  kind: 'hours' | 'percent' | 'count' | 'perDay';
}

export const FIGURES: readonly FigureDef[] = [
  { key: 'engineHours', label: msg('Engine hours'), explain: msg('Time with the ignition on, summed over the days of the range.'), kind: 'hours' },
  { key: 'workingHours', label: msg('Working hours'), explain: msg('Engine hours minus idle hours.'), kind: 'hours' },
  {
    key: 'idleHours',
    label: msg('Idle hours'),
    explain: msg('Time with the engine on while standing still (under 2 km/h, work input off) for at least 5 minutes in a row.'),
    kind: 'hours',
  },
  { key: 'idlePercent', label: msg('Idle %'), explain: msg('Idle hours ÷ engine hours × 100. Empty without engine time.'), kind: 'percent' },
  {
    key: 'daysUsed',
    label: msg('Days used'),
    explain: msg('Days with engine time, weekends included, of the working days (Monday to Friday) in the range. For a group: machine-days.'),
    kind: 'count',
  },
  {
    key: 'hoursPerWorkingDay',
    label: msg('Hours per working day'),
    explain: msg('Engine hours ÷ (machines × working days in the range).'),
    kind: 'perDay',
  },
];

export const MACHINES_EXPLAINED = msg('Machines counted in the group. A machine with two tags counts under both.');

/** A change with its sign: '+' before a gain (a loss carries its own minus). */
export const signed = (text: string, value: number | null) => (value !== null && value > 0 ? `+${text}` : text);
