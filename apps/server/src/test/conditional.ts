import { ERR } from '@app/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { BURST, burst, ROUNDS, statusCounts } from './burst';

/*
 * What every conditional write keeps (RFC 9110, decision 055), for the tests of each versioned record:
 * a form saved over a version that is no longer current changes nothing.
 */

/** `If-Match: *` (RFC 9110): any current version, for tests about something else than versions. */
export const ANY_VERSION = { 'if-match': '*' };

/** A strong entity-tag: quoted, never W/. */
export const STRONG_TAG = /^"[\x21\x23-\x7e]+"$/;

/** A refused conditional write: its status, its usual error body, and no ETag. */
export function expectRefused(response: LightMyRequestResponse, status: 412 | 428): void {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toEqual(
    status === 412
      ? { error: 'precondition_failed', messageKey: ERR.preconditionFailed }
      : { error: 'precondition_required', messageKey: ERR.preconditionRequired },
  );
  expect(response.headers.etag).toBeUndefined();
}

/** A versioned record under test, as two tabs of its owner see it. */
export interface ConditionalRecord {
  /** The version a form is loaded with: the ETag the GET that feeds it answers. */
  open(): Promise<string>;
  /**
   * The form's write of change `n`, with If-Match when given. Every change differs from the state the
   * record had when its `open()` ran, so a write that goes through always makes a new version.
   */
  write(n: number, ifMatch?: string): Promise<LightMyRequestResponse>;
  /** Whether the database holds change `n` now. */
  holds(n: number): Promise<boolean>;
  /** The same write to a record of another user's. */
  foreign(ifMatch: string): Promise<LightMyRequestResponse>;
  /**
   * Brings the record back to a state no change equals, before the first write and each burst (for a
   * record of few states, the bookmark's three marks); none needed when every change is new.
   */
  rebase?(): Promise<void>;
}

/**
 * The rules, in order: without If-Match 428; with the current version 200 and the new ETag, the one
 * the next GET answers; over the version before it 412, the first change kept; a foreign record 404
 * whatever If-Match says; and of BURST writes at once over one version exactly one wins, ROUNDS times,
 * with its change in the database.
 */
export async function expectConditionalWrites(record: ConditionalRecord): Promise<void> {
  await record.rebase?.();
  const first = await record.open();
  expect(first).toMatch(STRONG_TAG);
  expect(await record.open()).toBe(first);

  expectRefused(await record.write(0), 428);
  expect(await record.holds(0)).toBe(false);

  const saved = await record.write(0, first);
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.headers.etag).toMatch(STRONG_TAG);
  expect(saved.headers.etag).not.toBe(first);
  expect(await record.open()).toBe(saved.headers.etag);

  // A second tab, still holding the page loaded before that save.
  expectRefused(await record.write(1, first), 412);
  expect(await record.holds(0)).toBe(true);
  expect(await record.holds(1)).toBe(false);

  expect((await record.foreign(first)).statusCode).toBe(404);

  for (let round = 0; round < ROUNDS; round += 1) {
    await record.rebase?.();
    const etag = await record.open();
    const base = 2 + round * BURST;
    const responses = await burst(BURST, (index) => record.write(base + index, etag));
    expect(statusCounts(responses)).toEqual({ 200: 1, 412: BURST - 1 });
    const winner = responses.findIndex((response) => response.statusCode === 200);
    expect(await record.holds(base + winner)).toBe(true);
    expect(await record.open()).toBe(responses[winner]!.headers.etag);
  }
}

/**
 * A valid body for each versioned write outside the profile (whose bodies come from its GET): the
 * contract's validation answers before If-Match is required, so a check of the 428 needs one.
 */
const NO_TEXTS = { nl: null, fr: null, en: null };
const NO_ADDRESS = { street: null, number: null, zipcode: null, city: null, descriptions: NO_TEXTS };

export const VERSIONED_WRITE_BODIES: Record<string, unknown> = {
  updatePropertyDraft: {
    ...NO_ADDRESS,
    propertyType: 'house',
    transactionType: 'sale',
    yourReference: null,
    price: null,
    box: null,
    livableSurface: null,
    bedrooms: null,
  },
  updateProjectDraft: { ...NO_ADDRESS, name: 'Residentie', reference: null },
  updateSavedSearch: { name: 'Gent', criteria: { transactionType: 'sale' } },
  setBookmarkMarks: { contacted: true, visited: false, priceDropAlert: false },
  updateWebhookEndpoint: {
    url: 'https://crm.example.com/hooks',
    events: ['contact.received'],
    enabled: true,
  },
};
