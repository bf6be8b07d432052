import type { Connection, Device } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../lib/language';
import type { Handler } from '../../test/render';
import { callsOf, json, mockApi } from '../../test/render';
import { privateUser } from '../../test/users';
import { ConnectionsPanel } from './connections-panel';
import { redirectTo } from './redirect';
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

function handlers(extra: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    'GET my-profile/connections': () => json(200, { data: CONNECTIONS }),
    'GET my-profile/app/devices': () => json(200, { data: DEVICES }),
    'GET my-profile/is-appuser': () => json(200, { data: { isAppUser: true } }),
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
