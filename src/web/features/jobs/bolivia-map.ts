/**
 * Bolivia's nine departments as simplified polygons (longitude, latitude), drawn for this map
 * from the country's outline and its internal borders, with shared vertices so neighbours fit.
 * Coarse on purpose: the map shows where the jobs are, not survey-grade borders.
 */
type Pt = [number, number];

// Shared vertices (internal border junctions and border points).
const A: Pt = [-69.57, -10.95]; // Pando NW (tripoint with Peru and Brazil)
const B: Pt = [-65.4, -9.7]; // Pando / Beni on the Brazilian border
const C: Pt = [-62.4, -13.1]; // Beni / Santa Cruz on the Iténez
const D: Pt = [-61.95, -19.95]; // Santa Cruz / Chuquisaca / Paraguay
const E: Pt = [-62.35, -20.9]; // Chuquisaca / Tarija / Paraguay
const F: Pt = [-65.6, -22.1]; // Tarija / Potosí / Argentina
const G: Pt = [-68.75, -19.7]; // Potosí / Oruro / Chile
const H: Pt = [-69.2, -17.95]; // Oruro / La Paz / Chile
const I: Pt = [-68.8, -12.6]; // La Paz / Pando on the Peruvian border
const J: Pt = [-67.3, -12.3]; // Pando / La Paz / Beni
const K: Pt = [-66.7, -16.0]; // La Paz / Beni / Cochabamba
const L: Pt = [-67.3, -17.2]; // La Paz / Cochabamba / Oruro
const M: Pt = [-64.3, -15.9]; // Beni / Cochabamba / Santa Cruz
const N: Pt = [-64.9, -18.0]; // Cochabamba / Santa Cruz / Chuquisaca
const O: Pt = [-65.7, -18.4]; // Cochabamba / Chuquisaca / Potosí
const P: Pt = [-66.8, -18.2]; // Cochabamba / Potosí / Oruro
const Q: Pt = [-64.9, -21.2]; // Chuquisaca / Potosí / Tarija

const PANDO_BENI: Pt[] = [B, [-65.9, -10.5], [-66.3, -11.0], [-66.6, -11.6], J];
const LP_BENI: Pt[] = [J, [-67.4, -13.4], [-67.5, -14.4], [-67.1, -15.2], K];
const BENI_CB: Pt[] = [K, [-65.9, -16.3], [-65.2, -16.3], M];
const BENI_SC: Pt[] = [M, [-63.7, -15.3], [-63.0, -14.6], [-62.3, -13.9], C];
const CB_SC: Pt[] = [M, [-64.2, -16.6], [-64.6, -17.3], N];
const SC_CH: Pt[] = [N, [-64.3, -18.8], [-63.6, -19.5], [-62.8, -19.9], D];
const CH_PT: Pt[] = [O, [-65.5, -19.2], [-65.3, -19.8], [-65.1, -20.4], Q];
const CH_TJ: Pt[] = [Q, [-64.2, -21.0], [-63.3, -20.9], E];
const PT_TJ: Pt[] = [Q, [-65.3, -21.6], F];
const OR_PT: Pt[] = [P, [-66.9, -19.0], [-67.4, -19.6], [-68.1, -19.8], G];
const rev = (l: Pt[]) => [...l].reverse();

