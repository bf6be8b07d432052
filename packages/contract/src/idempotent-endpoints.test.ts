import { describe, expect, it } from 'vitest';
import type { Endpoint } from './endpoint';
import * as endpoints from './endpoints';

/**
 * Every request that creates an order or an invoice, or spends credits, takes an Idempotency-Key
 * (decision 054). Lead Generator, Wallpaper PRO, packs, fixed-price packages, Property Advisor credits,
 * Pro First and valuation zones are all ordered through orderProduct; an information request and a
 * wallpaper change request only send an e-mail, and their own rules refuse them twice.
 */
describe('idempotent endpoints', () => {
  const all = Object.entries(endpoints as Record<string, Endpoint>);
  const idempotent = all.filter(([, endpoint]) => endpoint.idempotent === true);

  it('are the ones that order, invoice or spend credits', () => {
    expect(idempotent.map(([name]) => name).sort()).toEqual([
      'createAdvisorDossier',
      'orderProduct',
      'orderValuation',
      'requestInvoice',
    ]);
  });

  it("are POSTs of a signed-in user: a key is the user's", () => {
    for (const [name, endpoint] of idempotent) {
      expect(endpoint.method, name).toBe('POST');
      expect(['public', 'service'], name).not.toContain(endpoint.access);
    }
  });
});
