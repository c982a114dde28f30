// Where in the world a place counts as Australian (ADR 0050): a few latitude/longitude boxes, no map data.

/** A box of latitudes and longitudes, edges included. */
export interface GeoBox {
  name: string;
  south: number;
  north: number;
  west: number;
  east: number;
}

/**
 * The mainland, Tasmania and the coastal islands in one box (Steep Point 113.2°E to Cape Byron 153.6°E, the Torres
 * Strait's Boigu Island 9.2°S to Tasmania's South East Cape 43.6°S), and one box per inhabited island territory
 * off it. Left out: the Australian Antarctic Territory, Heard and McDonald, Macquarie, Ashmore and Cartier and the
 * Coral Sea Islands, where nobody lives to move a motorcycle. The mainland box is coarse: it also takes in the sea
 * and the nearest shores of Papua New Guinea and Timor; the place search it guards is Australian already, so the
 * box is there to refuse coordinates from elsewhere on the globe (London, 0,0, swapped latitude and longitude).
 */
export const AUSTRALIAN_REGION: readonly GeoBox[] = [
  { name: 'Mainland, Tasmania and coastal islands', south: -44, north: -9, west: 112.5, east: 154 },
  { name: 'Lord Howe Island', south: -31.9, north: -31.4, west: 158.9, east: 159.4 },
  { name: 'Norfolk Island', south: -29.2, north: -28.9, west: 167.8, east: 168.1 },
  { name: 'Christmas Island', south: -10.7, north: -10.3, west: 105.4, east: 105.9 },
  { name: 'Cocos (Keeling) Islands', south: -12.3, north: -11.7, west: 96.7, east: 97 },
];

/** Whether a point lies in Australia as AUSTRALIAN_REGION draws it. */
export const isInAustralia = (latitude: number, longitude: number): boolean =>
  AUSTRALIAN_REGION.some((box) => latitude >= box.south && latitude <= box.north && longitude >= box.west && longitude <= box.east);
