import type { CurrentUser, Endpoint, ProDetailsBody, Profile, UserInfoBody } from '@app/contract';
import { endpoints, ERR, MSG } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extraAddresses, users } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';
import { call } from '../../test/call';
import { ANY_VERSION } from '../../test/conditional';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profileOf = async (cookie: string) => {
  const response = await call(t, cookie, endpoints.getProfile);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Profile }>().data;
};
const fieldsOf = (response: { json: <T>() => T }) =>
  response.json<{ fields: Record<string, string> }>().fields;

const userInfo = (overrides: Partial<UserInfoBody> = {}): UserInfoBody => ({
  firstName: 'Sofie',
  lastName: 'Peeters',
  language: 'nl',
  phone: null,
  mobile: '+32 486 98 76 54',
  address: { street: 'Bondgenotenlaan', number: '45', box: '2', postcode: '3000', city: 'Leuven' },
  ...overrides,
});

const proDetails = (overrides: Partial<ProDetailsBody> = {}): ProDetailsBody => ({
  companyName: 'Immo Demo',
  adminEmail: 'admin@immodemo.be',
  leadsEmail: 'leads@immodemo.be',
  supportEmail: null,
  buyerContactEmail: null,
  fax: null,
  ipiNumber: '504123',
  vatNumber: 'BE0417497106',
  website: 'https://www.immodemo.be',
  slogan: null,
  description: { nl: 'Makelaar in Gent', fr: 'Agent à Gand', en: null },
  openingHoursComment: { nl: null, fr: null, en: null },
  extraAddresses: [],
  ...overrides,
});

describe('GET my-profile/user/details', () => {
  it("gives the agency its personal data and the agency's details, hours, contacts and payments", async () => {
    const profile = await profileOf(await t.login('agency@example.be'));
    expect(profile.email).toBe('agency@example.be');
    expect(profile.user).toMatchObject({ firstName: 'Jan', lastName: 'Claes', language: 'nl' });
    expect(profile.user.address).toEqual({
      street: 'Veldstraat',
      number: '52',
      box: null,
      postcode: '9000',
      city: 'Gent',
    });
    const pro = profile.pro!;
    expect(pro).toMatchObject({
      companyName: 'Immo Demo',
      vatNumber: 'BE0417497106',
      ipiNumber: '504123',
      website: 'https://www.immodemo.be',
    });
    expect(Object.values(pro.description).every((text) => typeof text === 'string')).toBe(true);
    expect(pro.extraAddresses).toEqual([expect.objectContaining({ companyName: 'Immo Demo Gent-Zuid' })]);
    expect(pro.openingHours.map((hours) => hours.weekday)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pro.openingHours[0]).toMatchObject({
      morningFrom: '09:00',
      morningTo: '12:30',
      afternoonFrom: '13:30',
      afternoonTo: '18:00',
      byAppointment: 'no',
    });
    expect(pro.openingHours[5]).toMatchObject({
      morningFrom: '10:00',
      morningTo: '12:00',
      byAppointment: 'also',
    });
    expect(pro.extraContacts).toHaveLength(2);
    expect(pro.logos).toEqual({ all: null, nl: null, fr: null, en: null });
    expect(pro.gallery).toEqual([]);
    expect(
      profile.paymentMethods.map(({ brand, last4, expMonth, expYear }) => [brand, last4, expMonth, expYear]),
    ).toEqual([
      ['Visa', '4242', 12, 2028],
      ['Mastercard', '5454', 3, 2027],
    ]);
    expect(profile.newsletters).toEqual([
      { id: 1, code: 'portalNews', subscribed: true },
      { id: 2, code: 'propertyTips', subscribed: false },
      { id: 3, code: 'partnerOffers', subscribed: false },
      { id: 4, code: 'proNews', subscribed: true },
    ]);
  });

  it('gives a private user no agency part and no professional newsletter', async () => {
    const profile = await profileOf(await t.login('private@example.be'));
    expect(profile.pro).toBeNull();
    expect(profile.user.address).toMatchObject({
      street: 'Bondgenotenlaan',
      postcode: '3000',
      city: 'Leuven',
    });
    expect(profile.newsletters.map((newsletter) => newsletter.code)).toEqual([
      'portalNews',
      'propertyTips',
      'partnerOffers',
    ]);
    expect(profile.paymentMethods).toHaveLength(1);
  });

  it('refuses an inactive user (403) and no session (401)', async () => {
    const inactive = await call(t, await t.login('inactive@example.be'), endpoints.getProfile);
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json()).toEqual({ error: 'inactive', messageKey: ERR.inactive });
    expect((await call(t, null, endpoints.getProfile)).statusCode).toBe(401);
  });
});

