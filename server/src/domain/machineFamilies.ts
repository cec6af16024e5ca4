// Machine families and the real construction machine brands and models in each: the catalogue the
// demo seed draws its fleet from and the AEMP import recognises a feed's brand and model by (so an
// imported machine gets the family a seeded one of the same model has). Reference data, no I/O.
import { idOf, machineFamily } from './dictionaries.ts';

/** A family's id in the machine family dictionary (the asset's category). */
const familyId = (name: string) => idOf(machineFamily, name);

export type Power = 'diesel' | 'petrol' | 'electric' | 'gas';

export interface MachineModel {
  brand: string;
  model: string;
  /** First and last production year of this model (inclusive); the seeder clamps to 2008-2026. */
  from: number;
  to: number;
  power: Power;
  weight: number;
}

export interface Family {
  id: number;
  name: string;
  /** Relative share of a typical Nordic contractor's fleet. */
  weight: number;
  /** Typical engine/operating hours per year at normal utilisation (0: no engine). */
  annualHours: number;
  volts: 12 | 24;
  /** Registered for road traffic (trucks, vans, trailers, and machines driven on roads). */
  road: boolean;
  /** Has a 17-character ISO 10261 PIN / VIN. */
  pin: boolean;
  /** Machines of this family are moved between sites on their own wheels (seen in transit more often). */
  mobile: boolean;
  /** On-road vehicles follow Euro standards, which the emission class dictionary does not list. */
  onRoad: boolean;
  models: MachineModel[];
}

interface ModelOptions {
  from?: number;
  to?: number;
  power?: Power;
  weight?: number;
}

const m = (brand: string, model: string, o: ModelOptions = {}): MachineModel => ({
  brand,
  model,
  from: o.from ?? 2000,
  to: o.to ?? 2100,
  power: o.power ?? 'diesel',
  weight: o.weight ?? 1,
});

interface FamilyOptions {
  weight: number;
  hours: number;
  volts: 12 | 24;
  road?: boolean;
  pin?: boolean;
  mobile?: boolean;
  onRoad?: boolean;
}

const family = (name: string, o: FamilyOptions, models: MachineModel[]): Family => ({
  id: familyId(name),
  name,
  weight: o.weight,
  annualHours: o.hours,
  volts: o.volts,
  road: o.road ?? false,
  pin: o.pin ?? true,
  mobile: o.mobile ?? false,
  onRoad: o.onRoad ?? false,
  models,
});

