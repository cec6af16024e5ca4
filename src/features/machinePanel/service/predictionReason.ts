// The reason beside the predicted "Next service" day, in the user's language: the server's own
// verdict (nextServiceDueBy, nextServiceInDays, usageHoursPerWeek from the evaluatePlan that gave the
// day), only put into words here, never worked out again (docs/features/service.md "Prediction").
import type { ServiceSetup } from '../../../../machines/serviceTab/serviceTab.types.ts';
import type { Formatter } from '../../../format/format.ts';
import { t } from '../../../i18n/i18n.ts';

/** Up to two weeks in days, up to 13 weeks in weeks, then in months: "about" as precise as a pace can be. */
function inAbout(days: number, f: Formatter): string {
  if (days <= 1) return t('tomorrow');
  if (days < 14) return t('in about {count} days', { count: f.count(days) });
  if (days < 91) return t('in about {count} weeks', { count: f.count(days / 7) });
  return t('in about {count} months', { count: f.count(days / 30.44) });
}

function calendarRule(type: number | null, frequency: number | null): string | null {
  if (!frequency || (type !== 3 && type !== 4)) return null;
  if (type === 3) return frequency === 1 ? t('calendar: every month') : t('calendar: every {count} months', { count: frequency });
  return frequency === 1 ? t('calendar: every year') : t('calendar: every {count} years', { count: frequency });
}

/** "in about 9 weeks at 34.0 h/week", "engine hours reached", "calendar: every 6 months"; null without a reason to give. */
export function predictionReason(setup: ServiceSetup, f: Formatter): string | null {
  switch (setup.nextServiceDueBy) {
    case 'Hours':
      if (setup.nextServiceInDays === null || setup.usageHoursPerWeek === null) return null;
      return t('{when} at {hours}/week', { when: inAbout(setup.nextServiceInDays, f), hours: f.hours(setup.usageHoursPerWeek) });
    case 'HoursReached':
      return t('engine hours reached');
    case 'Calendar':
      return calendarRule(setup.calendarServiceIntervalType, setup.calendarServiceFrequency);
    default:
      return null;
  }
}
