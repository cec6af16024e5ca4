// The machine events' texts (telemetry/events.ts machineEventText: a header, then a message) and the
// machine alerts' names (alerts/catalog.ts MACHINE_ALERTS), in Swedish and Norwegian (Bokmål). Worded
// once for both readers: the notification e-mails and the in-app log, which the server words
// (alerts/mail/catalog.ts), and the machine panel's event cards and the alert lists, which the
// browser words (catalog.ts).
import type { CatalogEntry } from './entry.ts';

export const MACHINE_ALERT_NAMES: readonly CatalogEntry[] = [
  { en: 'Low battery voltage', sv: 'Låg batterispänning', nb: 'Lav batterispenning' },
  { en: 'Power supply disconnected', sv: 'Strömförsörjning bortkopplad', nb: 'Strømforsyning frakoblet' },
  { en: 'Battery main switch off', sv: 'Huvudströmbrytare av', nb: 'Hovedstrømbryter av' },
  { en: 'Movement without ignition', sv: 'Förflyttning utan tändning', nb: 'Bevegelse uten tenning' },
  { en: 'Alarm from device', sv: 'Larm från enheten', nb: 'Alarm fra enheten' },
];

export const MACHINE_EVENTS: readonly CatalogEntry[] = [
  { en: 'a place', sv: 'en plats', nb: 'et sted' },
  { en: 'Geofence entry', sv: 'In i geostaket', nb: 'Inn i geogjerde' },
  { en: 'Entered {place}', sv: 'Kom in i {place}', nb: 'Kom inn i {place}' },
  { en: 'Geofence exit', sv: 'Ut ur geostaket', nb: 'Ut av geogjerde' },
  { en: 'Left {place}', sv: 'Lämnade {place}', nb: 'Forlot {place}' },
  { en: 'Ignition on during a holiday', sv: 'Tändning på under en helgdag', nb: 'Tenning på under en helligdag' },
  {
    en: 'Ignition turned on at {place} on a holiday',
    sv: 'Tändningen slogs på vid {place} på en helgdag',
    nb: 'Tenningen ble slått på ved {place} på en helligdag',
  },
  { en: 'Ignition on outside working hours', sv: 'Tändning på utanför arbetstid', nb: 'Tenning på utenfor arbeidstid' },
  {
    en: 'Ignition turned on at {place} outside its working hours',
    sv: 'Tändningen slogs på vid {place} utanför platsens arbetstid',
    nb: 'Tenningen ble slått på ved {place} utenfor stedets arbeidstid',
  },
  {
    en: 'Battery at {voltage}, below the alarm threshold of {threshold}',
    sv: 'Batteriet har {voltage}, under larmgränsen {threshold}',
    nb: 'Batteriet har {voltage}, under alarmgrensen på {threshold}',
  },
  {
    en: 'The telematics unit lost its external power supply',
    sv: 'Telematikenheten förlorade sin externa strömförsörjning',
    nb: 'Telematikkenheten mistet den eksterne strømforsyningen',
  },
  { en: 'Power supply connected', sv: 'Strömförsörjning ansluten', nb: 'Strømforsyning tilkoblet' },
  { en: 'External power is back ({voltage})', sv: 'Extern ström är tillbaka ({voltage})', nb: 'Ekstern strøm er tilbake ({voltage})' },
  { en: 'The battery main switch was turned off', sv: 'Huvudströmbrytaren slogs av', nb: 'Hovedstrømbryteren ble slått av' },
  { en: 'Battery main switch on', sv: 'Huvudströmbrytare på', nb: 'Hovedstrømbryter på' },
  { en: 'The battery main switch was turned on', sv: 'Huvudströmbrytaren slogs på', nb: 'Hovedstrømbryteren ble slått på' },
  {
    en: 'The machine moved at {speed} km/h with the ignition off',
    sv: 'Maskinen rörde sig i {speed} km/h med tändningen av',
    nb: 'Maskinen beveget seg i {speed} km/t med tenningen av',
  },
  {
    en: 'The telematics unit raised the alarm “{alarm}”',
    sv: 'Telematikenheten larmade ”{alarm}”',
    nb: 'Telematikkenheten ga alarmen «{alarm}»',
  },
];
