// Pictures for the demo fleet: nothing can be downloaded, so the seed draws them. One SVG
// illustration per kind of machine (excavator, loader, hauler/truck, roller, lift/crane, site
// equipment), in the brand's colour, rendered once per (kind, colour) with sharp and stored under a
// fresh key for every machine that gets it. About one machine in six has images, some three.
import { mkdir, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { Db } from '../db/database.ts';
import { ensureDirs, imagePath, newImageKey } from '../services/images/store.ts';

type Kind = 'excavator' | 'loader' | 'hauler' | 'roller' | 'lift' | 'equipment';

const KIND_OF_FAMILY: Record<string, Kind> = {
  Excavator: 'excavator',
  'Mini excavator': 'excavator',
  'Wheeled excavator': 'excavator',
  'Backhoe loader': 'loader',
  'Wheel loader': 'loader',
  'Compact loader': 'loader',
  'Skid steer loader': 'loader',
  Telehandler: 'lift',
  'Articulated hauler': 'hauler',
  Dumper: 'hauler',
  Truck: 'hauler',
  Van: 'hauler',
  Dozer: 'roller',
  'Motor grader': 'roller',
  Roller: 'roller',
  'Asphalt paver': 'roller',
  'Plate compactor': 'roller',
  'Mobile crane': 'lift',
  'Tower crane': 'lift',
  'Boom lift': 'lift',
  'Scissor lift': 'lift',
  Forklift: 'lift',
};

const BRAND_COLOR: Record<string, string> = {
  Volvo: '#f2b705',
  Caterpillar: '#f5c400',
  CAT: '#f5c400',
  Komatsu: '#f0c300',
  Hitachi: '#f07d00',
  Liebherr: '#f4d03f',
  JCB: '#f7b500',
  Kubota: '#f26b21',
  Doosan: '#f58220',
  Bobcat: '#ffffff',
  Scania: '#c0392b',
  Epiroc: '#f2b705',
  Hyundai: '#f5a623',
  Takeuchi: '#d62f2f',
  Wacker: '#f6c900',
  Dynapac: '#f39c12',
  Hamm: '#1e5aa8',
  Genie: '#1f4e9b',
  Manitou: '#d0021b',
  Toyota: '#d71920',
  Ponsse: '#ffcc00',
};

const ground = '<rect x="0" y="470" width="800" height="130" fill="#8d7b68"/><rect x="0" y="470" width="800" height="8" fill="#6b5b4b"/>';
const sky =
  '<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfe3f3"/><stop offset="1" stop-color="#eef4f8"/></linearGradient>';
const wheel = (x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="#222"/><circle cx="${x}" cy="${y}" r="${r * 0.45}" fill="#777"/>`;
const tracks = (x: number, w: number) =>
  `<rect x="${x}" y="400" width="${w}" height="70" rx="35" fill="#2b2b2b"/>${[0.15, 0.38, 0.62, 0.85].map((p) => `<circle cx="${x + w * p}" cy="435" r="20" fill="#555"/>`).join('')}`;
const cab = (x: number, y: number, c: string) =>
  `<rect x="${x}" y="${y}" width="120" height="110" rx="10" fill="${c}"/><rect x="${x + 15}" y="${y + 15}" width="90" height="60" rx="6" fill="#9ec9e2" opacity="0.9"/>`;

const BODIES: Record<Kind, (c: string) => string> = {
  excavator: (c) =>
    `${tracks(170, 360)}<rect x="190" y="330" width="320" height="70" rx="12" fill="${c}"/>${cab(200, 220, c)}<path d="M460 340 L610 200 L640 220 L500 360 Z" fill="${c}"/><path d="M610 200 L700 330 L675 345 L600 240 Z" fill="${c}"/><path d="M690 320 l50 40 l-40 40 l-45 -30 z" fill="#333"/>`,
  loader: (c) =>
    `${wheel(270, 420, 60)}${wheel(520, 420, 60)}<rect x="200" y="320" width="380" height="80" rx="14" fill="${c}"/>${cab(320, 200, c)}<path d="M560 330 L650 300 L660 330 L575 370 Z" fill="${c}"/><path d="M640 270 l90 10 l0 120 l-110 0 z" fill="#3a3a3a"/>`,
  hauler: (c) =>
    `${wheel(230, 420, 55)}${wheel(470, 420, 55)}${wheel(590, 420, 55)}${cab(150, 250, c)}<rect x="130" y="350" width="560" height="30" fill="#333"/><path d="M300 230 L700 230 L680 350 L310 350 Z" fill="${c}"/>`,
  roller: (c) =>
    `<rect x="130" y="360" width="180" height="110" rx="55" fill="#555"/><rect x="140" y="370" width="160" height="90" rx="45" fill="#777"/>${wheel(560, 420, 55)}<rect x="260" y="320" width="360" height="60" rx="12" fill="${c}"/>${cab(430, 200, c)}`,
  lift: (c) =>
    `${wheel(260, 430, 45)}${wheel(540, 430, 45)}<rect x="200" y="360" width="400" height="60" rx="10" fill="${c}"/><rect x="260" y="300" width="90" height="70" rx="8" fill="${c}"/><path d="M330 330 L640 120 L665 145 L360 360 Z" fill="#d9d9d9" stroke="#888" stroke-width="4"/><rect x="630" y="90" width="90" height="60" rx="6" fill="${c}"/>`,
  equipment: (c) =>
    `${wheel(300, 440, 35)}${wheel(500, 440, 35)}<rect x="220" y="280" width="360" height="150" rx="14" fill="${c}"/><rect x="250" y="310" width="140" height="90" rx="6" fill="#333" opacity="0.75"/>${[0, 1, 2, 3, 4].map((i) => `<rect x="${420 + i * 28}" y="310" width="14" height="90" fill="#333" opacity="0.6"/>`).join('')}`,
};

function illustration(kind: Kind, color: string, variant: number): string {
  const sun = `<circle cx="${120 + variant * 260}" cy="110" r="45" fill="#fff3b0"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600"><defs>${sky}</defs><rect width="800" height="600" fill="url(#s)"/>${sun}${ground}<g transform="translate(${variant * -30},0)">${BODIES[kind](color)}</g></svg>`;
}

export interface SeededImages {
  machines: number;
  images: number;
  renders: number;
  ms: number;
}

/** Adds images to about one machine in six of every company (deterministic: by machine id). */
export async function seedMachineImages(db: Db, dataDir: string): Promise<SeededImages> {
  const started = performance.now();
  const { machineFamily } = await import('../domain/dictionaries.ts');
  const machines = await db.selectFrom('assets').select(['id', 'company_id', 'category', 'brand']).where('archived_at', 'is', null).orderBy('id').execute();
  const chosen = machines.filter((m) => m.id % 6 === 1);
  const rendered = new Map<string, Buffer>();
  const now = new Date().toISOString();
  let images = 0;
  for (const m of chosen) {
    const family = machineFamily.find((f) => f.id === m.category)?.name ?? '';
    const kind = KIND_OF_FAMILY[family] ?? 'equipment';
    const color = BRAND_COLOR[m.brand] ?? '#e8a33d';
    const count = m.id % 4 === 1 ? 3 : 1;
    await ensureDirs(dataDir, m.company_id);
    const rows = [];
    for (let position = 0; position < count; position++) {
      const id = `${kind}|${color}|${position}`;
      let jpeg = rendered.get(id);
      if (!jpeg) {
        jpeg = await sharp(Buffer.from(illustration(kind, color, position)))
          .jpeg({ quality: 82 })
          .toBuffer();
        rendered.set(id, jpeg);
      }
      const key = newImageKey();
      await writeFile(imagePath(dataDir, m.company_id, key, 'jpeg'), jpeg);
      rows.push({
        key,
        company_id: m.company_id,
        asset_id: m.id,
        position,
        file_type: 'MachineImage',
        format: 'jpeg',
        width: 800,
        height: 600,
        size_bytes: jpeg.length,
        uploaded_by: null,
        created_at: now,
      });
    }
    await db.insertInto('asset_images').values(rows).execute();
    images += count;
  }
  await mkdir(dataDir, { recursive: true });
  return { machines: chosen.length, images, renders: rendered.size, ms: Math.round(performance.now() - started) };
}
