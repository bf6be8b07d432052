import type { WebhookAttempt, WebhookEndpoint } from '@app/contract';
import { WEBHOOK_ERR, WEBHOOK_LIMITS } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CARDS_QUERY } from '../../lib/cards-layout';
import { stubMatchMedia } from '../../test/media';
import type { Handler } from '../../test/render';
import { callsOf, json, mockApi, renderApp } from '../../test/render';
import { agency, privateUser } from '../../test/users';
import { IntegrationsPanel } from './integrations-panel';

let view: ReturnType<typeof renderApp> | null = null;
const start = (fetchMock: ReturnType<typeof mockApi>, path = PATH) =>
  (view = renderApp(path, fetchMock, [{ path: '*', element: <IntegrationsPanel /> }]));

afterEach(() => {
  view?.unmount();
  view = null;
});

const PATH = '/en/my-profile/my-data?tab=integrations';
const SECRET = 'whsec_c2VjcmV0LWZvci10ZXN0cy1vbmx5LTEyMzQ1Njc4OTA=';
const NEW_SECRET = 'whsec_bmV3LXNlY3JldC1hZnRlci1yb3RhdGlvbi0wOTg3NjU0MzIx';

const endpoint = (
  overrides: Partial<WebhookEndpoint> & Pick<WebhookEndpoint, 'id' | 'url'>,
): WebhookEndpoint => ({
  description: '',
  events: ['contact.received'],
  enabled: true,
  disabledForFailures: false,
  createdAt: '2026-10-01T07:05:00.000Z',
  previousSecretUntil: null,
  pending: 0,
  etag: `"e${overrides.id}"`,
  ...overrides,
});

const CRM = endpoint({
  id: 1,
  url: 'https://crm.example.be/hooks',
  description: 'Our CRM',
  events: ['contact.received', 'valuation_contact.received'],
  pending: 2,
});
const FAILING = endpoint({
  id: 2,
  url: 'https://old.example.be/in',
  enabled: false,
  disabledForFailures: true,
  events: ['seller_lead.received'],
});

const attempt = (
  overrides: Partial<WebhookAttempt> & Pick<WebhookAttempt, 'id' | 'messageId'>,
): WebhookAttempt => ({
  webhookId: `msg_${overrides.messageId}`,
  event: 'contact.received',
  attemptedAt: '2026-10-01T07:05:00.000Z',
  statusCode: 200,
  error: null,
  durationMs: 120,
  status: 'delivered',
  nextAttemptAt: null,
  ...overrides,
});

const ATTEMPTS: WebhookAttempt[] = [
  attempt({
    id: 13,
    messageId: 7,
    event: 'webhook.test',
    attemptedAt: '2026-10-02T08:00:00.000Z',
    statusCode: null,
    error: 'connection refused',
    status: 'pending',
    nextAttemptAt: '2026-10-02T08:05:00.000Z',
  }),
  attempt({
    id: 12,
    messageId: 6,
    attemptedAt: '2026-10-01T09:00:00.000Z',
    statusCode: 500,
    status: 'failed',
  }),
  attempt({
    id: 11,
    messageId: 6,
    attemptedAt: '2026-10-01T08:00:00.000Z',
    statusCode: 503,
    status: 'failed',
  }),
  attempt({ id: 10, messageId: 5 }),
];

/** The endpoints as a server holding `list` answers them; `list` changes as the calls change it. */
function api(list: WebhookEndpoint[], extra: Record<string, Handler> = {}) {
  return mockApi(agency, {
    'GET my-profile/webhooks': () => json(200, { data: list }),
    ...extra,
  });
}

const card = async (url: string) =>
  (await screen.findAllByTestId('webhook-endpoint')).find((item) => item.dataset.url === url)!;

