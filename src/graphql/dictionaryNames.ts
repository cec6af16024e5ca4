// The English names the server sends from its fixed lists (server/src/domain/dictionaries.ts) where a
// screen shows them: listed with msg() so the catalogue holds their translations, shown through t()
// (grid enum labels by translateColumns, badges and headers where they are drawn).
import { msg } from '../i18n/i18n.ts';

export const MACHINE_FAMILIES: readonly string[] = [
  msg('Excavator'),
  msg('Mini excavator'),
  msg('Wheeled excavator'),
  msg('Wheel loader'),
  msg('Compact loader'),
  msg('Skid steer loader'),
  msg('Backhoe loader'),
  msg('Articulated hauler'),
  msg('Dumper'),
  msg('Dozer'),
  msg('Motor grader'),
  msg('Roller'),
  msg('Plate compactor'),
  msg('Asphalt paver'),
  msg('Telehandler'),
  msg('Mobile crane'),
  msg('Tower crane'),
  msg('Boom lift'),
  msg('Scissor lift'),
  msg('Forklift'),
  msg('Generator'),
  msg('Compressor'),
  msg('Light tower'),
  msg('Site hut'),
  msg('Truck'),
  msg('Van'),
  msg('Trailer'),
  msg('Attachment'),
];

/** Place kinds and statuses (placeType, placeStatus). */
export const PLACE_NAMES: readonly string[] = [msg('Depot'), msg('Work site'), msg('Region'), msg('Active'), msg('Upcoming'), msg('Expired'), msg('Archived')];

/** Emission classes and fuel types as the spec names them (the English screen shows these names). */
export const ENGINE_NAMES: readonly string[] = [
  msg('Stage1'),
  msg('Stage2'),
  msg('Stage3A'),
  msg('Stage3B'),
  msg('Stage4'),
  msg('Stage5'),
  msg('AlkylatePetrol'),
  msg('AviationKerosene'),
  msg('DieselFuelMk3'),
  msg('DieselFuelMk1'),
  msg('LNGLBG'),
  msg('NaturalGasEu'),
  msg('PetrolMk1'),
  msg('VehicleGas'),
];

/** Telematics unit types that are words, not product names (the Siteline units keep their names). */
export const TELEMATIC_TYPE_NAMES: readonly string[] = [msg('AEMP (manufacturer portal)')];
