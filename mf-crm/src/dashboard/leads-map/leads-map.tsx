import { useEffect, useState } from 'react';
import type { AvailableLead, CurrentUser, TripFit } from '@motohaul/contracts';
import { AustraliaMap, type MapArea, type MapMarker, type MapRoute } from '@motohaul/design-system/australia-map';
import { AvailableLeadCard } from '../available-leads/available-lead-card';
import { jobIdOf } from '../available-leads/lead-display';
import { leadCardId } from '../lead-link/lead-link';
import { markerLabel } from './marker-label';
import styles from './leads-map.module.css';

export interface LeadsMapProps {
  /** The leads the list shows (same area filter, same pages). */
  leads: readonly AvailableLead[];
  user: CurrentUser;
  onPurchase: (lead: AvailableLead) => void;
  /** The leads that fit the owner's return trips, by lead id: their markers stand out and say so. */
  fits?: ReadonlyMap<number, TripFit>;
}

/**
 * The available leads on a map of Australia (ADR 0061): the provider's base and service radius, each lead's pickup
 * as a marker button with a line to its drop-off. A marker opens the lead's card below the map, the same card (and
 * Purchase) as the list. Loaded lazily by the panel: the map and its outline are not part of the dashboard's first load.
 */
export default function LeadsMap({ leads, user, onPurchase, fits }: LeadsMapProps) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = leads.find((lead) => lead.id === selectedId) ?? null;

  // The opened card takes the focus (it says what the marker opened; Tab goes on to Purchase).
  useEffect(() => {
    if (selected) document.getElementById(leadCardId(jobIdOf(selected)))?.focus();
  }, [selected]);

  const placed = leads.filter((lead) => lead.pickupPoint);
  const unplaced = leads.length - placed.length;
  const markers: MapMarker[] = placed.map((lead) => {
    const fit = fits?.get(lead.id);
    return { id: String(lead.id), at: lead.pickupPoint!, label: fit ? `${markerLabel(lead)}. ${fit.label}` : markerLabel(lead), highlighted: Boolean(fit) };
  });
  const fitting = markers.filter((marker) => marker.highlighted).length;
  const routes: MapRoute[] = placed.flatMap((lead) =>
    lead.dropoffPoint ? [{ id: String(lead.id), from: lead.pickupPoint!, to: lead.dropoffPoint }] : [],
  );
  const { serviceLatitude: latitude, serviceLongitude: longitude, serviceRadius } = user;
  const hasBase = latitude != null && longitude != null;
  const areas: MapArea[] = hasBase ? [{ id: 'base', centre: { latitude, longitude }, radiusKm: serviceRadius ?? 0 }] : [];

  return (
    <div className={styles.layout}>
      <AustraliaMap
        label={`Map of Australia with ${placed.length} available ${placed.length === 1 ? 'lead' : 'leads'}${hasBase ? ' and your service area' : ''}`}
        markersLabel="Leads on the map"
        areas={areas}
        routes={routes}
        markers={markers}
        selectedId={selectedId === null ? null : String(selectedId)}
        onMarkerSelect={(id) => setSelectedId(Number(id))}
      />
      <ul className={styles.legend} aria-label="Map key">
        {hasBase && (
          <li>
            <span className={styles.baseKey} aria-hidden="true" /> Your base and {serviceRadius ?? 0} km service area
          </li>
        )}
        <li>
          <span className={styles.pickupKey} aria-hidden="true" /> Pickup (choose one to see the lead)
        </li>
        <li>
          <span className={styles.routeKey} aria-hidden="true" /> Line to the drop-off
        </li>
        {fitting > 0 && (
          <li>
            <span className={styles.tripFitKey} aria-hidden="true" /> Fits one of your return trips ({fitting})
          </li>
        )}
      </ul>
      {unplaced > 0 && (
        <p className={styles.note}>
          {unplaced} {unplaced === 1 ? 'lead has' : 'leads have'} no known place and {unplaced === 1 ? 'is' : 'are'} shown in the List only.
        </p>
      )}
      {selected ? (
        <AvailableLeadCard lead={selected} user={user} onPurchase={onPurchase} fit={fits?.get(selected.id)} />
      ) : (
        <p className={styles.note}>Choose a pickup on the map to see the lead.</p>
      )}
    </div>
  );
}
