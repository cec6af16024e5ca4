// The kinds of hour-meter finding with how each is found (decision 0065): the dashboard's counts and
// the machine panel's flag use the same words.
import { msg } from '../../i18n/i18n.ts';
import type { HourMeterKind } from './analytics.api.ts';

/** `label` heads a count, `one` names a single finding (a table row, the flag's lines). */
export const HOUR_METER_KINDS: readonly { kind: HourMeterKind; label: string; one: string; explain: string }[] = [
  {
    kind: 'offlineJump',
    label: msg('Hours gained offline'),
    one: msg('Hours gained offline'),
    explain: msg(
      'The unit’s hour meter came back at least a quarter hour higher than when its last session ended, with no session between: hours the machine ran while the unit was not reporting, missing from its daily use.',
    ),
  },
  {
    kind: 'aempDisagrees',
    label: msg('AEMP disagrees'),
    one: msg('AEMP disagrees'),
    explain: msg('A manufacturer (AEMP) reading more than 1 h from the hours the machine’s own unit gives for the same moment.'),
  },
  {
    kind: 'calibration',
    label: msg('Calibrations'),
    one: msg('Calibration'),
    explain: msg(
      'Someone set the machine’s hours (a service report with other hours than the telemetry’s), or an integration did; later hours continue from the value set.',
    ),
  },
];

/** A single finding's name (a table row, the machine's flag). */
export const findingName = (kind: HourMeterKind) => HOUR_METER_KINDS.find((k) => k.kind === kind)!.one;
