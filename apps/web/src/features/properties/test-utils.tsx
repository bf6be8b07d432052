import type { Paging, Property, PropertyFilterInput } from '@app/contract';
import { PAGE_SIZE_DEFAULT } from '@app/contract';
import { configure } from '@testing-library/react';
import { applyLanguage } from '../../app/language';
import type { Handler } from '../../test/render';
import { json, mockApi, renderApp } from '../../test/render';
import { agency } from '../../test/users';
import { PropertiesPage } from './properties-page';

// The page starts the whole shell's queries (user, types, list) before its rows show: on a busy
// machine that takes longer than the testing library's default second.
configure({ asyncUtilTimeout: 5_000 });

/** A listing as the server sends it (valid against the contract). */
export const property = (overrides: Partial<Property> & Pick<Property, 'id'>): Property => ({
  vlancode: 'ABC1234',
  onlineDate: '2026-03-01',
  offlineDate: null,
  status: { id: 1, code: 'published' },
  transactionType: 'sale',
  propertyType: 'house',
  yourReference: `REF-${overrides.id}`,
  softwareReference: null,
  price: 250000,
  city: 'Gent',
  zipcode: '9000',
  street: 'Veldstraat',
  number: '12',
  box: null,
  livableSurface: 140,
  bedrooms: 3,
  url: null,
  descriptions: { nl: null, fr: null, en: null },
  projectReference: null,
  counters: { searchAppearances: 1200, detailViews: 85, mails: 4, phoneRequests: 2 },
  rating: 4,
  photoCount: 0,
  managedBy: null,
  ...overrides,
});

export const typesEn = {
  propertyTypes: [
    { id: 1, code: 'house', name: 'House' },
    { id: 3, code: 'appartment', name: 'Apartment' },
  ],
  transactionTypes: [
    { id: 1, code: 'rent', name: 'For rent' },
    { id: 2, code: 'sale', name: 'For sale' },
  ],
  statusTypes: [
    { id: 1, code: 'published', name: 'Published' },
    { id: 2, code: 'notPublished', name: 'Not published' },
    { id: 3, code: 'draft', name: 'Draft' },
    { id: 6, code: 'soldOrRented', name: 'Sold / Rented' },
    { id: 7, code: 'option', name: 'Option' },
  ],
};

export const paging = (total: number, page = 1): Paging => ({
  page,
  pageSize: PAGE_SIZE_DEFAULT,
  total,
  totalPages: Math.ceil(total / PAGE_SIZE_DEFAULT),
});

/** The page alone on a memory router at `search`, the list answered by `list(body)`. */
export function renderProperties(
  list: (body: PropertyFilterInput) => { data: Property[]; paging: Paging } | Response,
  search = '',
  handlers: Record<string, Handler> = {},
) {
  applyLanguage('en');
  const api = mockApi(agency, {
    'GET types': () => json(200, { data: typesEn }),
    'POST my-properties': ({ body }) => {
      const answer = list(body as PropertyFilterInput);
      return answer instanceof Response ? answer : json(200, answer);
    },
    ...handlers,
  });
  const view = renderApp(`/en/properties${search}`, api, [{ path: '*', element: <PropertiesPage /> }]);
  return { ...view, api };
}

/** The bodies of the list requests, in order. */
export const listBodies = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls
    .filter(([input, init]) => init?.method === 'POST' && String(input).endsWith('/my-properties'))
    .map(([, init]) => JSON.parse(String(init?.body)) as PropertyFilterInput);
