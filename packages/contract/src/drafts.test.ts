import { describe, expect, it } from 'vitest';
import { PropertyDraft } from './drafts';

describe('drafts', () => {
  it('refuses a property draft with an unknown transaction type', () => {
    expect(
      PropertyDraft.safeParse({
        id: 2,
        vlancode: 'ABC1235',
        transactionType: 'lease',
        propertyType: 'house',
        yourReference: null,
        price: null,
        street: null,
        number: null,
        box: null,
        zipcode: null,
        city: null,
        createdAt: '2026-04-28T10:00:00.000Z',
        updatedAt: '2026-04-28T10:00:00.000Z',
      }).success,
    ).toBe(false);
  });
});
