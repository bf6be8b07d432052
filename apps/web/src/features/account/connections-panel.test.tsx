import type { Connection, Device, Passkey, SecurityEvent, UserSession } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../lib/language';
import type { Handler } from '../../test/render';
import { callsOf, json, mockApi } from '../../test/render';
import { privateUser } from '../../test/users';
import { ConnectionsPanel } from './connections-panel';
import { redirectTo } from './redirect';
import { webauthn } from '../../lib/auth/webauthn';
import { renderScreen } from './test-utils';

vi.mock('./redirect', () => ({ redirectTo: vi.fn() }));

let screenView: ReturnType<typeof renderScreen> | null = null;
const start = (...args: Parameters<typeof renderScreen>) => (screenView = renderScreen(...args));

afterEach(() => {
  vi.mocked(redirectTo).mockClear();
  screenView?.unmount();
  screenView = null;
  applyLanguage('nl');
});

const PATH = '/en/my-profile/my-data?tab=connections';
const USER_ID = privateUser.id;

const connection = (overrides: Partial<Connection> & Pick<Connection, 'provider'>): Connection => ({
  available: true,
  linked: false,
  linkedAt: null,
  email: null,
  revoked: false,
  ...overrides,
});

const CONNECTIONS: Connection[] = [
  connection({
    provider: 'facebook',
    linked: true,
    linkedAt: '2026-02-03T10:00:00.000Z',
    email: 'sofie@facebook.example',
  }),
  connection({ provider: 'google' }),
  connection({ provider: 'belfius', available: false }),
];

const device = (overrides: Partial<Device> & Pick<Device, 'id'>): Device => ({
  clientId: 'immo-app',
  clientName: 'immo-app',
  device: 'Sofie’s phone',
  brand: 'Apple',
  manufacturer: 'Apple',
  model: 'iPhone 15',
  created: '2026-01-10T09:00:00.000Z',
  modified: '2026-04-01T09:00:00.000Z',
  status: 'connected',
  ...overrides,
});

const DEVICES = {
  app: [device({ id: 11 }), device({ id: 12, device: 'Old tablet', status: 'disconnected' })],
  bank: [] as Device[],
};

const PHONE_ID = '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const SESSIONS: UserSession[] = [
  {
    id: '0d7e5b2c-1a2b-4c3d-9e8f-7a6b5c4d3e2f',
    browser: 'Firefox 133',
    os: 'Windows 10',
    deviceType: 'desktop',
    method: 'password',
    createdAt: '2026-12-01T08:00:00.000Z',
    lastSeenAt: '2026-12-05T15:00:00.000Z',
    network: '81.82.83.x',
    current: true,
  },
  {
    id: PHONE_ID,
    browser: 'Chrome 131',
    os: 'Android 14',
    deviceType: 'mobile',
    method: 'google',
    createdAt: '2026-11-20T18:30:00.000Z',
    lastSeenAt: '2026-12-04T07:00:00.000Z',
    network: '2a02:1810:4d02:9a00:x',
    current: false,
  },
];

const PASSKEYS: Passkey[] = [
  { id: 7, name: 'Work laptop', createdAt: '2026-10-01T08:00:00.000Z', lastUsedAt: null, synced: false },
];

const EVENTS: SecurityEvent[] = [
  {
    kind: 'password-changed',
    at: '2026-12-04T09:15:00.000Z',
    browser: 'Firefox 133',
    os: 'Windows 10',
    deviceType: 'desktop',
    network: '81.82.83.x',
  },
  {
    kind: 'new-device',
    at: '2026-11-20T18:30:00.000Z',
    browser: 'Chrome 131',
    os: 'Android 14',
    deviceType: 'mobile',
    network: null,
  },
];

function handlers(extra: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    'GET my-profile/connections': () => json(200, { data: CONNECTIONS }),
    'GET my-profile/app/devices': () => json(200, { data: DEVICES }),
    'GET my-profile/is-appuser': () => json(200, { data: { isAppUser: true } }),
    'GET my-profile/sessions': () => json(200, { data: SESSIONS }),
    'GET my-profile/security-events': () => json(200, { data: EVENTS }),
    'GET my-profile/passkeys': () => json(200, { data: PASSKEYS }),
    ...extra,
  };
}

