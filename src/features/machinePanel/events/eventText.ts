// A machine event card's header and message in the user's language. The server writes them in English
// from fixed templates (server/src/telemetry/events.ts machineEventText; decision 0016: server texts are
// English); the same templates are listed here, each sent text is matched against them and made again
// from the catalogue with the values it carried (a place's name, a voltage in the user's number
// format). A text of another shape shows as sent.
import { msg, t } from '../../../i18n/i18n.ts';
import { currentFormat } from '../../../format/format.ts';
import { ALARM_NAMES } from './alarmNames.ts';

const TEMPLATES: readonly string[] = [
  msg('Geofence entry'),
  msg('Entered {place}'),
  msg('Geofence exit'),
  msg('Left {place}'),
  msg('Ignition on during a holiday'),
  msg('Ignition turned on at {place} on a holiday'),
  msg('Ignition on outside working hours'),
  msg('Ignition turned on at {place} outside its working hours'),
  msg('Low battery voltage'),
  msg('Battery at {voltage}, below the alarm threshold of {threshold}'),
  msg('Power supply disconnected'),
  msg('The telematics unit lost its external power supply'),
  msg('Power supply connected'),
  msg('External power is back ({voltage})'),
  msg('Battery main switch off'),
  msg('The battery main switch was turned off'),
  msg('Battery main switch on'),
  msg('The battery main switch was turned on'),
  msg('Movement without ignition'),
  msg('The machine moved at {speed} km/h with the ignition off'),
  msg('Alarm from device'),
  msg('The telematics unit raised the alarm “{alarm}”'),
];
/** What the server writes for {place} when the event names none. */
const SOME_PLACE = msg('a place');
/** A voltage as the server writes it (English: "11.8 V"): shown in the user's number format. */
const VOLTS = /^(-?\d[\d,]*(?:\.\d+)?) V$/;

function valueText(name: string, value: string): string {
  if (name === 'place' && value === SOME_PLACE) return t(SOME_PLACE);
  if (name === 'alarm' && ALARM_NAMES.includes(value)) return t(value);
  const volts = VOLTS.exec(value);
  if (volts && (name === 'voltage' || name === 'threshold')) return currentFormat().volts(Number(volts[1].replaceAll(',', '')));
  return value;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PATTERNS = TEMPLATES.map((template) => {
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  // A value may be empty (a voltage the event did not carry).
  const source = template
    .split(/\{\w+\}/)
    .map(escape)
    .join('(.*?)');
  const re = new RegExp(`^${source}$`, 's');
  return { template, names, re };
});

/** One of the server's event texts in the user's language. */
export function eventText(text: string): string {
  for (const { template, names, re } of PATTERNS) {
    const m = re.exec(text);
    if (!m) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, valueText(name, m[i + 1])]));
    return t(template, values);
  }
  return text;
}
