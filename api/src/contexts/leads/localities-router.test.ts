import type { LocalitiesResponse, LocalitySuggestion } from '@motohaul/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { parseLocalityQuery } from './localities-repository';

describe('GET /api/localities', () => {
  let t: TestApp;
  const search = async (q: string): Promise<LocalitySuggestion[]> =>
    ((await t.agent.get('/api/localities').query({ q }).expect(200)).body as LocalitiesResponse).localities;
  const labels = async (q: string) => (await search(q)).map((locality) => locality.label);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('when a suburb name is typed, then that locality comes with its state, postcode and coordinates, signed out', async () => {
    const [first] = await search('Joondalup');
    expect(first).toEqual({
      id: expect.any(Number),
      locality: 'Joondalup',
      state: 'WA',
      postcode: '6027',
      latitude: -31.763347,
      longitude: 115.756405,
      label: 'Joondalup WA 6027',
    });
  });

  it('when suburbs of every state and territory are typed, then each is found', async () => {
    expect(await labels('Hobart')).toContain('Hobart TAS 7000');
    expect(await labels('alice spr')).toContain('Alice Springs NT 0870');
    expect(await labels('Fremantle')).toContain('Fremantle WA 6160');
    expect(await labels('Parramatta')).toContain('Parramatta NSW 2150');
    expect(await labels('Braddon')).toContain('Braddon ACT 2612');
    expect(await labels('Glenelg')).toContain('Glenelg SA 5045');
    expect(await labels('Surfers Par')).toContain('Surfers Paradise QLD 4217');
    expect(await labels('Ballarat')).toContain('Ballarat VIC 3350');
  });

  it('when a postcode is typed, then its own localities come first, delivery areas before PO boxes, then postcodes starting with it', async () => {
    const exact = await labels('2150');
    expect(exact.slice(0, 3)).toEqual(['Harris Park NSW 2150', 'Parramatta NSW 2150', 'Parramatta Westfield NSW 2150']);
    expect(exact.length).toBeLessThanOrEqual(6);
    expect(exact.slice(3).every((label) => /215\d$/.test(label) && !label.endsWith('2150'))).toBe(true);
    // 6000: PERTH is the delivery area; 'City Delivery Centre' and 'Perth GPO' carry no type and come after it.
    expect((await labels('6000'))[0]).toBe('Perth WA 6000');
    const prefix = await search('60');
    expect(prefix.map((locality) => locality.postcode)).toEqual([...prefix.map((locality) => locality.postcode)].sort());
    expect(prefix.every((locality) => locality.postcode.startsWith('60'))).toBe(true);
  });

  it('when a name is typed, then names starting with it come before names that only contain it', async () => {
    const found = await labels('hobart');
    const firstContaining = found.findIndex((label) => !label.toLowerCase().startsWith('hobart'));
    expect(found[0]).toBe('Hobart TAS 7000');
    expect(firstContaining).toBeGreaterThan(0);
    expect(found.slice(firstContaining).every((label) => !label.toLowerCase().startsWith('hobart'))).toBe(true);
    expect(found).toContain('North Hobart TAS 7000');
  });

  it('when a name is typed, then exact names come first and larger places before smaller (issue 27)', async () => {
    expect((await labels('Perth')).slice(0, 2)).toEqual(['Perth WA 6000', 'Perth TAS 7300']);
    expect((await labels('Darwin'))[0]).toBe('Darwin NT 0800');
    expect((await labels('Broo'))[0]).toBe('Broome WA 6725');
    expect((await labels('Syd'))[0]).toBe('Sydney NSW 2000');
    expect((await labels('Cairns'))[0]).toBe('Cairns QLD 4870');
    // A name's PO boxes do not crowd out other places: Sydney has 148 postcodes.
    expect((await labels('Sydney')).filter((label) => label.startsWith('Sydney NSW'))).toEqual(['Sydney NSW 2000']);
  });

  it('when a name is typed with a typing mistake or a usual abbreviation, then the place is still found first (issue 27)', async () => {
    expect((await labels('Alise Springs'))[0]).toBe('Alice Springs NT 0870');
    expect((await labels('Alise Spr'))[0]).toBe('Alice Springs NT 0870');
    expect((await labels('Cains'))[0]).toBe('Cairns QLD 4870');
    expect((await labels('Parramata'))[0]).toBe('Parramatta NSW 2150');
    expect((await labels('Mt Isa'))[0]).toBe('Mount Isa QLD 4825');
    expect((await labels('Saint Kilda'))[0]).toBe('St Kilda VIC 3182');
    expect(await labels('Pt Hedland')).toContain('Port Hedland WA 6721');
    expect(await labels('Mount Gam')).toContain('Mount Gambier SA 5290');
  });

  it('when a listed town is typed with a mistake, then it comes before smaller places that merely start with the text (issue 45 item 14)', async () => {
    const found = await labels('Brome');
    expect(found[0]).toBe('Broome WA 6725');
    expect(found).toContain('Bromelton QLD 4285');
    expect((await labels('Parramtta'))[0]).toBe('Parramatta NSW 2150');
  });

  it('when a chosen label is typed again, then it finds that locality first', async () => {
    expect((await labels('Joondalup WA 6027'))[0]).toBe('Joondalup WA 6027');
    expect((await labels('Perth TAS'))[0]).toBe('Perth TAS 7300');
    expect((await labels('Hobart, 7000'))[0]).toBe('Hobart TAS 7000');
  });

  it('when any text matches, then at most 6 localities are answered', async () => {
    expect(await search('an')).toHaveLength(6);
    expect(await search('20')).toHaveLength(6);
  });

  it('when nothing matches or the text holds LIKE wildcards, then the list is empty', async () => {
    expect(await search('Xyzzy')).toEqual([]);
    expect(await search('%%')).toEqual([]);
    expect(await search('__')).toEqual([]);
    expect(await search('0001')).toEqual([]);
  });

  it('when q is missing, shorter than 2 or longer than 60 characters, or repeated, then it answers 400 with the envelope', async () => {
    for (const query of [{}, { q: 'a' }, { q: '   ' }, { q: 'x'.repeat(61) }, { q: ['ab', 'cd'] }]) {
      const res = await t.agent.get('/api/localities').query(query).expect(400);
      expect(res.body).toEqual({
        message: 'Please correct the highlighted fields.',
        fieldErrors: { q: ['Search text must be 2 to 60 characters'] },
      });
    }
  });
});

describe('parseLocalityQuery', () => {
  it('when a label or a postcode is typed, then name, state and postcode are read apart', () => {
    expect(parseLocalityQuery('Joondalup WA 6027')).toEqual({ name: 'joondalup', state: 'WA', postcode: '6027' });
    expect(parseLocalityQuery('  joond ')).toEqual({ name: 'joond', state: null, postcode: '' });
    expect(parseLocalityQuery('615')).toEqual({ name: '', state: null, postcode: '615' });
    expect(parseLocalityQuery('WA')).toEqual({ name: 'wa', state: null, postcode: '' });
    expect(parseLocalityQuery('Hobart, 7000')).toEqual({ name: 'hobart', state: null, postcode: '7000' });
  });
});
