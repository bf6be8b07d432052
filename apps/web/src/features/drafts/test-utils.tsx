import type { CurrentUser, ProjectDraft, PropertyDraft } from '@app/contract';
import { applyLanguage } from '../../lib/language';
import type { Handler } from '../../test/render';
import { json, mockApi, renderApp } from '../../test/render';
import { agency } from '../../test/users';
import { DraftsPage } from './drafts-page';

/** A property draft as the server sends it (valid against the contract). */
export const propertyDraft = (
  overrides: Partial<PropertyDraft> & Pick<PropertyDraft, 'id'>,
): PropertyDraft => ({
  vlancode: `DRF${String(overrides.id).padStart(4, '0')}`,
  transactionType: 'sale',
  propertyType: 'house',
  yourReference: `ID-${overrides.id}`,
  price: 325000,
  street: 'Veldstraat',
  number: '12',
  box: null,
  zipcode: '9000',
  city: 'Gent',
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-02T14:30:00.000Z',
  ...overrides,
});

export const projectDraft = (overrides: Partial<ProjectDraft> & Pick<ProjectDraft, 'id'>): ProjectDraft => ({
  vlancode: `PRD${String(overrides.id).padStart(4, '0')}`,
  name: `Project ${overrides.id}`,
  reference: `PRJ-${overrides.id}`,
  street: 'Vossenhol',
  number: '5',
  zipcode: '9031',
  city: 'Drongen',
  modelCount: 1,
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-03T08:00:00.000Z',
  ...overrides,
});

export type DraftLists = { properties: PropertyDraft[]; projects: ProjectDraft[] };

/**
 * The page alone on a memory router, answering the two lists from `lists` (changed by the DELETE
 * handlers the test gives), in English.
 */
export function renderDrafts(
  lists: DraftLists | Response,
  { handlers = {}, user = agency }: { handlers?: Record<string, Handler>; user?: CurrentUser } = {},
) {
  applyLanguage('en');
  const api = mockApi(user, {
    'GET my-drafts/properties': () =>
      lists instanceof Response ? lists.clone() : json(200, { data: lists.properties }),
    'GET my-drafts/projects': () =>
      lists instanceof Response ? lists.clone() : json(200, { data: lists.projects }),
    ...handlers,
  });
  const view = renderApp('/en/my-profile/my-drafts', api, [{ path: '*', element: <DraftsPage /> }]);
  return { ...view, api };
}

/** How many times "METHOD …/path" was called. */
export const callsTo = (api: ReturnType<typeof mockApi>, method: string, path: RegExp) =>
  api.mock.calls.filter(([input, init]) => (init?.method ?? 'GET') === method && path.test(String(input)))
    .length;