describe('IntegrationsPanel: the endpoints', () => {
  it('lists each endpoint: address, description, events by name, state, messages waiting', async () => {
    start(api([CRM, FAILING]));

    const crm = await card(CRM.url);
    expect(within(crm).getByRole('heading', { level: 4, name: CRM.url })).toBeInTheDocument();
    expect(within(crm).getByTestId('webhook-description')).toHaveTextContent('Our CRM');
    expect(within(crm).getByTestId('webhook-events')).toHaveTextContent(
      'Events: Contacts about your listings, Valuation requests',
    );
    expect(within(crm).getByTestId('webhook-status')).toHaveTextContent('On');
    expect(within(crm).getByTestId('webhook-pending')).toHaveTextContent(
      '2 messages waiting to be delivered',
    );
    expect(within(crm).getByText('Added on 1 Oct 2026, 09:05')).toBeInTheDocument();
    expect(within(crm).getByRole('button', { name: `Switch off ${CRM.url}` })).toBeEnabled();
    expect(within(crm).getByRole('button', { name: `Send a test event to ${CRM.url}` })).toBeEnabled();

    const failing = await card(FAILING.url);
    expect(within(failing).getByTestId('webhook-status')).toHaveTextContent('Switched off after failures');
    expect(within(failing).getByTestId('webhook-failing')).toHaveTextContent(
      `failed for ${WEBHOOK_LIMITS.retryDays} days`,
    );
    expect(within(failing).getByTestId('webhook-events')).toHaveTextContent(
      'Sellers in your area (Lead Generator)',
    );
    expect(within(failing).getByTestId('webhook-pending')).toHaveTextContent('No messages waiting');
    expect(within(failing).getByRole('button', { name: `Switch on again: ${FAILING.url}` })).toBeEnabled();
    // Nothing goes to an endpoint that is off: no test event either.
    expect(within(failing).getByTestId('webhook-test')).toBeDisabled();

    expect(screen.getByTestId('webhooks-count')).toHaveTextContent('2 of 5 endpoints used.');
    expect(screen.getByTestId('webhook-add')).toBeInTheDocument();
  });

  it('says when there are none yet', async () => {
    start(api([]));
    expect(await screen.findByTestId('webhooks-empty')).toHaveTextContent('You have no endpoints yet.');
    expect(screen.getByTestId('webhooks-count')).toHaveTextContent('No endpoints yet: you can add up to 5.');
  });

  it(`hides the form at ${WEBHOOK_LIMITS.endpoints} endpoints and says why`, async () => {
    const five = Array.from({ length: WEBHOOK_LIMITS.endpoints }, (_, index) =>
      endpoint({ id: index + 1, url: `https://crm${index + 1}.example.be/hooks` }),
    );
    start(api(five));
    expect(await screen.findByTestId('webhooks-limit')).toHaveTextContent(
      'You have 5 endpoints, the most you can have. Remove one to add another.',
    );
    expect(screen.queryByTestId('webhook-add')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add endpoint' })).toBeNull();
  });
});

describe('IntegrationsPanel: adding an endpoint', () => {
  it('sends the form, then shows the secret once, with a copy button and a plain warning', async () => {
    const user = userEvent.setup();
    const list = [CRM];
    let sent: unknown = null;
    const added = endpoint({
      id: 3,
      url: 'https://new.example.be/webhooks',
      description: 'Whise',
      events: ['contact.received', 'seller_lead.received'],
    });
    start(
      api(list, {
        'POST my-profile/webhooks': ({ body }) => {
          sent = body;
          list.push(added);
          return json(200, { data: { endpoint: added, secret: SECRET } });
        },
      }),
    );
    await card(CRM.url);
    const form = screen.getByTestId('webhook-add');
    await user.type(within(form).getByLabelText(/Address \(URL\)/), ' https://new.example.be/webhooks ');
    await user.type(within(form).getByLabelText(/Description/), 'Whise');
    await user.click(within(form).getByLabelText('Contacts about your listings'));
    await user.click(within(form).getByLabelText('Sellers in your area (Lead Generator)'));
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Endpoint added: your signing secret' }));
    expect(sent).toEqual({
      url: 'https://new.example.be/webhooks',
      description: 'Whise',
      events: ['contact.received', 'seller_lead.received'],
    });
    expect(dialog.getByTestId('webhook-secret-value')).toHaveTextContent(SECRET);
    expect(dialog.getByTestId('webhook-secret-once')).toHaveTextContent('You will not see it again');
    expect(dialog.getByRole('button', { name: 'Copy secret' })).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Copy secret' }));
    await waitFor(() =>
      expect(dialog.getByTestId('webhook-secret-copy-status')).toHaveTextContent('Copied to the clipboard.'),
    );
    await expect(navigator.clipboard.readText()).resolves.toBe(SECRET);

    await user.click(dialog.getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Shown once: nowhere on the screen after the dialog.
    expect(screen.queryByText(SECRET)).toBeNull();
    const created = await card(added.url);
    await waitFor(() =>
      expect(within(created).getByRole('heading', { level: 4, name: added.url })).toHaveFocus(),
    );
    // The form is empty again for the next one.
    expect(within(form).getByLabelText(/Address \(URL\)/)).toHaveValue('');
  });

  it('checks the form before sending: required fields, an address that is not one', async () => {
    const user = userEvent.setup();
    const fetchMock = api([]);
    start(fetchMock);
    const form = await screen.findByTestId('webhook-add');
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));

    const url = within(form).getByLabelText(/Address \(URL\)/);
    await waitFor(() => expect(url).toHaveAccessibleDescription(/This field is required/));
    expect(within(form).getByTestId('webhook-add-events')).toHaveTextContent('This field is required');
    expect(url).toHaveFocus();

    await user.type(url, 'not an address');
    await user.click(within(form).getByLabelText('Valuation requests'));
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    await waitFor(() => expect(url).toHaveAccessibleDescription(/Use an https address on the internet/));
    expect(within(form).getByTestId('webhook-add-events')).not.toHaveTextContent('This field is required');
    expect(callsOf(fetchMock).filter((line) => line.startsWith('POST'))).toEqual([]);
  });

  it("shows the server's refusals: the address on its field, the limit as a notice", async () => {
    const user = userEvent.setup();
    let answer = json(400, {
      error: 'validation',
      messageKey: 'errors:validation',
      fields: { url: WEBHOOK_ERR.url },
    });
    start(api([], { 'POST my-profile/webhooks': () => answer }));
    const form = await screen.findByTestId('webhook-add');
    const url = within(form).getByLabelText(/Address \(URL\)/);
    await user.type(url, 'https://10.0.0.8/hooks');
    await user.click(within(form).getByLabelText('Pro First contacts'));
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    await waitFor(() =>
      expect(url).toHaveAccessibleDescription(/Addresses on a local or private network are not allowed/),
    );
    expect(url).toHaveFocus();

    answer = json(409, { error: 'webhooks_max', messageKey: WEBHOOK_ERR.max });
    await user.clear(url);
    await user.type(url, 'https://crm.example.be/other');
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect(
      await screen.findByText('You already have the most endpoints you can have. Remove one to add another.'),
    ).toBeInTheDocument();
  });
});

