import { afterEach, describe, expect, it } from 'vitest';
import { CURRENT_USER_KEY, PURCHASED_LEADS_KEY, SEEDED_QUERIES_ELEMENT_ID } from '@motohaul/contracts';
import { currentUserQueryOptions } from '../api/session';
import { createQueryClient } from './query-client';
import { readSeededQueries, seedQueries } from './seeded-queries';

const carry = (text: string) => {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = SEEDED_QUERIES_ELEMENT_ID;
  element.textContent = text;
  document.body.append(element);
};

describe('the answers a signed-in page arrives with (ADR 0065)', () => {
  afterEach(() => document.getElementById(SEEDED_QUERIES_ELEMENT_ID)?.remove());

  it('when the page carries them, then the cache starts with them and a fresh query asks nothing', async () => {
    const user = { id: 7, username: 'jordan', userType: 'provider' };
    carry(JSON.stringify([{ queryKey: CURRENT_USER_KEY, data: user }, { queryKey: PURCHASED_LEADS_KEY, data: [] }, { nonsense: true }]));
    const queries = readSeededQueries();
    expect(queries).toHaveLength(2);
    const queryClient = createQueryClient();
    seedQueries(queryClient, queries);
    let asked = 0;
    const data = await queryClient.fetchQuery({
      ...currentUserQueryOptions(),
      queryFn: () => {
        asked += 1;
        return null;
      },
    });
    expect(data).toEqual(user);
    expect(asked).toBe(0);
    expect(queryClient.getQueryData(PURCHASED_LEADS_KEY)).toEqual([]);
  });

  it('when the page carries none, or text that is not a list, then there is nothing to seed', () => {
    expect(readSeededQueries()).toEqual([]);
    carry('{not json');
    expect(readSeededQueries()).toEqual([]);
    document.getElementById(SEEDED_QUERIES_ELEMENT_ID)?.remove();
    carry('{"queryKey":["auth","me"],"data":null}');
    expect(readSeededQueries()).toEqual([]);
  });
});
