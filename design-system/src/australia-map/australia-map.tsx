import { geoCircle, geoConicEqualArea, geoPath } from 'd3-geo';
import type { CSSProperties, ReactNode } from 'react';
import { AUSTRALIA_OUTLINE } from './australia-outline';
import styles from './australia-map.module.css';

// Australia drawn offline (ADR 0061): Natural Earth's outline from world-atlas, extracted once into
// australia-outline.ts by scripts/extract-australia-outline.mjs, projected by d3-geo as SVG paths. No tiles, no network.
// Loaded from its own entry, '@motohaul/design-system/australia-map', by a dynamic import: never on the home page.

/** A point in decimal degrees. */
export interface MapPlace {
  latitude: number;
  longitude: number;
}

/** A circle on the earth: a provider's base and service radius. */
export interface MapArea {
  id: string;
  centre: MapPlace;
  radiusKm: number;
}

/** A line along the earth between two places: a trip from pickup to drop-off. */
export interface MapRoute {
  id: string;
  from: MapPlace;
  to: MapPlace;
}

/** A disc drawn at a place (not interactive: give its figures in text beside the map). */
export interface MapDot {
  id: string;
  at: MapPlace;
  /** Radius in the drawing's units (the map is MAP_WIDTH wide). */
  radius: number;
  /** A CSS colour. */
  fill: string;
}

/** A button at a place: keyboard reachable, named for screen readers by `label`. */
export interface MapMarker {
  id: string;
  at: MapPlace;
  label: string;
  /** Drawn larger, in another colour (a lead that fits the provider's trip); `label` says why. */
  highlighted?: boolean;
}

export interface AustraliaMapProps {
  /** The drawing's accessible name ('Available leads on a map of Australia'). */
  label: string;
  areas?: readonly MapArea[];
  routes?: readonly MapRoute[];
  dots?: readonly MapDot[];
  markers?: readonly MapMarker[];
  /** Names the list of marker buttons ('Leads on the map'). */
  markersLabel?: string;
  /** The marker shown as chosen (aria-current). */
  selectedId?: string | null;
  onMarkerSelect?: (id: string) => void;
  /** Drawn in the SVG above everything else (a caller's own shapes, using projectPlace). */
  children?: ReactNode;
  className?: string;
}

/** The drawing's width in its own units; the SVG scales to its container (viewBox). */
export const MAP_WIDTH = 400;
/** Room around the land: a marker button on the coast stays inside the map at 390 px. */
const PAD = 20;
const EARTH_RADIUS_KM = 6371;

// A conic equal-area projection centred on Australia with standard parallels across it (Geoscience Australia's
// Albers uses -18 and -36), fitted to the outline's width; the height follows the land's shape.
const projection = geoConicEqualArea().parallels([-18, -36]).rotate([-134, 0]).fitWidth(MAP_WIDTH - 2 * PAD, AUSTRALIA_OUTLINE);
const [[left, top], [, bottom]] = geoPath(projection).bounds(AUSTRALIA_OUTLINE);
const [translateX, translateY] = projection.translate();
projection.translate([translateX + PAD - left, translateY + PAD - top]);

/** The drawing's height in its own units. */
export const MAP_HEIGHT = Math.ceil(bottom - top + 2 * PAD);
const path = geoPath(projection);
const LAND = path(AUSTRALIA_OUTLINE) ?? '';

/** Where a place falls in the drawing ([x, y] in its units), kept inside it. */
export function projectPlace(place: MapPlace): [number, number] {
  const [x, y] = projection([place.longitude, place.latitude]) ?? [0, 0];
  const clamp = (value: number, max: number) => Math.min(Math.max(value, PAD / 2), max - PAD / 2);
  return [clamp(x, MAP_WIDTH), clamp(y, MAP_HEIGHT)];
}

const lonLat = (place: MapPlace): [number, number] => [place.longitude, place.latitude];
const circlePath = (area: MapArea) =>
  path(geoCircle().center(lonLat(area.centre)).radius((area.radiusKm / EARTH_RADIUS_KM) * (180 / Math.PI))()) ?? '';
const routePath = (route: MapRoute) => path({ type: 'LineString', coordinates: [lonLat(route.from), lonLat(route.to)] }) ?? '';
const percent = (value: number, of: number) => `${((value / of) * 100).toFixed(3)}%`;

/** A map of Australia with service areas, routes, dots and keyboard-reachable markers; responsive from 320 px. */
export function AustraliaMap({
  label,
  areas = [],
  routes = [],
  dots = [],
  markers = [],
  markersLabel = 'Places on the map',
  selectedId = null,
  onMarkerSelect,
  children,
  className,
}: AustraliaMapProps) {
  return (
    <div className={[styles.map, className].filter(Boolean).join(' ')}>
      <svg className={styles.drawing} viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} role="img" aria-label={label}>
        <path className={styles.land} d={LAND} />
        {areas.map((area) => {
          const [x, y] = projectPlace(area.centre);
          return (
            <g key={area.id}>
              <path className={styles.area} d={circlePath(area)} />
              <rect className={styles.base} x={x - 4} y={y - 4} width={8} height={8} />
            </g>
          );
        })}
        {routes.map((route) => (
          <path key={route.id} className={styles.route} d={routePath(route)} />
        ))}
        {dots.map((dot) => {
          const [x, y] = projectPlace(dot.at);
          return <circle key={dot.id} className={styles.dot} cx={x} cy={y} r={dot.radius} fill={dot.fill} />;
        })}
        {children}
      </svg>
      {markers.length > 0 && (
        <ul className={styles.markers} aria-label={markersLabel}>
          {markers.map((marker) => {
            const [x, y] = projectPlace(marker.at);
            const position: CSSProperties = { left: percent(x, MAP_WIDTH), top: percent(y, MAP_HEIGHT) };
            return (
              <li key={marker.id} className={styles.markerItem} style={position}>
                <button
                  type="button"
                  className={styles.marker}
                  aria-label={marker.label}
                  data-highlighted={marker.highlighted || undefined}
                  aria-current={marker.id === selectedId ? 'true' : undefined}
                  onClick={() => onMarkerSelect?.(marker.id)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