describe('PUT my-profile/user', () => {
  it('saves names, language, phones and address; empty optional fields become null', async () => {
    const cookie = await t.login('private@example.be');
    const body = userInfo({
      firstName: 'Sophie',
      language: 'fr',
      phone: '016 12 34 56',
      mobile: '',
      address: { street: 'Naamsestraat', number: '80', box: '', postcode: '3000', city: 'Leuven' },
    });
    const response = await call(t, cookie, endpoints.updateUserInfo, { body, headers: ANY_VERSION });
    expect(response.statusCode).toBe(200);
    const { user } = response.json<{ data: Profile }>().data;
    expect(user).toEqual({
      ...body,
      mobile: null,
      address: { ...body.address, box: null },
    });
    const current = await call(t, cookie, endpoints.getCurrentUser);
    expect(current.json<{ data: CurrentUser }>().data.userInfo).toMatchObject({
      firstName: 'Sophie',
      language: 'fr',
    });
  });

  it('answers each rule with its message key and changes nothing', async () => {
    const cookie = await t.login('agency@example.be');
    const response = await call(t, cookie, endpoints.updateUserInfo, {
      body: {
        ...userInfo(),
        firstName: 'x'.repeat(101),
        phone: 'call me',
        mobile: '12',
        address: { street: null, number: null, box: null, postcode: '30000', city: null },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'validation',
      messageKey: MSG.invalid,
      fields: {
        firstName: MSG.tooLong,
        phone: MSG.phone,
        mobile: MSG.phone,
        'address.postcode': MSG.number,
      },
    });
    const missing = await call(t, cookie, endpoints.updateUserInfo, {
      body: { firstName: 'Jan', lastName: null, phone: null, mobile: null },
    });
    expect(fieldsOf(missing)).toEqual({ language: MSG.required, address: MSG.required });
    const wrongLanguage = await call(t, cookie, endpoints.updateUserInfo, {
      body: userInfo({ language: 'de' as 'nl' }),
    });
    expect(fieldsOf(wrongLanguage)).toEqual({ language: MSG.invalid });
    expect((await profileOf(cookie)).user.firstName).toBe('Jan');
  });
});

describe('PUT my-profile/user/pro/details', () => {
  it('saves the details, normalises VAT and IPI, and renames the company in the header', async () => {
    const cookie = await t.login('software@example.be');
    const response = await call(t, cookie, endpoints.updateProDetails, {
      headers: ANY_VERSION,
      body: proDetails({
        companyName: 'Software Partner Brussel',
        vatNumber: 'be 0654.321.022',
        ipiNumber: '507.890',
        slogan: 'Altijd bereikbaar',
        openingHoursComment: { nl: 'Gesloten op feestdagen', fr: 'Fermé les jours fériés', en: '' },
      }),
    });
    expect(response.statusCode).toBe(200);
    const pro = response.json<{ data: Profile }>().data.pro!;
    expect(pro).toMatchObject({
      companyName: 'Software Partner Brussel',
      vatNumber: 'BE0654321022',
      ipiNumber: '507890',
      slogan: 'Altijd bereikbaar',
      openingHoursComment: { nl: 'Gesloten op feestdagen', fr: 'Fermé les jours fériés', en: null },
    });
    const current = await call(t, cookie, endpoints.getCurrentUser);
    expect(current.json<{ data: CurrentUser }>().data.userInfo.companyName).toBe('Software Partner Brussel');
  });

  it('replaces the extra addresses as a whole, in the given order', async () => {
    const cookie = await t.login('notary@example.be');
    const address = (companyName: string) => ({
      companyName,
      street: 'Groenplaats',
      number: '1',
      box: null,
      websiteUrl: null,
    });
    const save = (names: string[]) =>
      call(t, cookie, endpoints.updateProDetails, {
        headers: ANY_VERSION,
        body: proDetails({ companyName: 'Notariaat Janssens', extraAddresses: names.map(address) }),
      });
    await save(['Kantoor Mechelen', 'Kantoor Lier', 'Kantoor Boom']);
    const reordered = await save(['Kantoor Boom', 'Kantoor Mechelen']);
    expect(reordered.json<{ data: Profile }>().data.pro!.extraAddresses.map((a) => a.companyName)).toEqual([
      'Kantoor Boom',
      'Kantoor Mechelen',
    ]);
    const [notary] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'notary@example.be'));
    const rows = await t.db.select().from(extraAddresses).where(eq(extraAddresses.userId, notary!.id));
    expect(rows.map((row) => [row.companyName, row.position]).sort()).toEqual([
      ['Kantoor Boom', 0],
      ['Kantoor Mechelen', 1],
    ]);
    const cleared = await save([]);
    expect(cleared.json<{ data: Profile }>().data.pro!.extraAddresses).toEqual([]);
  });

  it('answers each rule with its message key and changes nothing', async () => {
    const cookie = await t.login('agency@example.be');
    const response = await call(t, cookie, endpoints.updateProDetails, {
      body: proDetails({
        companyName: '   ',
        adminEmail: 'not-an-email',
        leadsEmail: 'leads@',
        website: 'www.immodemo',
        vatNumber: 'BE0417497107',
        ipiNumber: '12345',
        fax: 'fax me',
        slogan: 'x'.repeat(151),
        description: { nl: 'x'.repeat(4001), fr: null, en: null },
        extraAddresses: [{ companyName: 'Filiaal', street: '', number: '3', box: null, websiteUrl: 'gent' }],
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({
      companyName: MSG.required,
      adminEmail: MSG.email,
      leadsEmail: MSG.email,
      website: MSG.url,
      vatNumber: MSG.vat,
      ipiNumber: MSG.number,
      fax: MSG.phone,
      slogan: MSG.tooLong,
      'description.nl': MSG.tooLong,
      'extraAddresses.0.street': MSG.required,
      'extraAddresses.0.websiteUrl': MSG.url,
    });
    const tooMany = await call(t, cookie, endpoints.updateProDetails, {
      body: proDetails({
        extraAddresses: Array.from({ length: 11 }, () => ({
          companyName: 'Filiaal',
          street: 'Kouter',
          number: '1',
          box: null,
          websiteUrl: null,
        })),
      }),
    });
    expect(fieldsOf(tooMany)).toEqual({ extraAddresses: MSG.tooLong });
    const pro = (await profileOf(cookie)).pro!;
    expect(pro.companyName).toBe('Immo Demo');
    expect(pro.extraAddresses).toHaveLength(1);
  });

  it('gives a professional who never saved agency details empty ones, not an error', async () => {
    // The admin has no company and no pro_profiles row; made professional, it is such a user.
    await t.db.update(users).set({ isPro: true }).where(eq(users.email, 'admin@example.be'));
    try {
      const profile = await profileOf(await t.login('admin@example.be'));
      expect(profile.pro).toMatchObject({
        companyName: '',
        adminEmail: '',
        vatNumber: null,
        extraAddresses: [],
      });
    } finally {
      await t.db.update(users).set({ isPro: false }).where(eq(users.email, 'admin@example.be'));
    }
  });
});

describe('access', () => {
  const proEndpoints: Array<[Endpoint, Record<string, unknown>]> = [
    [endpoints.updateProDetails, {}],
    [endpoints.createOpeningHours, {}],
    [endpoints.updateOpeningHours, { id: 1 }],
    [endpoints.deleteOpeningHours, { id: 1 }],
    [endpoints.createExtraContact, {}],
    [endpoints.updateExtraContact, { id: 1 }],
    [endpoints.deleteExtraContact, { id: 1 }],
    [endpoints.uploadLogo, {}],
    [endpoints.deleteLogo, { target: 'all' }],
    [endpoints.getLogo, { target: 'all' }],
    [endpoints.uploadGalleryImage, {}],
    [endpoints.getGalleryImage, { id: 1 }],
    [endpoints.reorderGallery, {}],
    [endpoints.deleteGalleryImage, { id: 1 }],
  ];

  it('refuses every agency endpoint to a private user (403 proOnly)', async () => {
    const cookie = await t.login('private@example.be');
    for (const [endpoint, params] of proEndpoints) {
      const response = await call(t, cookie, endpoint, { params, body: {} });
      expect(response.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(403);
      expect(response.json()).toEqual({ error: 'pro_only', messageKey: ERR.proOnly });
    }
  });

  it('refuses every profile endpoint to an inactive user (403 inactive)', async () => {
    const cookie = await t.login('inactive@example.be');
    const all: Array<[Endpoint, Record<string, unknown>]> = [
      [endpoints.getProfile, {}],
      [endpoints.updateUserInfo, {}],
      [endpoints.deletePaymentMethod, { id: 1 }],
      [endpoints.setNewsletter, { id: 1 }],
      ...proEndpoints,
    ];
    for (const [endpoint, params] of all) {
      const response = await call(t, cookie, endpoint, { params, body: {} });
      expect(response.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(403);
      expect(response.json()).toEqual({ error: 'inactive', messageKey: ERR.inactive });
    }
  });
});
