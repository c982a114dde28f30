import { describe, expect, it } from 'vitest';
import { LOCALITY_COUNT, localitiesFrom, readLocalities } from './localities-dataset';
import { titleCase } from './locality-names';

describe('the localities dataset', () => {
  it('when the package file is read, then it yields LOCALITY_COUNT distinct localities of every state and territory', async () => {
    const rows = await readLocalities();
    expect(rows).toHaveLength(LOCALITY_COUNT);
    expect(new Set(rows.map((row) => `${row.postcode}|${row.locality}|${row.state}`)).size).toBe(LOCALITY_COUNT);
    expect(new Set(rows.map((row) => row.state))).toEqual(new Set(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']));
  });

  it('when a key appears twice, then the delivery-area row is kept', () => {
    const rows = localitiesFrom([
      { postcode: '2304', locality: 'MAYFIELD', state: 'NSW', lat: -32.88, long: 151.73, type: 'Delivery Area' },
      { postcode: '2304', locality: 'MAYFIELD', state: 'NSW', lat: -35.62, long: 149.75, type: '' },
      { postcode: '4225', locality: 'GREENMOUNT', state: 'QLD', lat: -28.1, long: 153.5, type: '' },
      { postcode: '4225', locality: 'GREENMOUNT', state: 'QLD', lat: -28.2, long: 153.6, type: 'Delivery Area' },
    ]);
    expect(rows).toEqual([
      { postcode: '2304', locality: 'MAYFIELD', state: 'NSW', latitude: -32.88, longitude: 151.73, kind: 'Delivery Area' },
      { postcode: '4225', locality: 'GREENMOUNT', state: 'QLD', latitude: -28.2, longitude: 153.6, kind: 'Delivery Area' },
    ]);
  });

  it('when names differ only in case, spacing or apostrophe, then they are one locality', () => {
    const rows = localitiesFrom([
      { postcode: '2602', locality: 'O’CONNOR', state: 'ACT', lat: -35.26, long: 149.12, type: 'Delivery Area' },
      { postcode: '2602', locality: "O'Connor ", state: 'ACT', lat: -35.26, long: 149.12, type: 'Delivery Area' },
    ]);
    expect(rows.map((row) => row.locality)).toEqual(["O'CONNOR"]);
  });

  it('when a name is shown, then it is in title case as people write it', () => {
    expect(titleCase('JOONDALUP')).toBe('Joondalup');
    expect(titleCase("O'CONNOR")).toBe("O'Connor");
    expect(titleCase('MOUNT KURING-GAI')).toBe('Mount Kuring-Gai');
    expect(titleCase('MCMAHONS POINT')).toBe('McMahons Point');
    expect(titleCase('ERNABELLA (PUKATJA)')).toBe('Ernabella (Pukatja)');
  });
});
