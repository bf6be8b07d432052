import type { Property, TransactionType } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { offeredStatuses } from './status-rules';

type Listing = Pick<Property, 'status' | 'transactionType' | 'softwareReference' | 'managedBy'>;
const STATUS = {
  published: { id: 1, code: 'published' },
  notPublished: { id: 2, code: 'notPublished' },
  pending: { id: 4, code: 'pendingPublication' },
  soldOrRented: { id: 6, code: 'soldOrRented' },
  option: { id: 7, code: 'option' },
} as const;
const listing = (
  transactionType: TransactionType,
  status: Property['status'] = STATUS.published,
  software: { softwareReference: string | null; managedBy: string | null } = {
    softwareReference: null,
    managedBy: null,
  },
): Listing => ({ transactionType, status, ...software });

describe('the statuses the Actions menu offers', () => {
  it('offers sold for a sale or public sale, rented for a rent, neither for a share', () => {
    expect(offeredStatuses(listing('sale'))).toEqual(['notPublished', 'sold', 'option']);
    expect(offeredStatuses(listing('publicSale'))).toEqual(['notPublished', 'sold', 'option']);
    expect(offeredStatuses(listing('rent'))).toEqual(['notPublished', 'rented', 'option']);
    expect(offeredStatuses(listing('share'))).toEqual(['notPublished', 'option']);
  });

  it('leaves out the current status, sold and rented being one status (id 6)', () => {
    expect(offeredStatuses(listing('sale', STATUS.notPublished))).toEqual(['published', 'sold', 'option']);
    expect(offeredStatuses(listing('sale', STATUS.soldOrRented))).toEqual([
      'published',
      'notPublished',
      'option',
    ]);
    expect(offeredStatuses(listing('rent', STATUS.soldOrRented))).toEqual([
      'published',
      'notPublished',
      'option',
    ]);
    expect(offeredStatuses(listing('rent', STATUS.option))).toEqual(['published', 'notPublished', 'rented']);
    // Pending publication (4) is none of the five: all that fit are offered.
    expect(offeredStatuses(listing('share', STATUS.pending))).toEqual([
      'published',
      'notPublished',
      'option',
    ]);
  });

  it('offers nothing for a listing its software manages', () => {
    expect(
      offeredStatuses(listing('sale', STATUS.published, { softwareReference: 'WH-1', managedBy: 'Whise' })),
    ).toEqual([]);
    // A software reference alone is enough: the software owns the listing even when unnamed.
    expect(
      offeredStatuses(listing('rent', STATUS.option, { softwareReference: 'WH-2', managedBy: null })),
    ).toEqual([]);
  });
});