describe('IntegrationsPanel: changing an endpoint', () => {
  it("switches an endpoint off with If-Match: the version its card shows, then the answer's", async () => {
    const user = userEvent.setup();
    const list = [CRM];
    const puts: { body: unknown; ifMatch: string | undefined }[] = [];
    const fetchMock = api(list, {
      'PUT my-profile/webhooks/1': ({ body, headers }) => {
        puts.push({ body, ifMatch: headers['if-match'] });
        const { enabled } = body as { enabled: boolean };
        list[0] = { ...CRM, enabled, etag: `"v${puts.length + 1}"` };
        return json(200, { data: list[0] }, { etag: list[0].etag });
      },
    });
    start(fetchMock);
    await user.click(within(await card(CRM.url)).getByRole('button', { name: `Switch off ${CRM.url}` }));

    const crm = await card(CRM.url);
    await waitFor(() => expect(within(crm).getByTestId('webhook-status')).toHaveTextContent('Off'));
    expect(puts).toEqual([
      {
        ifMatch: CRM.etag,
        body: { url: CRM.url, description: CRM.description, events: CRM.events, enabled: false },
      },
    ]);
    expect(await screen.findByTestId('webhooks-notification-success')).toHaveTextContent(
      `${CRM.url} is switched off.`,
    );
    expect(within(crm).getByTestId('webhook-off')).toHaveTextContent('Switched off');
    expect(within(crm).queryByRole('button', { name: `Switch off ${CRM.url}` })).toBeNull();

    await user.click(within(crm).getByRole('button', { name: `Switch on ${CRM.url}` }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toMatchObject({ ifMatch: '"v2"', body: { enabled: true } });
    await waitFor(() => expect(within(crm).getByTestId('webhook-status')).toHaveTextContent('On'));
    await waitFor(() =>
      expect(within(crm).getByRole('button', { name: `Switch off ${CRM.url}` })).toHaveFocus(),
    );
  });

  it('switches on again an endpoint switched off after failures', async () => {
    const user = userEvent.setup();
    const list = [FAILING];
    let sent: unknown = null;
    start(
      api(list, {
        'PUT my-profile/webhooks/2': ({ body }) => {
          sent = body;
          list[0] = { ...FAILING, enabled: true, disabledForFailures: false, etag: '"f2"' };
          return json(200, { data: list[0] }, { etag: '"f2"' });
        },
      }),
    );
    await user.click(
      within(await card(FAILING.url)).getByRole('button', { name: `Switch on again: ${FAILING.url}` }),
    );
    await waitFor(() => expect(sent).toMatchObject({ enabled: true }));
    const failing = await card(FAILING.url);
    await waitFor(() => expect(within(failing).getByTestId('webhook-status')).toHaveTextContent('On'));
    expect(within(failing).queryByTestId('webhook-failing')).toBeNull();
  });

  it('never writes over a change made elsewhere: the card shows the current endpoint', async () => {
    const user = userEvent.setup();
    const changed = { ...CRM, events: ['contact.received' as const], etag: '"e9"' };
    const list = [CRM];
    const fetchMock = api(list, {
      'PUT my-profile/webhooks/1': () => {
        list[0] = changed;
        return json(412, { error: 'precondition_failed', messageKey: 'errors:preconditionFailed' });
      },
    });
    start(fetchMock);
    await user.click(within(await card(CRM.url)).getByRole('button', { name: `Switch off ${CRM.url}` }));

    expect(await screen.findByTestId('webhooks-notification-failure')).toHaveTextContent(
      'This information was changed elsewhere.',
    );
    // Read again, the events changed: nothing is sent over them.
    expect(callsOf(fetchMock).filter((line) => line.startsWith('PUT'))).toHaveLength(1);
    const crm = await card(CRM.url);
    expect(within(crm).getByTestId('webhook-events')).toHaveTextContent(
      'Events: Contacts about your listings',
    );
    expect(within(crm).getByTestId('webhook-events')).not.toHaveTextContent('Valuation requests');
    expect(within(crm).getByTestId('webhook-status')).toHaveTextContent('On');
  });

  it('edits the address, description and events with If-Match', async () => {
    const user = userEvent.setup();
    const list = [CRM];
    let put: { body: unknown; ifMatch: string | undefined } | null = null;
    start(
      api(list, {
        'PUT my-profile/webhooks/1': ({ body, headers }) => {
          put = { body, ifMatch: headers['if-match'] };
          list[0] = { ...CRM, ...(body as object), etag: '"v2"' };
          return json(200, { data: list[0] }, { etag: '"v2"' });
        },
      }),
    );
    const edit = within(await card(CRM.url)).getByRole('button', { name: `Edit ${CRM.url}` });
    await user.click(edit);
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit endpoint' }));
    expect(dialog.getByLabelText(/Address \(URL\)/)).toHaveValue(CRM.url);
    expect(dialog.getByLabelText('Valuation requests')).toBeChecked();
    const description = dialog.getByLabelText(/Description/);
    await user.clear(description);
    await user.type(description, 'Whise CRM');
    await user.click(dialog.getByLabelText('Valuation requests'));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(put).toEqual({
      ifMatch: CRM.etag,
      body: { url: CRM.url, description: 'Whise CRM', events: ['contact.received'], enabled: true },
    });
    expect(await screen.findByTestId('webhooks-notification-success')).toHaveTextContent(
      `Your changes to ${CRM.url} are saved.`,
    );
    expect(within(await card(CRM.url)).getByTestId('webhook-description')).toHaveTextContent('Whise CRM');
    await waitFor(() => expect(edit).toHaveFocus());
  });

  it('edits over a change made elsewhere only after showing it', async () => {
    const user = userEvent.setup();
    const changed = { ...CRM, description: 'Renamed in another tab', etag: '"e7"' };
    const list = [CRM];
    const puts: (string | undefined)[] = [];
    start(
      api(list, {
        'PUT my-profile/webhooks/1': ({ body, headers }) => {
          puts.push(headers['if-match']);
          if (headers['if-match'] !== changed.etag) {
            list[0] = changed;
            return json(412, { error: 'precondition_failed', messageKey: 'errors:preconditionFailed' });
          }
          list[0] = { ...changed, ...(body as object), etag: '"e8"' };
          return json(200, { data: list[0] });
        },
      }),
    );
    await user.click(within(await card(CRM.url)).getByRole('button', { name: `Edit ${CRM.url}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit endpoint' }));
    await user.click(dialog.getByLabelText('Pro First contacts'));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(dialog.getByLabelText(/Description/)).toHaveValue('Renamed in another tab'));
    expect(await screen.findByTestId('webhooks-notification-failure')).toHaveTextContent(
      'This information was changed elsewhere.',
    );
    expect(puts).toEqual([CRM.etag]);
    expect(dialog.getByLabelText('Pro First contacts')).not.toBeChecked();

    await user.click(dialog.getByLabelText('Pro First contacts'));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts).toEqual([CRM.etag, changed.etag]);
    expect(list[0]).toMatchObject({
      description: 'Renamed in another tab',
      events: ['contact.received', 'valuation_contact.received', 'pro_first_contact.received'],
    });
  });

  it('replaces the secret after a confirmation and shows the new one once', async () => {
    const user = userEvent.setup();
    const list = [CRM];
    const rotated = { ...CRM, previousSecretUntil: '2026-10-03T07:05:00.000Z', etag: '"r1"' };
    const fetchMock = api(list, {
      'POST my-profile/webhooks/1/secret': () => {
        list[0] = rotated;
        return json(200, { data: { endpoint: rotated, secret: NEW_SECRET } });
      },
    });
    start(fetchMock);
    const rotate = within(await card(CRM.url)).getByRole('button', { name: `Replace secret of ${CRM.url}` });
    await user.click(rotate);
    expect(await screen.findByTestId('webhook-rotate-dialog-question')).toHaveTextContent(
      `Your current secret keeps signing beside it for ${WEBHOOK_LIMITS.previousSecretHours} hours`,
    );
    expect(callsOf(fetchMock).filter((line) => line.startsWith('POST'))).toEqual([]);
    await user.click(screen.getByTestId('webhook-rotate-dialog-confirm'));

    const dialog = within(await screen.findByRole('dialog', { name: 'Your new signing secret' }));
    expect(dialog.getByTestId('webhook-secret-value')).toHaveTextContent(NEW_SECRET);
    expect(dialog.getByTestId('webhook-secret-once')).toHaveTextContent('You will not see it again');
    await user.click(dialog.getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByText(NEW_SECRET)).toBeNull());
    expect(within(await card(CRM.url)).getByTestId('webhook-previous-secret')).toHaveTextContent(
      'Your previous secret also still signs messages, until 3 Oct 2026, 09:05.',
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: `Replace secret of ${CRM.url}` })).toHaveFocus(),
    );
  });

  it('removes an endpoint after a confirmation', async () => {
    const user = userEvent.setup();
    const list = [CRM, FAILING];
    const fetchMock = api(list, {
      'DELETE my-profile/webhooks/1': () => {
        list.splice(0, 1);
        return json(200, { data: { success: true } });
      },
    });
    start(fetchMock);
    await user.click(within(await card(CRM.url)).getByRole('button', { name: `Remove ${CRM.url}` }));
    expect(await screen.findByTestId('webhook-remove-dialog-question')).toHaveTextContent(
      `${CRM.url} will get no more events.`,
    );
    await user.click(screen.getByTestId('webhook-remove-dialog-cancel'));
    expect(callsOf(fetchMock).filter((line) => line.startsWith('DELETE'))).toEqual([]);

    await user.click(within(await card(CRM.url)).getByRole('button', { name: `Remove ${CRM.url}` }));
    await user.click(await screen.findByTestId('webhook-remove-dialog-confirm'));
    await waitFor(() => expect(screen.getAllByTestId('webhook-endpoint')).toHaveLength(1));
    expect(await screen.findByTestId('webhooks-notification-success')).toHaveTextContent(
      `${CRM.url} was removed.`,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Your endpoints' })).toHaveFocus();
  });
});

describe('IntegrationsPanel: the delivery log', () => {
  it('shows the attempts: event, status code or no answer, time, state, next try', async () => {
    const user = userEvent.setup();
    start(api([CRM], { 'GET my-profile/webhooks/1/attempts': () => json(200, { data: ATTEMPTS }) }));
    const toggle = within(await card(CRM.url)).getByRole('button', { name: `Delivery log of ${CRM.url}` });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const table = await screen.findByRole('table', { name: 'Delivery log' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Event', 'Status code', 'Time', 'Status', 'Next try', 'Actions']);
    const rows = within(table).getAllByTestId('webhook-attempt');
    expect(rows).toHaveLength(4);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rows[0]!)).toEqual([
      'Test event',
      'No answerconnection refused',
      '2 Oct 2026, 10:00',
      'Waiting',
      '2 Oct 2026, 10:05',
      '',
    ]);
    expect(cells(rows[1]!)).toEqual([
      'Contacts about your listings',
      '500',
      '1 Oct 2026, 11:00',
      'Failed',
      'None',
      'Send again',
    ]);
    // One "Send again" per failed message, on its newest attempt.
    expect(cells(rows[2]!)[5]).toBe('');
    expect(cells(rows[3]!).slice(1, 4)).toEqual(['200', '1 Oct 2026, 09:05', 'Delivered']);
  });

  it('sends a failed message again', async () => {
    const user = userEvent.setup();
    let resent = 0;
    const fetchMock = api([CRM], {
      'GET my-profile/webhooks/1/attempts': () => json(200, { data: ATTEMPTS }),
      'POST my-profile/webhooks/1/messages/6/resend': () => {
        resent += 1;
        return json(200, { data: { success: true } });
      },
    });
    start(fetchMock);
    await user.click(within(await card(CRM.url)).getByRole('button', { name: `Delivery log of ${CRM.url}` }));
    await user.click(
      await screen.findByRole('button', {
        name: 'Send again: Contacts about your listings of 1 Oct 2026, 11:00',
      }),
    );
    expect(await screen.findByTestId('webhooks-notification-success')).toHaveTextContent(
      'The message is being sent again.',
    );
    expect(resent).toBe(1);
    // The log is read again for the new attempt.
    await waitFor(() =>
      expect(
        callsOf(fetchMock).filter((line) => line.endsWith('webhooks/1/attempts')).length,
      ).toBeGreaterThan(1),
    );
    expect(screen.getByRole('heading', { level: 5, name: 'Delivery log' })).toHaveFocus();
  });

  it("says why a message cannot be sent again, in the user's language", async () => {
    const user = userEvent.setup();
    start(
      api([CRM], {
        'GET my-profile/webhooks/1/attempts': () => json(200, { data: ATTEMPTS }),
        'POST my-profile/webhooks/1/messages/6/resend': () =>
          json(409, { error: 'webhook_not_resendable', messageKey: WEBHOOK_ERR.notResendable }),
      }),
      '/fr/mon-profil/mes-donnees?tab=integrations',
    );
    await user.click(
      within(await card(CRM.url)).getByRole('button', { name: `Journal des envois de ${CRM.url}` }),
    );
    await user.click(await screen.findByRole('button', { name: /^Renvoyer/ }));
    expect(await screen.findByTestId('webhooks-notification-failure')).toHaveTextContent(
      'Seul un message en échec peut être renvoyé',
    );
  });

  it('sends a test event and opens the log to show it', async () => {
    const user = userEvent.setup();
    let tested = 0;
    start(
      api([CRM], {
        'POST my-profile/webhooks/1/test': () => {
          tested += 1;
          return json(200, { data: { success: true } });
        },
        'GET my-profile/webhooks/1/attempts': () => json(200, { data: tested ? ATTEMPTS.slice(0, 1) : [] }),
      }),
    );
    await user.click(
      within(await card(CRM.url)).getByRole('button', { name: `Send a test event to ${CRM.url}` }),
    );
    expect(await screen.findByTestId('webhooks-notification-success')).toHaveTextContent(
      `A test event is on its way to ${CRM.url}.`,
    );
    const log = await screen.findByTestId('webhook-log');
    expect(await within(log).findByText('Test event')).toBeInTheDocument();
    expect(within(log).getByText('No answer')).toBeInTheDocument();
    expect(tested).toBe(1);
  });

  it('lays the log out as cards on a phone', async () => {
    stubMatchMedia((query) => query === CARDS_QUERY);
    const user = userEvent.setup();
    start(api([CRM], { 'GET my-profile/webhooks/1/attempts': () => json(200, { data: ATTEMPTS }) }));
    await user.click(within(await card(CRM.url)).getByRole('button', { name: `Delivery log of ${CRM.url}` }));
    const cards = await screen.findByTestId('webhook-log-cards');
    expect(screen.queryByRole('table')).toBeNull();
    const items = within(cards).getAllByTestId('webhook-attempt');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('Test event');
    expect(items[0]).toHaveTextContent('No answer');
    expect(within(items[1]!).getByRole('button', { name: /^Send again/ })).toBeInTheDocument();
  });
});

describe('My data: the Integrations tab', () => {
  const profileHandlers = {
    'GET my-profile/webhooks': () => json(200, { data: [CRM] }),
  };

  it('shows the tab to a professional, and opens it from ?tab=integrations', async () => {
    view = renderApp(PATH, mockApi(agency, profileHandlers));
    const tab = await screen.findByRole('tab', { name: 'Integrations' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { level: 2, name: 'Webhooks' })).toBeInTheDocument();
    expect(await card(CRM.url)).toBeInTheDocument();
  });

  it('never shows it to a private user, not even from the address', async () => {
    const fetchMock = mockApi(privateUser, profileHandlers);
    view = renderApp(PATH, fetchMock);
    expect(await screen.findByRole('tab', { name: 'Connections and devices' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Integrations' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByTestId('integrations')).toBeNull();
    expect(callsOf(fetchMock).some((line) => line.includes('webhooks'))).toBe(false);
  });
});