export const DEPARTMENTS: { name: string; points: Pt[]; label: Pt }[] = [
  {
    name: 'Pando',
    label: [-67.6, -11.3],
    points: [A, [-68.77, -11.03], [-68.0, -10.65], [-67.2, -10.3], [-66.6, -9.9], ...PANDO_BENI, [-68.3, -12.5], I, [-69.2, -11.8]],
  },
  {
    name: 'Beni',
    label: [-65.3, -13.3],
    points: [B, [-65.36, -10.8], [-65.0, -11.6], [-64.4, -12.2], [-63.8, -12.5], [-63.0, -12.7], ...rev(BENI_SC), ...rev(BENI_CB).slice(1), ...rev(LP_BENI).slice(1), ...rev(PANDO_BENI).slice(1, -1)],
  },
  {
    name: 'La Paz',
    label: [-68.4, -14.9],
    points: [I, [-68.3, -12.5], ...LP_BENI, [-67.0, -16.6], L, [-68.4, -17.8], H, [-69.5, -17.5], [-69.3, -17.1], [-69.0, -16.5], [-69.2, -16.0], [-69.4, -15.4], [-69.0, -14.8], [-68.85, -14.0], [-68.95, -13.3], [-68.9, -12.9]],
  },
  {
    name: 'Cochabamba',
    label: [-65.2, -16.75],
    points: [...BENI_CB, ...CB_SC.slice(1), [-65.4, -18.2], O, [-66.3, -18.4], P, [-67.1, -17.8], L, [-67.0, -16.6]],
  },
  {
    name: 'Oruro',
    label: [-67.9, -18.7],
    points: [L, [-67.1, -17.8], ...OR_PT, [-68.5, -19.3], [-69.0, -19.0], [-69.1, -18.2], H, [-68.4, -17.8]],
  },
  {
    name: 'Santa Cruz',
    label: [-61.6, -16.9],
    points: [C, [-61.8, -13.5], [-61.0, -13.5], [-60.4, -13.9], [-60.1, -14.6], [-60.3, -15.1], [-60.2, -16.3], [-58.4, -16.3], [-58.3, -17.3], [-57.8, -17.6], [-57.5, -18.2], [-57.7, -19.0], [-58.16, -20.17], [-59.1, -19.3], [-61.75, -19.65], ...rev(SC_CH), ...rev(CB_SC).slice(1), ...BENI_SC.slice(1, -1)],
  },
  {
    name: 'Chuquisaca',
    label: [-64.1, -20.1],
    points: [...SC_CH, [-62.27, -20.56], ...rev(CH_TJ), ...rev(CH_PT).slice(1), [-65.4, -18.2]],
  },
  {
    name: 'Potosí',
    label: [-66.9, -20.9],
    points: [...CH_PT, ...PT_TJ.slice(1), [-66.3, -21.8], [-67.18, -22.82], [-67.8, -22.6], [-68.2, -21.5], [-68.6, -20.3], ...rev(OR_PT), [-66.3, -18.4]],
  },
  {
    name: 'Tarija',
    label: [-63.05, -21.85],
    points: [E, [-62.64, -22.24], [-63.9, -22.0], [-64.3, -22.8], [-64.6, -22.2], [-65.1, -22.1], ...rev(PT_TJ), ...CH_TJ.slice(1, -1)],
  },
];

/** Equirectangular projection scaled by the cosine of Bolivia's middle latitude. */
export const MAP_BOUNDS = { west: -69.8, east: -57.3, north: -9.5, south: -23.0 };
const COS = Math.cos((16.5 * Math.PI) / 180);
export const MAP_SCALE = 46; // px per degree of latitude
export const MAP_WIDTH = Math.round((MAP_BOUNDS.east - MAP_BOUNDS.west) * COS * MAP_SCALE);
export const MAP_HEIGHT = Math.round((MAP_BOUNDS.north - MAP_BOUNDS.south) * MAP_SCALE);

export function project([lon, lat]: Pt): Pt {
  return [(lon - MAP_BOUNDS.west) * COS * MAP_SCALE, (MAP_BOUNDS.north - lat) * MAP_SCALE];
}

/** km to px at the map's scale (1° of latitude is about 111 km). */
export const kmToPx = (km: number) => (km / 111.2) * MAP_SCALE;

export const pathOf = (points: Pt[]) =>
  `M${points.map((p) => project(p).map((v) => v.toFixed(1)).join(',')).join('L')}Z`;

/** Where each city's marker is drawn: El Alto and La Paz are a few km apart, so they are set apart. */
export const MARKER_OFFSET: Record<number, Pt> = { 4: [14, 10], 10: [-14, -10] };