export const families: readonly Family[] = [
  family('Excavator', { weight: 10, hours: 1200, volts: 24 }, [
    m('Volvo', 'EC220D', { from: 2011, to: 2015 }),
    m('Volvo', 'EC220E', { from: 2015, weight: 3 }),
    m('Volvo', 'EC250E', { from: 2015 }),
    m('Volvo', 'EC300E', { from: 2015 }),
    m('Volvo', 'EC230 Electric', { from: 2023, power: 'electric', weight: 0.4 }),
    m('Caterpillar', '320D', { from: 2006, to: 2011 }),
    m('Caterpillar', '320D2', { from: 2012, to: 2017 }),
    m('Caterpillar', '320', { from: 2018, weight: 3 }),
    m('Caterpillar', '330', { from: 2018 }),
    m('Caterpillar', '336', { from: 2018, weight: 0.6 }),
    m('Komatsu', 'PC210LC-10', { from: 2013, to: 2016 }),
    m('Komatsu', 'PC210LC-11', { from: 2016, weight: 2 }),
    m('Komatsu', 'PC290LC-11', { from: 2016, weight: 0.6 }),
    m('Hitachi', 'ZX135US-5', { from: 2008, to: 2013 }),
    m('Hitachi', 'ZX135US-6', { from: 2014, weight: 2 }),
    m('Hitachi', 'ZX210LC-6', { from: 2014, to: 2020 }),
    m('Hitachi', 'ZX210LC-7', { from: 2021 }),
    m('Liebherr', 'R 920', { from: 2014, weight: 1.5 }),
    m('Liebherr', 'R 926', { from: 2012 }),
    m('Doosan', 'DX225LC-5', { from: 2014, to: 2022 }),
    m('Develon', 'DX225LC-7', { from: 2023 }),
  ]),
  family('Mini excavator', { weight: 14, hours: 600, volts: 12 }, [
    m('Kubota', 'KX057-4', { from: 2012, to: 2018, weight: 2 }),
    m('Kubota', 'KX057-5', { from: 2019, weight: 3 }),
    m('Kubota', 'U27-4', { from: 2012, weight: 2 }),
    m('Kubota', 'KX019-4', { from: 2014 }),
    m('Takeuchi', 'TB290', { from: 2014, weight: 2 }),
    m('Takeuchi', 'TB216', { from: 2011 }),
    m('Takeuchi', 'TB260', { from: 2014 }),
    m('Wacker Neuson', 'ET90', { from: 2014, weight: 2 }),
    m('Wacker Neuson', 'EZ17', { from: 2013 }),
    m('Wacker Neuson', 'EZ17e', { from: 2020, power: 'electric', weight: 0.6 }),
    m('Volvo', 'ECR88D', { from: 2014 }),
    m('Volvo', 'EC18E', { from: 2016 }),
    m('Volvo', 'ECR25 Electric', { from: 2020, power: 'electric', weight: 0.8 }),
    m('JCB', '19C-1', { from: 2014 }),
    m('JCB', '19C-1E', { from: 2019, power: 'electric', weight: 0.5 }),
    m('JCB', '86C-2', { from: 2018 }),
    m('Yanmar', 'ViO57-6', { from: 2015 }),
    m('Bobcat', 'E27z', { from: 2016 }),
    m('Caterpillar', '301.7 CR', { from: 2019 }),
  ]),
  family('Wheeled excavator', { weight: 7, hours: 1100, volts: 24, road: true, mobile: true }, [
    m('Volvo', 'EWR150E', { from: 2015, weight: 2 }),
    m('Volvo', 'EW160E', { from: 2015 }),
    m('Volvo', 'EW160C', { from: 2008, to: 2014 }),
    m('Doosan', 'DX140W-3', { from: 2008, to: 2013 }),
    m('Doosan', 'DX140W-5', { from: 2014, to: 2022, weight: 2 }),
    m('Develon', 'DX140W-7', { from: 2023, weight: 2 }),
    m('Liebherr', 'A 918 Compact', { from: 2014, weight: 1.5 }),
    m('Caterpillar', 'M318F', { from: 2015, to: 2020 }),
    m('Caterpillar', 'M318', { from: 2021 }),
    m('Komatsu', 'PW148-11', { from: 2016 }),
    m('Hitachi', 'ZX145W-6', { from: 2015 }),
    m('Wacker Neuson', 'EW100', { from: 2014, weight: 0.6 }),
  ]),
  family('Wheel loader', { weight: 9, hours: 1300, volts: 24, road: true, mobile: true }, [
    m('Volvo', 'L120G', { from: 2008, to: 2015 }),
    m('Volvo', 'L120H', { from: 2016, weight: 3 }),
    m('Volvo', 'L60H', { from: 2016 }),
    m('Volvo', 'L90H', { from: 2016 }),
    m('Volvo', 'L150H', { from: 2016, weight: 0.6 }),
    m('Caterpillar', '950K', { from: 2011, to: 2014 }),
    m('Caterpillar', '950M', { from: 2014, weight: 2 }),
    m('Caterpillar', '938M', { from: 2014 }),
    m('Komatsu', 'WA320-8', { from: 2018 }),
    m('Liebherr', 'L 550 XPower', { from: 2015 }),
    m('Liebherr', 'L 566 XPower', { from: 2015, weight: 0.6 }),
    m('JCB', '437', { from: 2013 }),
    m('Hitachi', 'ZW180-6', { from: 2016, weight: 0.6 }),
  ]),
  family('Compact loader', { weight: 4, hours: 500, volts: 12 }, [
    m('Avant', '635', { from: 2011 }),
    m('Avant', '760i', { from: 2016 }),
    m('Avant', 'e6', { from: 2020, power: 'electric', weight: 0.5 }),
    m('Wacker Neuson', 'WL28', { from: 2013 }),
    m('Wacker Neuson', 'WL38', { from: 2013 }),
    m('Volvo', 'L20H', { from: 2016 }),
    m('Volvo', 'L25 Electric', { from: 2022, power: 'electric', weight: 0.5 }),
    m('Giant', 'G2700 HD', { from: 2012, weight: 0.6 }),
  ]),
  family('Skid steer loader', { weight: 3, hours: 500, volts: 12 }, [
    m('Bobcat', 'S650', { from: 2011, weight: 2 }),
    m('Bobcat', 'T770', { from: 2011 }),
    m('Caterpillar', '262D3', { from: 2019 }),
    m('Caterpillar', '259D', { from: 2013, to: 2019 }),
    m('Takeuchi', 'TL8', { from: 2014 }),
    m('Takeuchi', 'TL10V2', { from: 2016 }),
  ]),
  family('Backhoe loader', { weight: 3, hours: 800, volts: 12, road: true, mobile: true }, [
    m('JCB', '3CX', { weight: 4 }),
    m('JCB', '4CX', { weight: 2 }),
    m('Caterpillar', '432F2', { from: 2015 }),
    m('Caterpillar', '428F2', { from: 2015 }),
    m('Volvo', 'BL71B', { to: 2017 }),
    m('Komatsu', 'WB93R-5', { from: 2010 }),
    m('Case', '580ST', { from: 2011, weight: 0.6 }),
  ]),
  family('Articulated hauler', { weight: 4, hours: 1600, volts: 24, mobile: true }, [
    m('Volvo', 'A30E', { from: 2008, to: 2011 }),
    m('Volvo', 'A30F', { from: 2012, to: 2016 }),
    m('Volvo', 'A30G', { from: 2016, weight: 3 }),
    m('Volvo', 'A25G', { from: 2016 }),
    m('Volvo', 'A40G', { from: 2016 }),
    m('Caterpillar', '730', { from: 2011 }),
    m('Caterpillar', '745', { from: 2015, weight: 0.6 }),
    m('Komatsu', 'HM300-5', { from: 2016 }),
    m('Bell', 'B30E', { from: 2009 }),
  ]),
  family('Dumper', { weight: 5, hours: 400, volts: 12 }, [
    m('Wacker Neuson', 'DW60', { from: 2012, weight: 3 }),
    m('Wacker Neuson', 'DV60', { from: 2012 }),
    m('Wacker Neuson', 'DW90', { from: 2012 }),
    m('Thwaites', '9 Tonne Power Swivel', { weight: 1 }),
    m('JCB', '9T-1', { from: 2016 }),
    m('Mecalac', 'TA9', { from: 2017 }),
    m('Ausa', 'D601AHG', { from: 2014, weight: 0.6 }),
  ]),
  family('Dozer', { weight: 2, hours: 1200, volts: 24 }, [
    m('Caterpillar', 'D6T', { from: 2008, to: 2019 }),
    m('Caterpillar', 'D6', { from: 2019, weight: 2 }),
    m('Caterpillar', 'D6K2', { from: 2014 }),
    m('Komatsu', 'D61PXi-24', { from: 2014 }),
    m('Komatsu', 'D65EX-18', { from: 2014 }),
    m('Liebherr', 'PR 736', { from: 2014, weight: 0.6 }),
  ]),
  family('Motor grader', { weight: 1, hours: 1000, volts: 24, road: true, mobile: true }, [
    m('Volvo', 'G940B', { from: 2012, to: 2016 }),
    m('Volvo', 'G946B', { from: 2012, to: 2021 }),
    m('Caterpillar', '140M', { from: 2008, to: 2019 }),
    m('Caterpillar', '140', { from: 2020 }),
    m('Caterpillar', '12M', { from: 2008 }),
    m('Komatsu', 'GD655-7', { from: 2018 }),
    m('John Deere', '672G', { from: 2013 }),
  ]),
  family('Roller', { weight: 6, hours: 500, volts: 12 }, [
    m('Hamm', 'HD 12 VV', { weight: 3 }),
    m('Hamm', 'H 13i', { from: 2015 }),
    m('Bomag', 'BW 120 AD-5', { from: 2012, weight: 3 }),
    m('Bomag', 'BW 213 D-5', { from: 2012 }),
    m('Bomag', 'BW 177 D-5', { from: 2012 }),
    m('Dynapac', 'CC1200', { from: 2010, weight: 2 }),
    m('Dynapac', 'CA2500D', { from: 2010 }),
    m('Ammann', 'ARS 130', { from: 2016 }),
    m('Volvo', 'SD115', { from: 2014, to: 2021, weight: 0.6 }),
  ]),
  family('Plate compactor', { weight: 6, hours: 150, volts: 12, pin: false }, [
    m('Wacker Neuson', 'BPU 3050A', { weight: 2 }),
    m('Wacker Neuson', 'DPU 6555He', { from: 2010 }),
    m('Wacker Neuson', 'VP1550', { power: 'petrol', weight: 2 }),
    m('Wacker Neuson', 'BS60-4As', { from: 2011, power: 'petrol' }),
    m('Husqvarna', 'LF 100', { power: 'petrol', weight: 2 }),
    m('Husqvarna', 'LG 204', { power: 'petrol' }),
    m('Husqvarna', 'LG 400', { from: 2014 }),
    m('Ammann', 'APR 3020', { from: 2012 }),
    m('Bomag', 'BPR 35/60 D', { from: 2010 }),
  ]),
  family('Asphalt paver', { weight: 1, hours: 700, volts: 24 }, [
    m('Vögele', 'SUPER 1800-3i', { from: 2012, weight: 2 }),
    m('Vögele', 'SUPER 1900-3i', { from: 2012 }),
    m('Dynapac', 'SD2550C', { from: 2012 }),
    m('Volvo', 'P6820D', { from: 2014, to: 2020 }),
    m('Caterpillar', 'AP555F', { from: 2014 }),
  ]),
  family('Telehandler', { weight: 5, hours: 700, volts: 12, road: true, mobile: true }, [
    m('Manitou', 'MT 1840', { from: 2012, weight: 3 }),
    m('Manitou', 'MT 625', { from: 2014 }),
    m('Manitou', 'MRT 2470', { from: 2012, weight: 0.6 }),
    m('JCB', '540-170', { weight: 2 }),
    m('JCB', '535-95', { from: 2010 }),
    m('Merlo', 'P40.17', { from: 2010 }),
    m('Genie', 'GTH-4018', { from: 2014, weight: 0.6 }),
  ]),
  family('Mobile crane', { weight: 2, hours: 1300, volts: 24, road: true, mobile: true }, [
    m('Liebherr', 'LTM 1090-4.2', { from: 2014, weight: 2 }),
    m('Liebherr', 'LTM 1060-3.1', { from: 2013 }),
    m('Liebherr', 'LTC 1050-3.1', { from: 2015 }),
    m('Grove', 'GMK4100L-1', { from: 2015 }),
    m('Tadano', 'ATF 90G-4', { from: 2008 }),
  ]),
  family('Tower crane', { weight: 1, hours: 1800, volts: 24, pin: false }, [
    m('Liebherr', '172 EC-B 8 Litronic', { from: 2012, power: 'electric', weight: 2 }),
    m('Liebherr', '125 K', { from: 2015, power: 'electric' }),
    m('Potain', 'MDT 219', { from: 2014, power: 'electric' }),
    m('Potain', 'Igo T 85A', { from: 2016, power: 'electric' }),
  ]),
  family('Boom lift', { weight: 4, hours: 300, volts: 12 }, [
    m('Genie', 'S-65', { weight: 2 }),
    m('Genie', 'S-45 XC', { from: 2017 }),
    m('Genie', 'Z-45/25J DC', { power: 'electric' }),
    m('JLG', '450AJ', { weight: 2 }),
    m('JLG', '600S'),
    m('JLG', 'E450AJ', { power: 'electric' }),
    m('Haulotte', 'HA16 RTJ PRO', { from: 2014 }),
  ]),
  family('Scissor lift', { weight: 4, hours: 200, volts: 24 }, [
    m('Genie', 'GS-1932', { power: 'electric', weight: 3 }),
    m('Genie', 'GS-2632', { power: 'electric' }),
    m('Genie', 'GS-4069 RT', { weight: 0.6 }),
    m('JLG', '1930ES', { power: 'electric', weight: 2 }),
    m('Skyjack', 'SJIII 3219', { power: 'electric' }),
    m('Haulotte', 'Compact 12', { power: 'electric' }),
  ]),
  family('Forklift', { weight: 1, hours: 900, volts: 12 }, [
    m('Linde', 'H30D', { from: 2014 }),
    m('Toyota', '8FD25', { from: 2008 }),
    m('Linde', 'E20', { from: 2014, power: 'electric' }),
  ]),
  family('Generator', { weight: 4, hours: 1500, volts: 12, pin: false }, [
    m('Atlas Copco', 'QAS 60', { weight: 2 }),
    m('Atlas Copco', 'QAS 30', {}),
    m('Pramac', 'GSW65', {}),
    m('SDMO', 'R110', {}),
    m('Honda', 'EU22i', { power: 'petrol' }),
  ]),
  family('Compressor', { weight: 3, hours: 500, volts: 12, pin: false }, [
    m('Atlas Copco', 'XAS 185', { weight: 3 }),
    m('Atlas Copco', 'XAS 88 KD', {}),
    m('Kaeser', 'M50', {}),
    m('Kaeser', 'M64', {}),
    m('Doosan', '7/71', { from: 2014 }),
  ]),
  family('Light tower', { weight: 3, hours: 1000, volts: 12, pin: false }, [
    m('Atlas Copco', 'HiLight V5+', { from: 2014, weight: 2 }),
    m('Atlas Copco', 'HiLight H6+', { from: 2016 }),
    m('Generac', 'VT-Evo', { from: 2017 }),
    m('Trime', 'X-ECO', { from: 2016 }),
  ]),
  family('Site hut', { weight: 3, hours: 0, volts: 12, pin: false }, [
    m('Flexator', 'Manskapsbod 9 m', { weight: 2 }),
    m('Flexator', 'Kontorsbod 8 m', {}),
    m('Adapteo', 'Bodvagn 10 m', {}),
    m('Adapteo', 'Toalettbod', {}),
  ]),
  family('Truck', { weight: 5, hours: 2500, volts: 24, road: true, mobile: true, onRoad: true }, [
    m('Scania', 'R 500', { weight: 2 }),
    m('Scania', 'G 450 XT', { from: 2017, weight: 2 }),
    m('Scania', 'P 280', {}),
    m('Scania', 'G 410 LNG', { from: 2018, power: 'gas', weight: 0.5 }),
    m('Volvo', 'FH 540', { weight: 2 }),
    m('Volvo', 'FMX 460', { weight: 2 }),
    m('Volvo', 'FM 420', {}),
    m('Volvo', 'FH Electric', { from: 2022, power: 'electric', weight: 0.4 }),
    m('Mercedes-Benz', 'Arocs 3345', { from: 2013 }),
    m('MAN', 'TGS 35.480', {}),
  ]),
  family('Van', { weight: 4, hours: 800, volts: 12, road: true, mobile: true, onRoad: true }, [
    m('Volkswagen', 'Crafter', { weight: 2 }),
    m('Ford', 'Transit', { weight: 2 }),
    m('Mercedes-Benz', 'Sprinter', { weight: 2 }),
    m('Toyota', 'Hilux', { weight: 2 }),
    m('Volkswagen', 'Amarok', { from: 2010 }),
    m('Ford', 'E-Transit', { from: 2022, power: 'electric', weight: 0.5 }),
    m('Volkswagen', 'Caddy', { power: 'gas', weight: 0.3 }),
  ]),
  family('Trailer', { weight: 3, hours: 0, volts: 24, road: true, mobile: true, onRoad: true }, [
    m('Istrail', 'Maskintrailer 3-axl', { weight: 2 }),
    m('Närko', 'D3SF70H6', {}),
    m('Nooteboom', 'OSDS-48-03', {}),
    m('Fliegl', 'SDS 350', {}),
    m('Tyllis', 'PV 1800', {}),
  ]),
  family('Attachment', { weight: 3, hours: 0, volts: 12, pin: false }, [
    m('Engcon', 'EC214', { from: 2016, weight: 2 }),
    m('Engcon', 'EC226', { from: 2016 }),
    m('Rototilt', 'R6', { from: 2011, weight: 2 }),
    m('Steelwrist', 'X18', { from: 2016 }),
    m('Steelwrist', 'X26', { from: 2016 }),
    m('Atlas Copco', 'HB 2500', { to: 2017 }),
    m('Epiroc', 'HB 2500', { from: 2018 }),
  ]),
];
