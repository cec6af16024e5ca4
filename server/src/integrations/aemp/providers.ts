// Data providers a company can connect: manufacturers' telematics portals that publish the
// ISO 15143-3 (AEMP 2.0) fleet feed, plus "another AEMP 2.0 source" for the rest. Their machines
// come into Siteline through a feed file import (integrations/aemp/import.ts). Ids are stored in
// integrations.provider_id: never rename one.
export interface Provider {
  id: string;
  name: string;
  /** The brands whose machines the portal covers (empty: any). */
  brands: readonly string[];
}

export const AEMP_STANDARD = 'ISO 15143-3 (AEMP 2.0)';

export const PROVIDERS: readonly Provider[] = [
  { id: 'volvo-caretrack', name: 'Volvo ActiveCare / CareTrack', brands: ['Volvo'] },
  { id: 'cat-product-link', name: 'Cat Product Link', brands: ['Caterpillar'] },
  { id: 'komatsu-komtrax', name: 'Komtrax', brands: ['Komatsu'] },
  { id: 'hitachi-consite', name: 'Hitachi ConSite', brands: ['Hitachi'] },
  { id: 'liebherr-lidat', name: 'LiDAT', brands: ['Liebherr'] },
  { id: 'jcb-livelink', name: 'JCB LiveLink', brands: ['JCB'] },
  { id: 'develon-connect', name: 'DEVELON CONNECT', brands: ['Develon', 'Doosan'] },
  { id: 'takeuchi-tfm', name: 'Takeuchi Fleet Management', brands: ['Takeuchi'] },
  { id: 'aemp-other', name: 'Another AEMP 2.0 source', brands: [] },
];

export const providerById = (id: string) => PROVIDERS.find((p) => p.id === id);

/** The brand's own portal (not "another AEMP 2.0 source", which covers any brand). */
export const providerForBrand = (brand: string) => PROVIDERS.find((p) => p.brands.includes(brand));
