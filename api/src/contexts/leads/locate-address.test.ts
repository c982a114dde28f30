import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { openTestDatabase } from '../../test/test-app';
import { locateAddress } from './locate-address';

describe('locateAddress', () => {
  let database: DatabaseHandle;
  const place = async (text: string) => {
    const found = await locateAddress(database.db, text);
    return found && `${found.locality} ${found.state} ${found.postcode}`;
  };

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('when an address names a postcode and one of its localities, then it answers that locality with its coordinates', async () => {
    expect(await locateAddress(database.db, '12 Smith St, Joondalup WA 6027')).toEqual({
      latitude: -31.763347,
      longitude: 115.756405,
      postcode: '6027',
      locality: 'Joondalup',
      state: 'WA',
    });
    expect(await place('Joondalup, WA 6027')).toBe('Joondalup WA 6027');
    expect(await place('Hobart TAS 7000')).toBe('Hobart TAS 7000');
    expect(await place('Parramatta NSW 2150')).toBe('Parramatta NSW 2150');
    expect(await place('Harris Park NSW 2150')).toBe('Harris Park NSW 2150');
  });

  it('when addresses come from every state and territory, then each is placed in its own locality', async () => {
    const addresses: Array<[string, string]> = [
      ['1 Macquarie St, Sydney NSW 2000', 'Sydney NSW 2000'],
      ['200 Bourke Street, Melbourne VIC 3000', 'Melbourne VIC 3000'],
      ['5 Cavill Ave, Surfers Paradise QLD 4217', 'Surfers Paradise QLD 4217'],
      ['18 King William St, Adelaide SA 5000', 'Adelaide SA 5000'],
      ['3 High St, Fremantle WA 6160', 'Fremantle WA 6160'],
      ['40 Elizabeth St, Hobart TAS 7000', 'Hobart TAS 7000'],
      ['Todd Mall, Alice Springs NT 0870', 'Alice Springs NT 0870'],
      ['Unit 4, 10 Mort Street, Braddon ACT 2612', 'Braddon ACT 2612'],
      ["9 Brennan St, O’Connor ACT 2602", "O'Connor ACT 2602"],
    ];
    for (const [address, expected] of addresses) expect(await place(address), address).toBe(expected);
  });

  it('when the text holds a postcode but none of its localities, then it answers the postcode’s delivery-area locality', async () => {
    const found = await locateAddress(database.db, 'Somewhere in 6027');
    expect(found).toMatchObject({ postcode: '6027', state: 'WA', locality: 'Joondalup', latitude: -31.763347 });
    expect(await place('7000')).toBe('Hobart TAS 7000');
    // 0870's untyped Alice Springs row loses to a delivery-area row; only the coordinates of the postcode matter here.
    expect(await locateAddress(database.db, 'PO Box 12, 0870')).toMatchObject({ postcode: '0870', state: 'NT' });
  });

  it('when a street number looks like a postcode, then the postcode nearest the end wins', async () => {
    expect(await place('2150 Great Eastern Hwy, Midland WA 6056')).toBe('Midland WA 6056');
  });

  it('when the text has no postcode, then a locality named as whole words is found, with its state when given', async () => {
    expect(await place('Joondalup')).toBe('Joondalup WA 6027');
    expect(await place('12 Smith St, Joondalup')).toBe('Joondalup WA 6027');
    expect(await place('Perth, Tasmania')).toBe('Perth TAS 7300');
    expect(await place('Perth TAS')).toBe('Perth TAS 7300');
    expect(await place('perth')).toBe('Perth WA 6000');
    expect(await place('Alice Springs NT')).toBe('Alice Springs NT 0870');
    expect(await place('12 Perth St, Fremantle')).toBe('Fremantle WA 6160');
    expect(await place('12 Queensland Rd, Fremantle')).toBe('Fremantle WA 6160');
  });

  it('when a place name is written with a usual abbreviation, then it is found as the dataset writes it (issue 27)', async () => {
    expect(await place('Mt Isa')).toBe('Mount Isa QLD 4825');
    expect(await place('12 Camooweal St, Mt Isa QLD')).toBe('Mount Isa QLD 4825');
    expect(await place('Saint Kilda VIC')).toBe('St Kilda VIC 3182');
    expect(await place('Pt Hedland')).toBe('Port Hedland WA 6721');
    expect(await place('Mount Gambier')).toBe('Mount Gambier SA 5290');
  });

  it('when the text is emoji or markup, then it answers null (issue 27)', async () => {
    expect(await locateAddress(database.db, '🏍️🏍️🏍️')).toBeNull();
    expect(await locateAddress(database.db, '<script>alert(1)</script>')).toBeNull();
  });

  it('when nothing in the text is a postcode or a locality, then it answers null', async () => {
    expect(await locateAddress(database.db, '')).toBeNull();
    expect(await locateAddress(database.db, 'Xyzzy Road')).toBeNull();
    expect(await locateAddress(database.db, '0001')).toBeNull();
    expect(await locateAddress(database.db, "%'; drop table localities; --")).toBeNull();
  });

  it('when a locality name is only part of a word, then it does not match', async () => {
    // 'Hobartville' is not Hobart.
    expect(await place('Hobartville')).not.toBe('Hobart TAS 7000');
  });
});
