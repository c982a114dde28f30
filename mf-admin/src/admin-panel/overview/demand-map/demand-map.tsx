import type { AdminDemandRegion, AustralianState } from '@motohaul/contracts';
import { AustraliaMap, type MapDot } from '@motohaul/design-system/australia-map';
import { dotRadius, shareFill, shareSold, STATE_CENTRES } from './demand-scale';

/**
 * The states on the map of Australia (ADR 0061): a disc per state, its area by leads, its colour by share sold.
 * Loaded lazily by the Overview: the map and its outline are not part of the admin panel's first load.
 */
export default function DemandMap({ regions, label }: { regions: readonly AdminDemandRegion[]; label: string }) {
  const placed = regions.filter((region): region is AdminDemandRegion & { state: AustralianState } => region.state !== null);
  const mostLeads = Math.max(0, ...placed.map((region) => region.leads));
  // The biggest first, so a small disc (the ACT beside New South Wales) is drawn on top.
  const dots: MapDot[] = [...placed]
    .sort((a, b) => b.leads - a.leads)
    .map((region) => ({
      id: region.state,
      at: STATE_CENTRES[region.state],
      radius: dotRadius(region.leads, mostLeads),
      fill: shareFill(shareSold(region)),
    }));
  return <AustraliaMap label={label} dots={dots} />;
}