describe('ConnectionsPanel: providers', () => {
  it('shows each provider: linked with date and e-mail, not linked, unavailable (disabled, said so)', async () => {
    start(<ConnectionsPanel />, PATH, mockApi(privateUser, handlers()));

    const facebook = await screen.findByTestId('connection-facebook');
    expect(within(facebook).getByTestId('connection-facebook-status')).toHaveTextContent(
      'Linked since 3 Feb 2026, with sofie@facebook.example.',
    );
    expect(within(facebook).getByRole('button', { name: 'Unlink Facebook' })).toBeEnabled();

    const google = screen.getByTestId('connection-google');
    expect(within(google).getByText('Not linked.')).toBeInTheDocument();
    expect(within(google).getByRole('button', { name: 'Link Google' })).toBeEnabled();

    const belfius = screen.getByTestId('connection-belfius');
    const link = within(belfius).getByRole('button', { name: 'Link Belfius' });
    expect(link).toBeDisabled();
    expect(link).toHaveAccessibleDescription('Not available on this server.');
  });

  it('link asks the server for the provider address and goes there', async () => {
    const user = userEvent.setup();
    let sent: unknown = null;
    const redirectUrl = 'http://127.0.0.1:4555/auth?client_id=portal&code_challenge=abc';
    const api = mockApi(
      privateUser,
      handlers({
        [`PUT my-profile/user/${USER_ID}/google-connect`]: ({ body }) => {
          sent = body;
          return json(200, { data: { redirectUrl, connections: CONNECTIONS } });
        },
      }),
    );
    start(<ConnectionsPanel />, PATH, api);
    await user.click(await screen.findByTestId('connection-google-link'));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith(redirectUrl));
    expect(sent).toEqual({ action: 'link' });
  });

  it('a link without a provider address is an error, never a fake success', async () => {
    const user = userEvent.setup();
    const api = mockApi(
      privateUser,
      handlers({
        [`PUT my-profile/user/${USER_ID}/google-connect`]: () =>
          json(200, { data: { redirectUrl: null, connections: CONNECTIONS } }),
      }),
    );
    start(<ConnectionsPanel />, PATH, api);
    await user.click(await screen.findByTestId('connection-google-link'));
    expect(await screen.findByTestId('connection-google-error')).toHaveTextContent(
      'This connection is not available at the moment.',
    );
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('unlink asks for confirmation first, then unlinks', async () => {
    const user = userEvent.setup();
    let sent: unknown = null;
    const after = CONNECTIONS.map((item) =>
      item.provider === 'facebook' ? { ...item, linked: false, linkedAt: null, email: null } : item,
    );
    const api = mockApi(
      privateUser,
      handlers({
        [`PUT my-profile/user/${USER_ID}/facebook-connect`]: ({ body }) => {
          sent = body;
          return json(200, { data: { redirectUrl: null, connections: after } });
        },
      }),
    );
    start(<ConnectionsPanel />, PATH, api);

    await user.click(await screen.findByTestId('connection-facebook-unlink'));
    let dialog = await screen.findByRole('dialog', { name: 'Unlink Facebook?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf(api).some((call) => call.includes('facebook-connect'))).toBe(false);

    await user.click(screen.getByTestId('connection-facebook-unlink'));
    dialog = await screen.findByRole('dialog', { name: 'Unlink Facebook?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    await waitFor(() =>
      expect(screen.getByTestId('connection-facebook-status')).toHaveTextContent('Not linked.'),
    );
    expect(sent).toEqual({ action: 'unlink' });
    expect(await screen.findByText('Facebook is no longer linked to your account.')).toBeInTheDocument();
  });

  it('shows why an unlink was refused (last login method)', async () => {
    const user = userEvent.setup();
    const api = mockApi(
      privateUser,
      handlers({
        [`PUT my-profile/user/${USER_ID}/facebook-connect`]: () =>
          json(409, { error: 'lastLoginMethod', messageKey: 'errors:lastLoginMethod' }),
      }),
    );
    start(<ConnectionsPanel />, PATH, api);
    await user.click(await screen.findByTestId('connection-facebook-unlink'));
    const dialog = await screen.findByRole('dialog', { name: 'Unlink Facebook?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByTestId('connection-facebook-error')).toHaveTextContent(
      'Set a password or link another account before you disconnect this one',
    );
  });

  it('a revoked Belfius link says it can only be reconnected via Belfius', async () => {
    const revoked = CONNECTIONS.map((item) =>
      item.provider === 'belfius' ? { ...item, available: true, revoked: true } : item,
    );
    start(
      <ConnectionsPanel />,
      PATH,
      mockApi(privateUser, handlers({ 'GET my-profile/connections': () => json(200, { data: revoked }) })),
    );
    const belfius = await screen.findByTestId('connection-belfius');
    expect(within(belfius).getByText(/You can reconnect only via Belfius/)).toBeInTheDocument();
    expect(within(belfius).getByRole('button', { name: 'Reconnect via Belfius' })).toBeEnabled();
  });

  it('shows the outcome of a provider round trip, then cleans the address bar', async () => {
    const view = start(
      <ConnectionsPanel />,
      '/en/my-profile/my-data?tab=connections&connection=google&result=error&reason=identityTaken',
      mockApi(privateUser, handlers()),
    );
    const result = await screen.findByTestId('connection-result');
    expect(result).toHaveTextContent('Google could not be linked');
    expect(result).toHaveTextContent('This account is already linked to another user.');
    await waitFor(() => expect(view.router.state.location.search).toBe('?tab=connections'));
    expect(screen.getByTestId('connection-result')).toBeInTheDocument();
  });

  it('says when a provider was linked', async () => {
    const view = start(
      <ConnectionsPanel />,
      '/en/my-profile/my-data?tab=connections&connection=google&result=linked',
      mockApi(privateUser, handlers()),
    );
    expect(await screen.findByTestId('connection-result')).toHaveTextContent('Google is linked');
    await waitFor(() => expect(view.router.state.location.search).toBe('?tab=connections'));
  });
});

describe('ConnectionsPanel: app devices', () => {
  it('lists the devices of both apps with their status, empty states and the app-user indicator', async () => {
    start(<ConnectionsPanel />, PATH, mockApi(privateUser, handlers()));
    const app = await screen.findByTestId('devices-app');
    expect(within(app).getByRole('heading', { level: 4, name: 'Our app' })).toBeInTheDocument();
    const row = within(app).getByTestId('device-11');
    expect(within(row).getByText('iPhone 15')).toBeInTheDocument();
    expect(within(row).getByText('Connected')).toBeInTheDocument();
    expect(within(within(app).getByTestId('device-12')).getByText('Disconnected')).toBeInTheDocument();
    expect(screen.queryByTestId('device-12-revoke')).toBeNull();

    const bank = screen.getByTestId('devices-bank');
    expect(within(bank).getByRole('heading', { level: 4, name: 'Belfius app' })).toBeInTheDocument();
    expect(within(bank).getByText('No devices.')).toBeInTheDocument();
    expect(await screen.findByTestId('app-user')).toHaveTextContent('You use our app');
  });

  it('revoke asks for confirmation, then calls PUT and shows the new status', async () => {
    const user = userEvent.setup();
    const after = {
      app: DEVICES.app.map((item) => (item.id === 11 ? { ...item, status: 'disconnected' } : item)),
      bank: [],
    };
    const api = mockApi(
      privateUser,
      handlers({ 'PUT my-profile/app/11/client/immo-app/revoke': () => json(200, { data: after }) }),
    );
    start(<ConnectionsPanel />, PATH, api);

    const revoke = await screen.findByTestId('device-11-revoke');
    expect(revoke).toHaveAccessibleName('Revoke Sofie’s phone');
    await user.click(revoke);
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this device?' });
    expect(callsOf(api).some((call) => call.includes('/revoke'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));

    await waitFor(() =>
      expect(screen.getByTestId('device-11')).toHaveAttribute('data-status', 'disconnected'),
    );
    expect(callsOf(api)).toContain('PUT /en/api/core/my-profile/app/11/client/immo-app/revoke');
    expect(screen.queryByTestId('device-11-revoke')).toBeNull();
  });
});

describe('ConnectionsPanel: sessions', () => {
  it('lists where the user is signed in: this device first and marked, the others with a sign-out', async () => {
    start(<ConnectionsPanel />, PATH, mockApi(privateUser, handlers()));
    const current = await screen.findByTestId('session-current');
    expect(current).toHaveTextContent('Firefox 133 on Windows 10');
    expect(current).toHaveTextContent('This device');
    expect(current).toHaveTextContent('Computer · Signed in with your password');
    expect(current).toHaveTextContent('Network 81.82.83.x');
    expect(within(current).queryByRole('button')).toBeNull();

    const phone = screen.getByTestId(`session-${PHONE_ID}`);
    expect(phone).toHaveTextContent('Chrome 131 on Android 14');
    expect(phone).toHaveTextContent('Phone · Signed in with Google');
    expect(phone).toHaveTextContent('Signed in on 20 Nov 2026');
    expect(within(phone).getByRole('button')).toHaveAccessibleName(
      expect.stringMatching(/^Sign out Chrome 131 on Android 14, last active 4 Dec 2026/),
    );
    const items = within(screen.getByTestId('sessions')).getAllByRole('listitem');
    expect(items.map((item) => item.dataset.testid)).toEqual(['session-current', `session-${PHONE_ID}`]);
  });

  it('signs out another session after confirming, and shows the sessions left', async () => {
    const user = userEvent.setup();
    const api = mockApi(
      privateUser,
      handlers({ [`DELETE my-profile/sessions/${PHONE_ID}`]: () => json(200, { data: [SESSIONS[0]] }) }),
    );
    start(<ConnectionsPanel />, PATH, api);
    await user.click(await screen.findByTestId(`session-${PHONE_ID}-end`));
    let dialog = await screen.findByRole('dialog', { name: 'Sign out this session?' });
    expect(dialog).toHaveTextContent('Chrome 131 on Android 14 will be signed out');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf(api).some((call) => call.startsWith('DELETE'))).toBe(false);

    await user.click(screen.getByTestId(`session-${PHONE_ID}-end`));
    dialog = await screen.findByRole('dialog', { name: 'Sign out this session?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.queryByTestId(`session-${PHONE_ID}`)).toBeNull());
    expect(callsOf(api)).toContain(`DELETE /en/api/core/my-profile/sessions/${PHONE_ID}`);
    expect(await screen.findByText('Chrome 131 on Android 14 is signed out.')).toBeInTheDocument();
    expect(screen.getByTestId('sessions-only-here')).toHaveTextContent('You are signed in only here.');
  });

  it('signs out everywhere else at once', async () => {
    const user = userEvent.setup();
    const api = mockApi(
      privateUser,
      handlers({ 'POST my-profile/sessions/end-others': () => json(200, { data: [SESSIONS[0]] }) }),
    );
    start(<ConnectionsPanel />, PATH, api);
    await user.click(await screen.findByTestId('sessions-end-others'));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere else?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() => expect(screen.queryByTestId(`session-${PHONE_ID}`)).toBeNull());
    expect(callsOf(api)).toContain('POST /en/api/core/my-profile/sessions/end-others');
    expect(await screen.findByText('You are now signed in only here.')).toBeInTheDocument();
    expect(screen.queryByTestId('sessions-end-others')).toBeNull();
  });

  it('says it in Dutch', async () => {
    applyLanguage('nl');
    start(
      <ConnectionsPanel />,
      '/nl/mijn-profiel/mijn-gegevens?tab=connections',
      mockApi(privateUser, handlers()),
    );
    const phone = await screen.findByTestId(`session-${PHONE_ID}`);
    expect(phone).toHaveTextContent('Chrome 131 op Android 14');
    expect(phone).toHaveTextContent('Telefoon · Aangemeld met Google');
    expect(screen.getByTestId('session-current')).toHaveTextContent('Dit toestel');
  });
});

describe('ConnectionsPanel: security activity', () => {
  it('lists what was told about the account, newest first, with when, device and network', async () => {
    start(<ConnectionsPanel />, PATH, mockApi(privateUser, handlers()));
    const events = await screen.findAllByTestId('security-event');
    expect(events.map((event) => event.dataset.kind)).toEqual(['password-changed', 'new-device']);
    expect(events[0]).toHaveTextContent('Password changed');
    expect(events[0]).toHaveTextContent('4 Dec 2026');
    expect(events[0]).toHaveTextContent('Firefox 133 on Windows 10 · Network 81.82.83.x');
    expect(events[1]).toHaveTextContent('Sign-in from a new device');
    expect(events[1]).toHaveTextContent('Chrome 131 on Android 14');
  });

  it('says when there is nothing yet', async () => {
    start(
      <ConnectionsPanel />,
      PATH,
      mockApi(privateUser, handlers({ 'GET my-profile/security-events': () => json(200, { data: [] }) })),
    );
    expect(await screen.findByTestId('security-events-empty')).toHaveTextContent('Nothing yet.');
  });
});

describe('ConnectionsPanel: passkeys', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the passkeys, and adds one made by the browser under the name given', async () => {
    const user = userEvent.setup();
    vi.spyOn(webauthn, 'supported').mockReturnValue(true);
    const credential = {
      id: 'cred-1',
      rawId: 'cred-1',
      type: 'public-key' as const,
      response: { clientDataJSON: 'e30', attestationObject: 'oA', transports: ['internal' as const] },
      clientExtensionResults: {},
    };
    const create = vi.spyOn(webauthn, 'create').mockResolvedValue(credential);
    let sent: unknown = null;
    const added: Passkey = {
      id: 8,
      name: 'Phone',
      createdAt: '2026-12-05T10:00:00.000Z',
      lastUsedAt: null,
      synced: true,
    };
    const api = mockApi(
      privateUser,
      handlers({
        'POST my-profile/passkeys/options': () =>
          json(200, { data: { options: { challenge: 'abc', rp: { id: 'localhost' } } } }),
        'POST my-profile/passkeys': ({ body }) => {
          sent = body;
          return json(200, { data: [added, ...PASSKEYS] });
        },
      }),
    );
    start(<ConnectionsPanel />, PATH, api);
    const laptop = await screen.findByTestId('passkey');
    expect(laptop).toHaveTextContent('Work laptop');
    expect(laptop).toHaveTextContent('Added on 1 Oct 2026');
    expect(laptop).toHaveTextContent('Not used yet');

    expect(screen.getByTestId('passkey-add')).toBeDisabled();
    await user.type(screen.getByTestId('passkey-name'), '  Phone ');
    await user.click(screen.getByTestId('passkey-add'));
    await waitFor(() => expect(screen.getAllByTestId('passkey')).toHaveLength(2));
    expect(create).toHaveBeenCalledWith({ challenge: 'abc', rp: { id: 'localhost' } });
    expect(sent).toEqual({ name: 'Phone', credential });
    expect(screen.getAllByTestId('passkey')[0]).toHaveTextContent('Synced');
    expect(await screen.findByText('The passkey “Phone” is added.')).toBeInTheDocument();
  });

  it('says nothing when the user closes the browser’s dialog', async () => {
    const user = userEvent.setup();
    vi.spyOn(webauthn, 'supported').mockReturnValue(true);
    vi.spyOn(webauthn, 'create').mockRejectedValue(
      Object.assign(new Error('closed'), { name: 'NotAllowedError' }),
    );
    const api = mockApi(
      privateUser,
      handlers({
        'POST my-profile/passkeys/options': () => json(200, { data: { options: { challenge: 'a' } } }),
      }),
    );
    start(<ConnectionsPanel />, PATH, api);
    await user.type(await screen.findByTestId('passkey-name'), 'Phone');
    await user.click(screen.getByTestId('passkey-add'));
    await waitFor(() => expect(screen.getByTestId('passkey-add')).not.toHaveAttribute('data-loading'));
    expect(screen.queryByTestId('passkeys-notification-failure')).toBeNull();
    expect(callsOf(api)).not.toContain('POST /en/api/core/my-profile/passkeys');
  });

  it('renames, and removes after confirming', async () => {
    const user = userEvent.setup();
    let renamedTo: unknown = null;
    const api = mockApi(
      privateUser,
      handlers({
        'PATCH my-profile/passkeys/7': ({ body }) => {
          renamedTo = body;
          return json(200, { data: [{ ...PASSKEYS[0], name: 'Old laptop' }] });
        },
        'DELETE my-profile/passkeys/7': () => json(200, { data: [] }),
      }),
    );
    start(<ConnectionsPanel />, PATH, api);
    await user.click(await screen.findByRole('button', { name: 'Rename Work laptop' }));
    const field = screen.getByLabelText(/^New name of Work laptop/);
    // The focus goes into the field, and back to "Rename" once it is saved (keyboard users).
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'Old laptop');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('passkey')).toHaveAttribute('data-name', 'Old laptop'));
    expect(renamedTo).toEqual({ name: 'Old laptop' });
    expect(screen.getByRole('button', { name: 'Rename Old laptop' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remove Old laptop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this passkey?' });
    expect(dialog).toHaveTextContent('every other session of your account is signed out too');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByTestId('passkeys-empty')).toHaveTextContent('No passkeys yet.');
  });

  it('says so where the browser cannot use passkeys', async () => {
    vi.spyOn(webauthn, 'supported').mockReturnValue(false);
    start(<ConnectionsPanel />, PATH, mockApi(privateUser, handlers()));
    expect(await screen.findByTestId('passkeys-unsupported')).toHaveTextContent(
      'This browser cannot use passkeys.',
    );
    expect(screen.queryByTestId('passkey-add-form')).toBeNull();
  });
});
