import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RiderTracking } from '@motohaul/contracts';
import { TrackingSection, ageInWords, durationInWords } from './tracking-section';

const CHECKED_AT = Date.parse('2026-12-07T03:00:00Z');
const tracking = (overrides: Partial<RiderTracking> = {}, minutesOld = 3): RiderTracking => ({
  position: { latitude: -33.31, longitude: 151.39, accuracyM: 18.4, recordedAt: new Date(CHECKED_AT - minutesOld * 60_000).toISOString() },
  dropoff: { latitude: -32.9283, longitude: 151.7817 },
  distanceKm: 55,
  arrivalMinutes: 54,
  ...overrides,
});

describe('TrackingSection (issue 47 item 2)', () => {
  it('shows the last position on the offline map, how old it is, and the arrival estimate with how it is made', async () => {
    render(<TrackingSection tracking={tracking()} checkedAt={CHECKED_AT} />);
    const section = screen.getByRole('region', { name: 'Where your motorcycle is' });
    expect(await within(section).findByRole('img', { name: "Map of Australia with your motorcycle's last position and a line to the drop-off" })).toBeInTheDocument();
    expect(section).toHaveTextContent('Updated 3 min ago');
    expect(section).toHaveTextContent('accurate to about 18 m');
    expect(section).toHaveTextContent('Arrival in about 55 min (55 km in a straight line to the drop-off)');
    expect(section).toHaveTextContent('times 1.3 for the roads, at an average 80 km/h');
    expect(within(section).getByRole('list', { name: 'Map key' })).toHaveTextContent('Drop-off');
    expect(section).not.toHaveTextContent('out of signal');
  });

  it('says when the phone has not shared for a while, and that no arrival can be estimated without a drop-off place', async () => {
    render(<TrackingSection tracking={tracking({ dropoff: null, distanceKm: null, arrivalMinutes: null }, 75)} checkedAt={CHECKED_AT} />);
    const section = screen.getByRole('region', { name: 'Where your motorcycle is' });
    expect(await within(section).findByRole('img', { name: "Map of Australia with your motorcycle's last position" })).toBeInTheDocument();
    expect(section).toHaveTextContent('Updated 1 h 15 min ago');
    expect(section).toHaveTextContent('has not shared its position for 1 h 15 min: it may be out of signal');
    expect(section).toHaveTextContent('no arrival time can be estimated');
    expect(section).not.toHaveTextContent('Arrival in');
  });

  it('words ages and durations', () => {
    expect([0, 1, 59, 60, 125].map(ageInWords)).toEqual(['just now', '1 min ago', '59 min ago', '1 h ago', '2 h 5 min ago']);
    expect([1, 44, 122, 180].map(durationInWords)).toEqual(['about 5 min', 'about 45 min', 'about 2 h', 'about 3 h']);
  });
});
