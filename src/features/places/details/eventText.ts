// A place event's description and details in the user's language. The server writes them in English
// with the names in them (server/src/places/placeEvents.ts placeEventText); the event's type says
// which sentence it is, and the place's name (known here) tells the machine's name from the rest, so
// the sentence is made again from the catalogue. A sentence of another shape shows as sent.
import { msg, t } from '../../../i18n/i18n.ts';

interface EventSentences {
  eventType: string;
  description: string;
  descriptionDetails: string | null;
}

const SENTENCES = {
  created: msg('{place} was created'),
  createdBy: msg('Created by {name}'),
  entered: msg('{machine} entered {place}'),
  left: msg('{machine} left {place}'),
  stayed: msg('Stayed {duration}'),
  outsideHours: msg('{machine}: ignition on outside working hours'),
  holiday: msg('{machine}: ignition on during a holiday'),
  archiving: msg('{place} will be archived on {day}'),
  archived: msg('{place} was archived'),
  ended: msg('Its contract period ended on {day}'),
  unknown: msg('Unknown event'),
  someMachine: msg('A machine'),
  unknownDay: msg('an unknown day'),
};

/** The text before `suffix` (the server's sentence with its names), or null when the sentence is of another shape. */
const before = (text: string, suffix: string) => (text.endsWith(suffix) && text.length > suffix.length ? text.slice(0, -suffix.length) : null);
const after = (text: string, prefix: string) => (text.startsWith(prefix) && text.length > prefix.length ? text.slice(prefix.length) : null);
const machineName = (name: string) => (name === SENTENCES.someMachine ? t(SENTENCES.someMachine) : name);
// The server's day is YYYY/MM/DD (the same in every language), or these words when it has none.
const dayText = (day: string) => (day === SENTENCES.unknownDay ? t(SENTENCES.unknownDay) : day);

function description(e: EventSentences, place: string): string {
  const d = e.description;
  switch (e.eventType) {
    case 'PlaceCreated':
      return d === `${place} was created` ? t(SENTENCES.created, { place }) : d;
    case 'MachineEnteredPlace': {
      const machine = before(d, ` entered ${place}`);
      return machine === null ? d : t(SENTENCES.entered, { machine: machineName(machine), place });
    }
    case 'MachineLeftPlace': {
      const machine = before(d, ` left ${place}`);
      return machine === null ? d : t(SENTENCES.left, { machine: machineName(machine), place });
    }
    case 'IgnitionOnNonWorkingHours': {
      const machine = before(d, ': ignition on outside working hours');
      return machine === null ? d : t(SENTENCES.outsideHours, { machine: machineName(machine) });
    }
    case 'IgnitionOnHoliday': {
      const machine = before(d, ': ignition on during a holiday');
      return machine === null ? d : t(SENTENCES.holiday, { machine: machineName(machine) });
    }
    case 'PlacePreArchivingNotification': {
      const day = after(d, `${place} will be archived on `);
      return day === null ? d : t(SENTENCES.archiving, { place, day: dayText(day) });
    }
    case 'PlaceArchivedNotification':
      return d === `${place} was archived` ? t(SENTENCES.archived, { place }) : d;
    default:
      return d === SENTENCES.unknown ? t(SENTENCES.unknown) : d;
  }
}

function details(text: string | null): string | null {
  if (text === null) return null;
  const name = after(text, 'Created by ');
  if (name !== null) return t(SENTENCES.createdBy, { name });
  const duration = after(text, 'Stayed ');
  if (duration !== null) return t(SENTENCES.stayed, { duration });
  const day = after(text, 'Its contract period ended on ');
  if (day !== null) return t(SENTENCES.ended, { day: dayText(day) });
  return text;
}

/** The event's description and details as the user reads them. */
export function eventTexts(e: EventSentences, placeName: string): { description: string; details: string | null } {
  return { description: description(e, placeName), details: details(e.descriptionDetails) };
}
