import type { UserProduct } from '@app/contract';
import { ERR } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const products = async (email?: string) =>
  t.app.inject({ url: '/nl/api/core/my-products', headers: email ? { cookie: await t.login(email) } : {} });

describe('GET my-products', () => {
  it('gives the agency its own products with activation, pack and slots', async () => {
    const response = await products('agency@example.be');
    expect(response.statusCode).toBe(200);
    const data = response.json<{ data: UserProduct[] }>().data;
    const byCode = Object.fromEntries(data.map((product) => [product.code, product]));
    expect(Object.keys(byCode).sort()).toEqual(
      [
        'bestOf',
        'color',
        'emailAlertPro',
        'leadGenerator',
        'proDirectory',
        'proFirst',
        'propertyAdvisor',
        'valuation',
        'wallpaper',
      ].sort(),
    );
    expect(byCode.bestOf).toMatchObject({ pack: 'gold', slots: 25, selection: 'AUTO', activation: 1 });
    expect(byCode.color).toMatchObject({ pack: 'gold', slots: 25, selection: 'MANUAL', activation: 1 });
    expect(byCode.propertyAdvisor!.activation).toBe(2);
    expect(byCode.leadGenerator!.activation).toBe(0);
    expect(byCode.bestOf!.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('gives the notary the starter pack', async () => {
    const data = (await products('notary@example.be')).json<{ data: UserProduct[] }>().data;
    expect(data.find((product) => product.code === 'bestOf')).toMatchObject({ pack: 'starter', slots: 10 });
  });

  it('refuses a private user (403 proOnly), an inactive user (403 inactive) and no session (401)', async () => {
    const privateUser = await products('private@example.be');
    expect(privateUser.statusCode).toBe(403);
    expect(privateUser.json()).toEqual({ error: 'pro_only', messageKey: ERR.proOnly });
    const inactive = await products('inactive@example.be');
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json()).toEqual({ error: 'inactive', messageKey: ERR.inactive });
    const anonymous = await products();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'unauthorized', messageKey: ERR.unauthorized });
  });

  it('lets an admin in (always active, pro rights) with an empty list', async () => {
    const response = await products('admin@example.be');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [] });
  });
});
