import type { CurrentUser, PropertyAdDraft } from '@app/contract';
import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { applyLanguage } from '../../app/language';
import type { Handler } from '../../test/render';
import { mockApi, renderApp } from '../../test/render';
import { agency } from '../../test/users';
import { AdEditorPage } from './ad-editor-page';

/** A property draft as the server sends it (valid against the contract). */
export const propertyDraft = (overrides: Partial<PropertyAdDraft> = {}): PropertyAdDraft => ({
  id: 77,
  vlancode: 'ABC1234',
  propertyType: 'house',
  transactionType: 'sale',
  yourReference: 'REF-77',
  price: 345000,
  street: 'Veldstraat',
  number: '12',
  box: null,
  zipcode: '9000',
  city: 'Gent',
  livableSurface: 140,
  bedrooms: 3,
  descriptions: { nl: 'Ruime woning.', fr: null, en: null },
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

/** The editor alone on a memory router at `/en/my-profile/ad{search}`, with a fetch double. */
export function renderEditor(
  search: string,
  handlers: Record<string, Handler> = {},
  user: CurrentUser = agency,
) {
  applyLanguage('en');
  const api = mockApi(user, handlers);
  const view = renderApp(`/en/my-profile/ad${search}`, api, [{ path: '*', element: <AdEditorPage /> }]);
  return { ...view, api };
}

/** The requests the double received, with JSON bodies parsed. */
export function requestsOf(api: ReturnType<typeof mockApi>) {
  return api.mock.calls.map(([input, init]) => ({
    method: init?.method ?? 'GET',
    path: new URL(String(input), 'http://localhost').pathname.replace(/^\/(nl|fr|en)\/api\/core\//, ''),
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
  }));
}

/** No delay between keystrokes: the form is large for jsdom. */
export const typist = () => userEvent.setup({ delay: null });

/** Notifications live in a store outside React: empty it between tests. */
export const cleanNotifications = () => notifications.clean();
