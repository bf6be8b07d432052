import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ExtraContactBody } from './extra-contacts';
import type { OpeningHoursBody } from './opening-hours';
import { OpeningHoursBody as Hours } from './opening-hours';
import type { Profile as ProfileType } from './profile';
import { ProDetailsBody, Profile, UserInfoBody } from './profile';
import { BelgianVat, fieldErrors, isBelgianVat, MSG, Phone } from './validation';

const errorsOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error(`expected a validation error for ${JSON.stringify(value)}`);
  return fieldErrors(result.error);
};

describe('BelgianVat', () => {
  it('accepts BE + 10 digits whose last two are 97 - (first eight mod 97)', () => {
    for (const vat of ['BE0417497106', 'BE0812345603', 'BE0654321022', 'BE1000000021']) {
      expect(isBelgianVat(vat), vat).toBe(true);
      expect(BelgianVat.parse(vat)).toBe(vat);
    }
  });

  it('refuses a wrong checksum, a wrong length, a wrong prefix or a first digit above 1', () => {
    for (const vat of [
      'BE0417497107',
      'BE041749710',
      'BE04174971066',
      'NL0417497106',
      '0417497106',
      'BE2417497106',
      'BE04174971O6',
      '',
    ]) {
      expect(isBelgianVat(vat), vat).toBe(false);
      expect(errorsOf(BelgianVat, vat), vat).toEqual({ _: MSG.vat });
    }
  });

  it('normalises spaces, dots, dashes and lowercase', () => {
    for (const vat of ['BE 0417 497 106', 'BE0417.497.106', 'be 0417.497.106', ' BE-0417-497-106 ']) {
      expect(BelgianVat.parse(vat), vat).toBe('BE0417497106');
    }
  });
});

describe('Phone', () => {
  it('accepts Belgian and international numbers with the usual separators', () => {
    for (const phone of [
      '+32 9 223 45 67',
      '09/223.45.67',
      '0475 12 34 56',
      '+32 (0)475-12-34-56',
      '003292234567',
    ]) {
      expect(Phone.safeParse(phone).success, phone).toBe(true);
    }
  });

  it('refuses letters, too few or too many digits', () => {
    for (const phone of ['call me', '0475 12 34 5x', '1234567', '+32 9 223 45 67 89 01 23', '+32#9223']) {
      expect(errorsOf(Phone, phone), phone).toEqual({ _: MSG.phone });
    }
  });
});

describe('OpeningHoursBody', () => {
  const valid: OpeningHoursBody = {
    weekday: 1,
    morningFrom: '09:00',
    morningTo: '12:30',
    afternoonFrom: '13:30',
    afternoonTo: '18:00',
    byAppointment: 'no',
  };
  const check = (overrides: Partial<OpeningHoursBody>) => errorsOf(Hours, { ...valid, ...overrides });

  it('accepts a full day, a morning only, an afternoon only and a closed day', () => {
    expect(Hours.parse(valid)).toEqual(valid);
    expect(Hours.safeParse({ ...valid, afternoonFrom: null, afternoonTo: null }).success).toBe(true);
    expect(Hours.safeParse({ ...valid, morningFrom: null, morningTo: null }).success).toBe(true);
    const closed = { morningFrom: null, morningTo: null, afternoonFrom: null, afternoonTo: null };
    expect(Hours.safeParse({ ...valid, ...closed, byAppointment: 'only' }).success).toBe(true);
    // The morning may end when the afternoon starts.
    expect(Hours.safeParse({ ...valid, morningTo: '13:30' }).success).toBe(true);
  });

  it('refuses times not written HH:MM', () => {
    for (const time of ['9:00', '09:5', '0900', '09h00', '24:00', '12:60', ' 09:00', '']) {
      expect(check({ morningFrom: time }), time).toMatchObject({ morningFrom: MSG.schedule });
    }
  });

  it('refuses a half-day that does not end after it starts', () => {
    expect(check({ morningFrom: '12:30', morningTo: '12:30' })).toEqual({ morningTo: MSG.schedule });
    expect(check({ afternoonFrom: '18:00', afternoonTo: '13:30' })).toEqual({ afternoonTo: MSG.schedule });
  });

  it('refuses a half-day with only one of its times', () => {
    expect(check({ morningTo: null })).toEqual({ morningTo: MSG.schedule });
    expect(check({ afternoonFrom: null })).toEqual({ afternoonFrom: MSG.schedule });
  });

  it('refuses a morning that ends after the afternoon starts', () => {
    expect(check({ morningTo: '14:00' })).toEqual({ afternoonFrom: MSG.schedule });
  });

  it('refuses a weekday outside 1..7 and an unknown appointment option', () => {
    expect(check({ weekday: 0 })).toEqual({ weekday: MSG.number });
    expect(check({ byAppointment: 'sometimes' as 'no' })).toEqual({ byAppointment: MSG.invalid });
  });
});

describe('profile bodies', () => {
  it('turns empty optional fields into null and keeps required ones required', () => {
    const contact = ExtraContactBody.parse({
      firstName: ' An ',
      lastName: 'De Smet',
      jobTitle: '  ',
      email: '',
      phone: '',
      mobile: '0476 23 45 67',
    });
    expect(contact).toEqual({
      firstName: 'An',
      lastName: 'De Smet',
      jobTitle: null,
      email: null,
      phone: null,
      mobile: '0476 23 45 67',
    });
    expect(errorsOf(ExtraContactBody, { lastName: 'x' })).toMatchObject({
      firstName: MSG.required,
      jobTitle: MSG.required,
    });
  });

  it('says "required" for a missing choice', () => {
    expect(errorsOf(UserInfoBody.pick({ language: true }), {})).toEqual({ language: MSG.required });
  });

  it('normalises the IPI number', () => {
    const details = ProDetailsBody.shape.ipiNumber;
    expect(details.parse('504.123')).toBe('504123');
    expect(errorsOf(details, '50412')).toEqual({ _: MSG.number });
  });

  it('encodes a Profile response (the server serialises with z.encode)', () => {
    const profile: ProfileType = {
      email: 'agency@example.be',
      userName: null,
      user: {
        firstName: 'Jan',
        lastName: 'Claes',
        language: 'nl',
        phone: '+32 9 223 45 67',
        mobile: null,
        address: { street: 'Veldstraat', number: '52', box: null, postcode: '9000', city: 'Gent' },
      },
      pro: {
        companyName: '',
        adminEmail: '',
        leadsEmail: null,
        supportEmail: null,
        buyerContactEmail: null,
        fax: null,
        ipiNumber: '504123',
        vatNumber: 'BE0417497106',
        website: 'https://www.immodemo.be',
        slogan: null,
        description: { nl: 'Makelaar', fr: null, en: null },
        openingHoursComment: { nl: null, fr: null, en: null },
        extraAddresses: [],
        openingHours: [],
        extraContacts: [
          {
            id: 1,
            firstName: 'An',
            lastName: 'De Smet',
            jobTitle: null,
            email: null,
            phone: null,
            mobile: null,
          },
        ],
        logos: { all: '/nl/api/core/my-profile/user/pro/logo/all?v=1', nl: null, fr: null, en: null },
        gallery: [],
      },
      newsletters: [{ id: 1, code: 'portalNews', subscribed: true }],
      paymentMethods: [{ id: 1, brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2028 }],
    };
    expect(z.encode(Profile, profile)).toEqual(profile);
  });
});
