import type { CurrentUser, ProjectAdDraft, PropertyAdDraft } from '@app/contract';
import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { applyLanguage } from '../../lib/language';
import type { Handler } from '../../test/render';
import { json, mockApi, renderApp } from '../../test/render';
import { agency } from '../../test/users';
import { AdEditorPage } from './ad-editor-page';
import type { PublishPanelProps } from './components/publish-section';

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

/**
 * A fetch double of the drafts API holding one draft as the server does (decision 055): its GET and
 * PUT answer its version as the ETag, a PUT must name the current one in If-Match (else 412), and
 * `saveElsewhere` is another tab's save. `initial` null: the first save is the property POST.
 */
export function draftServer<D extends PropertyAdDraft | ProjectAdDraft>(
  kind: 'property' | 'project',
  id: number,
  initial: D | null,
) {
  let draft = initial;
  let version = 1;
  const ifMatches: string[] = [];
  const etag = () => `"${kind}-${id}-v${version}"`;
  const answer = () => json(200, { data: draft }, { etag: etag() });
  const handlers: Record<string, Handler> = {
    [`GET my-drafts/${kind}/${id}`]: () => (draft ? answer() : json(404, NOT_FOUND)),
    [`PUT my-drafts/${kind}/${id}`]: ({ body, headers }) => {
      ifMatches.push(headers['if-match'] ?? '');
      if (!draft) return json(404, NOT_FOUND);
      if (headers['if-match'] !== etag()) return json(412, PRECONDITION_FAILED);
      draft = { ...draft, ...(body as Partial<D>) };
      version += 1;
      return answer();
    },
  };
  if (kind === 'property') {
    // The first save makes the draft; its answer has no version (the editor reads it before a PUT).
    handlers['POST my-drafts/property'] = ({ body }) => {
      draft = { ...propertyDraft(), ...(body as Partial<PropertyAdDraft>), id } as unknown as D;
      return json(200, { data: draft });
    };
  }
  return {
    handlers,
    /** The If-Match of each PUT, in order. */
    ifMatches,
    draft: () => draft,
    saveElsewhere: (change: Partial<D>) => {
      draft = { ...draft!, ...change };
      version += 1;
    },
  };
}

const NOT_FOUND = { error: 'not_found', messageKey: 'errors:notFound' };
const PRECONDITION_FAILED = { error: 'precondition_failed', messageKey: 'errors:preconditionFailed' };

/**
 * The orders feature's panel, reduced to what the editor relies on: it asks `beforePublish` and,
 * when that allows it, places the order and reports it (the page wires the real one:
 * app/pages/ad-editor.tsx).
 */
function StandInPublishPanel({ target, beforePublish, onPublished }: PublishPanelProps) {
  return (
    <button
      type="button"
      data-testid="publish-panel"
      data-target={JSON.stringify(target)}
      onClick={async () => {
        if (!(await beforePublish())) return;
        onPublished({
          id: 501,
          type: 'publication',
          package: 'standard',
          amount: 49,
          reference: 'ORD-501',
          structuredCommunication: '+++123/4567/89002+++',
          createdAt: '2026-11-21T09:00:00.000Z',
          paidAt: null,
          listingId: 'listingId' in target ? target.listingId : null,
          projectId: 'projectId' in target ? target.projectId : null,
          remarks: null,
          invoice: null,
        });
      }}
    >
      Order publication
    </button>
  );
}

/**
 * The editor alone on a memory router at `/en/my-profile/ad{search}`, with a fetch double; `page`
 * is the editor with the stand-in publish panel unless a test brings the composed page.
 */
export function renderEditor(
  search: string,
  handlers: Record<string, Handler> = {},
  user: CurrentUser = agency,
  page: ReactElement = <AdEditorPage publishPanel={StandInPublishPanel} />,
) {
  applyLanguage('en');
  const api = mockApi(user, handlers);
  const view = renderApp(`/en/my-profile/ad${search}`, api, [{ path: '*', element: page }]);
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
