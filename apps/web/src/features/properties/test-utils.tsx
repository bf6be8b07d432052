import type { Paging, Property, PropertyFilterInput } from '@app/contract';
import { PAGE_SIZE_DEFAULT } from '@app/contract';
import { configure } from '@testing-library/react';
import type { ReactElement } from 'react';
import { applyLanguage } from '../../lib/language';
import type { Handler } from '../../test/render';
import { json, mockApi, renderApp } from '../../test/render';
import { agency } from '../../test/users';
import type { OrderDialogProps } from './components/order-dialogs';
import { PropertiesPage } from './properties-page';

// The page starts the whole shell's queries (user, types, list) before its rows show: on a busy
// machine that takes longer than the testing library's default second.
configure({ asyncUtilTimeout: 5_000 });

export { property } from '../../test/properties';

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

/**
 * The orders feature's dialogs stand in as plain elements: these tests check what opens them, and
 * with what (the page wires the real ones: app/pages/properties.tsx).
 */
function StandInOrderDialog({ kind, property, opened, onClose }: OrderDialogProps) {
  if (!opened) return null;
  return kind === 'orders' ? (
    <div data-testid="orders-modal" data-property-id={property.id}>
      <button type="button" onClick={onClose}>
        close orders
      </button>
    </div>
  ) : (
    <div data-testid="order-product-modal" data-type={kind} data-property-id={property.id} />
  );
}

/**
 * The page alone on a memory router at `search`, the list answered by `list(body)`; `page` is the
 * page with the stand-in order dialogs unless a test brings the composed page.
 */
export function renderProperties(
  list: (body: PropertyFilterInput) => { data: Property[]; paging: Paging } | Response,
  search = '',
  handlers: Record<string, Handler> = {},
  page: ReactElement = <PropertiesPage orderDialog={StandInOrderDialog} />,
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
  const view = renderApp(`/en/properties${search}`, api, [{ path: '*', element: page }]);
  return { ...view, api };
}

/** The bodies of the list requests, in order. */
export const listBodies = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls
    .filter(([input, init]) => init?.method === 'POST' && String(input).endsWith('/my-properties'))
    .map(([, init]) => JSON.parse(String(init?.body)) as PropertyFilterInput);
