import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../../lib/http';
import { createQueryClient } from '../../../lib/query-client';
import { property } from '../../../test/properties';
import { json, mockApi } from '../../../test/render';
import { agency, privateUser } from '../../../test/users';
import { answerFor } from '../test-utils';
import { prefetchStatistics } from './prefetch-statistics';

/** 21 November 2026, 23:30 UTC: already the 22nd in Brussels. */
const NOW = new Date('2026-11-21T23:30:00Z');

const asked = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls.map(([input]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${url.pathname.replace('/en/api/core/', '')}${url.search}`;
  });

async function prefetch(
  fetch: ReturnType<typeof mockApi>,
  search: string,
  params: Record<string, string> = {},
  user = agency,
) {
  const queryClient = createQueryClient();
  const { call } = createHttpClient({ fetch, getLanguage: () => 'en' });
  await prefetchStatistics(queryClient, user, call, new URLSearchParams(search), params);
  return queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.queryKey);
}

const api = () =>
  mockApi(agency, {
    'GET my-statistics/pro': ({ query }) =>
      json(200, { data: { ...answerFor(query), listings: [], listingCount: 0 } }),
    'GET my-statistics': ({ query }) => json(200, { data: answerFor(query) }),
    'GET my-statistics/facebook': () => json(200, { data: { shares: 0, boosts: [] } }),
    'POST my-properties': () =>
      json(200, {
        data: [property({ id: 7, vlancode: 'ABC1234' })],
        paging: { page: 1, pageSize: 100, total: 1, totalPages: 1 },
      }),
    'GET my-statistics/announcement/7/span/day': ({ query }) =>
      json(200, { data: { ...answerFor(query), listingId: 7, vlancode: 'ABC1234' } }),
  });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('prefetchStatistics (what the server asks for before drawing the screen)', () => {
  it("asks for the address's preset up to today in Brussels, and for Facebook's figures", async () => {
    const fetch = api();
    await prefetch(fetch, 'range=last7Days&span=week', {}, privateUser);
    expect(asked(fetch).sort()).toEqual([
      'my-statistics/facebook',
      'my-statistics?filterStart=2026-11-16&filterEnd=2026-11-22&span=week',
    ]);
  });

  it('asks for no figures where the address has no range the screen can show, only for Facebook', async () => {
    for (const search of ['range=custom&from=2026-11-02', 'range=custom&from=2026-11-08&to=2026-11-02']) {
      const fetch = api();
      await prefetch(fetch, search);
      expect(asked(fetch)).toEqual(['my-statistics/facebook']);
    }
  });

  it("asks for a vlancode's listing, then its figures; a code the user has none of, for nothing more", async () => {
    const fetch = api();
    const keys = await prefetch(fetch, '', { vlanCode: 'ABC1234' });
    expect(asked(fetch)).toEqual([
      'my-properties',
      'my-statistics/announcement/7/span/day?filterStart=2026-10-24&filterEnd=2026-11-22',
    ]);
    expect(keys).toHaveLength(2);
    const none = api();
    await prefetch(none, '', { vlanCode: 'XYZ9999' });
    expect(asked(none)).toEqual(['my-properties']);
  });
});
