import { describe, expect, it } from 'vitest';
import { readLocalities } from './localities-dataset';
import { CAPITAL_CITIES, MAJOR_TOWNS, townTier } from './major-towns';

describe('the major towns that rank address suggestions', () => {
  it('when the list names a town, then the dataset has a locality of that name in that state', async () => {
    const places = new Set((await readLocalities()).map((row) => `${row.locality}|${row.state}`));
    const listed = [...CAPITAL_CITIES, ...Object.entries(MAJOR_TOWNS).flatMap(([state, names]) => names.map((name) => [name, state] as const))];
    expect(listed.length).toBeGreaterThan(90);
    for (const [name, state] of listed) expect(places.has(`${name}|${state}`), `${name} ${state}`).toBe(true);
  });

  it('when a capital, a listed town or another place is asked, then its tier is 2, 1 or 0', () => {
    expect(townTier('PERTH', 'WA')).toBe(2);
    expect(townTier('PERTH', 'TAS')).toBe(0);
    expect(townTier('BROOME', 'WA')).toBe(1);
    expect(townTier('BROOKLYN', 'NSW')).toBe(0);
  });
});
