import type { Device } from '@app/contract';
import { ERR } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDevices, users } from '../../../db/schema';
import type { TestApp } from '../../../test/app';
import { createTestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Devices = { app: Device[]; bank: Device[] };
const devices = async (cookie: string) =>
  (await t.app.inject({ url: '/nl/api/core/my-profile/app/devices', headers: { cookie } })).json<{
    data: Devices;
  }>().data;
const revoke = (cookie: string, id: number, clientId: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/nl/api/core/my-profile/app/${id}/client/${encodeURIComponent(clientId)}/revoke`,
    headers: { ...t.csrfHeaders, cookie },
  });
const isAppUser = async (cookie: string) =>
  (await t.app.inject({ url: '/nl/api/core/my-profile/is-appuser', headers: { cookie } })).json();

describe('GET my-profile/app/devices', () => {
  it("splits the agency's devices into the portal's app and the bank app, newest first", async () => {
    const { app, bank } = await devices(await t.login('agency@example.be'));
    expect(app.map((d) => [d.device, d.brand, d.manufacturer, d.model, d.status])).toEqual([
      ['Android', 'Samsung', 'Samsung', 'SM-S921B', 'connected'],
      ['iPhone', 'Apple', 'Apple', 'iPhone16,1', 'connected'],
    ]);
    expect(app.every((d) => d.clientName === 'immo-app')).toBe(true);
    expect(bank).toHaveLength(1);
    expect(bank[0]).toMatchObject({ clientName: 'belfius-app', status: 'connected' });
    for (const device of [...app, ...bank]) {
      expect(Date.parse(device.created)).toBeLessThan(Date.parse(device.modified));
      expect(Date.parse(device.created)).toBeLessThan(Date.now() - 30 * 86400_000);
    }
  });

  it('gives the private user one connected and one disconnected device, and nobody else any', async () => {
    const { app, bank } = await devices(await t.login('private@example.be'));
    expect(app.map((d) => d.status)).toEqual(['connected', 'disconnected']);
    expect(bank).toEqual([]);
    expect(await devices(await t.login('notary@example.be'))).toEqual({ app: [], bank: [] });
  });

  it('is open to inactive users and closed to visitors', async () => {
    expect(await devices(await t.login('inactive@example.be'))).toEqual({ app: [], bank: [] });
    expect((await t.app.inject({ url: '/nl/api/core/my-profile/app/devices' })).statusCode).toBe(401);
  });
});

describe('PUT my-profile/app/:id/client/:clientId/revoke', () => {
  it('disconnects the device and returns the lists', async () => {
    const cookie = await t.login('agency@example.be');
    const phone = (await devices(cookie)).app.find((d) => d.model === 'iPhone16,1')!;
    const response = await revoke(cookie, phone.id, phone.clientId);
    expect(response.statusCode).toBe(200);
    const after = response.json<{ data: Devices }>().data;
    const revoked = after.app.find((d) => d.id === phone.id)!;
    expect(revoked.status).toBe('disconnected');
    expect(Date.parse(revoked.modified)).toBeGreaterThan(Date.now() - 60_000);
    expect(after.app.find((d) => d.model === 'SM-S921B')?.status).toBe('connected');

    // A second revoke changes nothing and still succeeds.
    const again = await revoke(cookie, phone.id, phone.clientId);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ data: Devices }>().data.app.find((d) => d.id === phone.id)?.modified).toBe(
      revoked.modified,
    );
  });

  it("answers 404 for another user's device, a wrong client id and an unknown id", async () => {
    const agency = await t.login('agency@example.be');
    const privateDevice = (await devices(await t.login('private@example.be'))).app[0]!;
    const bankDevice = (await devices(agency)).bank[0]!;
    for (const [id, clientId] of [
      [privateDevice.id, privateDevice.clientId],
      [bankDevice.id, 'immo-app-ios'],
      [999_999, 'immo-app-ios'],
    ] as const) {
      const response = await revoke(agency, id, clientId);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', messageKey: ERR.notFound });
    }
    const [row] = await t.db.select().from(appDevices).where(eq(appDevices.id, privateDevice.id));
    expect(row?.status).toBe('connected');
  });

  it('needs the CSRF header', async () => {
    const cookie = await t.login('private@example.be');
    const device = (await devices(cookie)).app[0]!;
    const response = await t.app.inject({
      method: 'PUT',
      url: `/nl/api/core/my-profile/app/${device.id}/client/${device.clientId}/revoke`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET my-profile/is-appuser', () => {
  it('is true with a connected device of the own app only', async () => {
    const cookie = await t.login('private@example.be');
    expect(await isAppUser(cookie)).toEqual({ data: { isAppUser: true } });
    const connected = (await devices(cookie)).app.find((d) => d.status === 'connected')!;
    await revoke(cookie, connected.id, connected.clientId);
    expect(await isAppUser(cookie)).toEqual({ data: { isAppUser: false } });

    // A bank-app device alone does not count.
    const [notary] = await t.db.select().from(users).where(eq(users.email, 'notary@example.be'));
    await t.db.insert(appDevices).values({
      userId: notary!.id,
      clientId: 'belfius-mobile',
      clientName: 'belfius-app',
      device: 'Android',
    });
    expect(await isAppUser(await t.login('notary@example.be'))).toEqual({ data: { isAppUser: false } });
  });
});
