import { NSW_SUBURBS, suburbLabel } from '@motohaul/design-system';

/** Coordinates of the 18 built-in suburbs of the address suggestions (used while no Google key is configured). */
const COORDINATES: Record<string, [number, number]> = {
  Sydney: [-33.8688, 151.2093],
  Parramatta: [-33.815, 151.0011],
  Chatswood: [-33.7969, 151.1803],
  Bondi: [-33.8915, 151.2767],
  Penrith: [-33.7511, 150.6942],
  Liverpool: [-33.92, 150.923],
  Blacktown: [-33.771, 150.9063],
  Manly: [-33.7969, 151.284],
  Hornsby: [-33.7025, 151.099],
  Campbelltown: [-34.065, 150.8142],
  Bankstown: [-33.918, 151.035],
  Cronulla: [-34.0581, 151.1543],
  'Castle Hill': [-33.729, 151.004],
  Ryde: [-33.8153, 151.1033],
  Hurstville: [-33.9674, 151.1024],
  Newcastle: [-32.9283, 151.7817],
  Wollongong: [-34.4278, 150.8931],
  Gosford: [-33.425, 151.342],
};

export interface ServiceLocation {
  label: string;
  latitude: number;
  longitude: number;
}

/** The built-in service locations: every built-in suburb that has coordinates. */
export const SERVICE_LOCATIONS: readonly ServiceLocation[] = NSW_SUBURBS.flatMap((suburb) => {
  const point = COORDINATES[suburb.name];
  return point ? [{ label: suburbLabel(suburb), latitude: point[0], longitude: point[1] }] : [];
});
