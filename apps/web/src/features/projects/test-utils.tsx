import type {
  CurrentUser,
  Paging,
  Project,
  ProjectFilterInput,
  ProjectModel,
  Property,
  Types,
} from '@app/contract';
import { PAGE_SIZE_DEFAULT } from '@app/contract';
import { applyLanguage } from '../../lib/language';
import type { Handler } from '../../test/render';
import { json, mockApi, renderApp } from '../../test/render';
import { agency } from '../../test/users';
import { ProjectsPage } from './projects-page';

// Fixtures of their own: My properties' test utilities load its whole page, which this one does not need.

export const paging = (total: number, page = 1): Paging => ({
  page,
  pageSize: PAGE_SIZE_DEFAULT,
  total,
  totalPages: Math.ceil(total / PAGE_SIZE_DEFAULT),
});

/** The lookups as GET types names them in English (the units' statuses read from them). */
export const typesEn: Types = {
  propertyTypes: [{ id: 4, code: 'new-construction-appartment', name: 'New-build apartment' }],
  transactionTypes: [{ id: 2, code: 'sale', name: 'For sale' }],
  statusTypes: [
    { id: 1, code: 'published', name: 'Published' },
    { id: 2, code: 'notPublished', name: 'Not published' },
    { id: 6, code: 'soldOrRented', name: 'Sold / Rented' },
    { id: 7, code: 'option', name: 'Option' },
  ],
};

/** A unit of a model: a listing as the server sends it (valid against the contract). */
export const unit = (overrides: Partial<Property> & Pick<Property, 'id'>): Property => ({
  vlancode: `UNI${String(overrides.id).padStart(4, '0')}`,
  onlineDate: '2026-02-01',
  offlineDate: null,
  status: { id: 1, code: 'published' },
  transactionType: 'sale',
  propertyType: 'new-construction-appartment',
  yourReference: `PRJ-LEIE-A${overrides.id}`,
  softwareReference: null,
  price: 249000,
  city: 'Gent',
  zipcode: '9000',
  street: 'Coupure Links',
  number: '210',
  box: null,
  livableSurface: 60,
  bedrooms: 1,
  url: null,
  descriptions: { nl: null, fr: null, en: null },
  projectReference: 'PRJ-LEIE',
  counters: { searchAppearances: 0, detailViews: 0, mails: 0, phoneRequests: 0 },
  rating: null,
  photoCount: 0,
  photoUrl: null,
  managedBy: null,
  market: null,
  ...overrides,
});

/** A project as the server sends it (valid against the contract). */
export const project = (overrides: Partial<Project> & Pick<Project, 'id'>): Project => ({
  vlancode: `PRJ${String(overrides.id).padStart(4, '0')}`,
  reference: `PRJ-${overrides.id}`,
  name: `Residentie ${overrides.id}`,
  status: { id: 1, code: 'published' },
  street: 'Coupure Links',
  number: '210',
  zipcode: '9000',
  city: 'Gent',
  onlineDate: '2026-02-01',
  offlineDate: null,
  createdAt: '2026-01-20T10:00:00.000Z',
  modelCount: 2,
  unitCount: 9,
  ...overrides,
});

export const model = (overrides: Partial<ProjectModel> & Pick<ProjectModel, 'id'>): ProjectModel => ({
  name: `Model ${overrides.id}`,
  propertyType: 'new-construction-appartment',
  bedrooms: 1,
  surfaceMin: 55,
  surfaceMax: 68,
  priceMin: 245000,
  priceMax: 289000,
  plannedUnitCount: 4,
  unitCount: 3,
  ...overrides,
});

/** The page alone on a memory router at `search`, the list answered by `list(body)`. */
export function renderProjects(
  list: (body: ProjectFilterInput) => { data: Project[]; paging: Paging } | Response,
  {
    search = '',
    handlers = {},
    user = agency,
  }: {
    search?: string;
    handlers?: Record<string, Handler>;
    user?: CurrentUser;
  } = {},
) {
  applyLanguage('en');
  const api = mockApi(user, {
    'GET types': () => json(200, { data: typesEn }),
    'POST my-projects': ({ body }) => {
      const answer = list(body as ProjectFilterInput);
      return answer instanceof Response ? answer : json(200, answer);
    },
    ...handlers,
  });
  const view = renderApp(`/en/my-profile/my-projects${search}`, api, [
    { path: '*', element: <ProjectsPage /> },
  ]);
  return { ...view, api };
}

const requests = (api: ReturnType<typeof mockApi>, method: string, path: RegExp) =>
  api.mock.calls.filter(([input, init]) => (init?.method ?? 'GET') === method && path.test(String(input)));

/** The bodies of the list requests, in order. */
export const listBodies = (api: ReturnType<typeof mockApi>) =>
  requests(api, 'POST', /\/my-projects$/).map(
    ([, init]) => JSON.parse(String(init?.body)) as ProjectFilterInput,
  );

/** The calls to one path (any method), e.g. the models of project 1. */
export const callsTo = (api: ReturnType<typeof mockApi>, method: string, path: RegExp) =>
  requests(api, method, path).length;

/** The bodies of the status changes of one project. */
export const statusBodies = (api: ReturnType<typeof mockApi>, id: number) =>
  requests(api, 'POST', new RegExp(`/my-projects/${id}/status$`)).map(
    ([, init]) => JSON.parse(String(init?.body)) as unknown,
  );
