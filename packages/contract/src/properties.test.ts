import { describe, expect, it } from 'vitest';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './constants';
import { ApiErrorBody } from './error-body';
import { ERR } from './errors';
import { Property, PropertyFilter, StatusChangeBody } from './properties';
import {
  FILTERABLE_STATUS_IDS,
  REQUESTED_STATUS_IDS,
  REQUESTED_STATUSES,
  requestedStatusFits,
} from './property-codes';
import { fieldErrors, MSG } from './validation';

const errorsOf = (value: unknown) => {
  const result = PropertyFilter.safeParse(value);
  if (result.success) throw new Error('expected a validation error');
  return fieldErrors(result.error);
};

describe('PropertyFilter (POST my-properties)', () => {
  it('defaults to everything, newest first, first page', () => {
    expect(PropertyFilter.parse({})).toEqual({
      statusIds: [],
      transactionTypes: [],
      propertyTypes: [],
      sort: 'createdAt',
      direction: 'desc',
      page: 1,
      pageSize: PAGE_SIZE_DEFAULT,
    });
  });

  it('accepts only the filterable status ids: 3, 4 and 5 are refused', () => {
    expect(FILTERABLE_STATUS_IDS).toEqual([1, 2, 6, 7]);
    expect(PropertyFilter.parse({ statusIds: [1, 2, 6, 7] }).statusIds).toEqual([1, 2, 6, 7]);
    for (const id of [3, 4, 5, 0, 8]) {
      expect(errorsOf({ statusIds: [1, id] }), String(id)).toEqual({ 'statusIds.1': MSG.invalid });
    }
  });

  it('checks types, sort, direction and paging', () => {
    expect(
      errorsOf({
        transactionTypes: ['lease'],
        propertyTypes: ['castle'],
        sort: 'vlancode',
        direction: 'up',
        page: 0,
        pageSize: PAGE_SIZE_MAX + 1,
        q: 'x'.repeat(101),
      }),
    ).toEqual({
      'transactionTypes.0': MSG.invalid,
      'propertyTypes.0': MSG.invalid,
      sort: MSG.invalid,
      direction: MSG.invalid,
      page: MSG.number,
      pageSize: MSG.number,
      q: MSG.tooLong,
    });
  });

  it('trims the texts', () => {
    expect(PropertyFilter.parse({ reference: ' ID-2026 ', q: ' Gent ' })).toMatchObject({
      reference: 'ID-2026',
      q: 'Gent',
    });
  });
});

describe('Property', () => {
  const property: Property = {
    id: 1,
    vlancode: 'ABC1234',
    onlineDate: '2026-01-15',
    offlineDate: null,
    status: { id: 1, code: 'published' },
    transactionType: 'sale',
    propertyType: 'house',
    yourReference: 'ID-2026-0142',
    softwareReference: null,
    price: 349_000,
    city: 'Gent',
    zipcode: '9000',
    street: 'Kerkstraat',
    number: '12',
    box: null,
    livableSurface: 160,
    bedrooms: 3,
    url: 'https://www.example.be/nl/zoekertje/ABC1234',
    descriptions: { nl: 'Woning te koop in Gent.', fr: null, en: null },
    projectReference: null,
    counters: { searchAppearances: 1200, detailViews: 80, mails: 3, phoneRequests: 1 },
    rating: 4,
    photoCount: 12,
    photoUrl: '/demo-photos/house-1.jpg',
    managedBy: null,
    market: { verdict: 'behind', hints: ['description'], missingDescriptions: ['fr'] },
  };

  it('encodes as it decodes (response schemas must be encodable)', () => {
    expect(Property.parse(property)).toEqual(property);
    expect(Property.encode(property)).toEqual(property);
  });

  it('refuses a rating above 5 and an unknown status code', () => {
    expect(Property.safeParse({ ...property, rating: 6 }).success).toBe(false);
    expect(Property.safeParse({ ...property, status: { id: 1, code: 'online' } }).success).toBe(false);
  });
});

describe('StatusChangeBody (POST my-properties/:id/status)', () => {
  it('accepts the five displayed statuses and maps them to ids (rented and sold share 6)', () => {
    for (const requestedStatus of REQUESTED_STATUSES) {
      expect(StatusChangeBody.parse({ requestedStatus })).toEqual({ requestedStatus });
    }
    expect(REQUESTED_STATUS_IDS).toEqual({ published: 1, notPublished: 2, rented: 6, sold: 6, option: 7 });
    for (const requestedStatus of ['draft', 'deleted', 'soldOrRented', '', undefined]) {
      expect(StatusChangeBody.safeParse({ requestedStatus }).success, String(requestedStatus)).toBe(false);
    }
  });

  it('allows rented only for rent and sold only for sale and public sale', () => {
    expect(requestedStatusFits('rented', 'rent')).toBe(true);
    expect(requestedStatusFits('sold', 'sale')).toBe(true);
    expect(requestedStatusFits('sold', 'publicSale')).toBe(true);
    for (const transaction of ['sale', 'publicSale', 'share'] as const) {
      expect(requestedStatusFits('rented', transaction), transaction).toBe(false);
    }
    for (const transaction of ['rent', 'share'] as const) {
      expect(requestedStatusFits('sold', transaction), transaction).toBe(false);
    }
    for (const status of ['published', 'notPublished', 'option'] as const) {
      expect(requestedStatusFits(status, 'share')).toBe(true);
    }
  });

  it('lets an error body carry the values of its message', () => {
    const body = {
      error: 'software_managed',
      messageKey: ERR.softwareManaged,
      values: { software: 'Whise' },
    };
    expect(ApiErrorBody.parse(body)).toEqual(body);
    expect(ApiErrorBody.safeParse({ ...body, values: { software: true } }).success).toBe(false);
  });
});
