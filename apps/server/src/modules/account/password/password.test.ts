import { ERR, LOGIN_LIMITS, MSG, PASSWORD_MAX_LENGTH } from '@app/contract';
import { eq } from 'drizzle-orm';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../../db/schema';
import { DEMO_PASSWORD } from '../../../db/seed';
import { verifyPassword } from '../../../lib/passwords';
import type { TestApp } from '../../../test/app';
import { createTestApp } from '../../../test/app';
import { isCommonPassword } from './common-passwords';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/nl/api/core/my-profile/user/password';
const NEW_PASSWORD = 'Zonnebloem42Gent';

function change(cookie: string | undefined, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'PUT',
    url: URL,
    headers: { ...t.csrfHeaders, ...(cookie ? { cookie } : {}) },
    payload,
  });
}

const body = (overrides: Record<string, unknown> = {}) => ({
  currentPassword: DEMO_PASSWORD,
  newPassword: NEW_PASSWORD,
  newPasswordRepeat: NEW_PASSWORD,
  ...overrides,
});

async function expectFields(response: Awaited<ReturnType<typeof change>>, fields: Record<string, string>) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toEqual({ error: 'validation', messageKey: MSG.invalid, fields });
}

const me = (cookie: string) => t.app.inject({ url: '/nl/api/core/my-profile/user', headers: { cookie } });

describe('PUT my-profile/user/password: the messages of spec section 5', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await t.login('notary@example.be');
  });

  it('"Password is required." for each empty or absent field', async () => {
    await expectFields(
      await change(cookie, { currentPassword: '', newPassword: '', newPasswordRepeat: '' }),
      {
        currentPassword: MSG.passwordRequired,
        newPassword: MSG.passwordRequired,
        newPasswordRepeat: MSG.passwordRequired,
      },
    );
    await expectFields(await change(cookie, {}), {
      currentPassword: MSG.passwordRequired,
      newPassword: MSG.passwordRequired,
      newPasswordRepeat: MSG.passwordRequired,
    });
  });

  it('"Password requires at least N characters."', async () => {
    await expectFields(await change(cookie, body({ newPassword: 'Ab1cdef', newPasswordRepeat: 'Ab1cdef' })), {
      newPassword: MSG.passwordMinLength,
    });
  });

  it('"Password policy is not met…" without a digit, an uppercase or a lowercase letter', async () => {
    for (const weak of ['abcdefgH', 'abcdefg1', 'ABCDEFG1']) {
      await expectFields(await change(cookie, body({ newPassword: weak, newPasswordRepeat: weak })), {
        newPassword: MSG.passwordPolicy,
      });
    }
  });

  it('"Passwords do not match."', async () => {
    await expectFields(await change(cookie, body({ newPasswordRepeat: `${NEW_PASSWORD}x` })), {
      newPasswordRepeat: MSG.passwordMismatch,
    });
  });

  it('"Your password is not correct." for a wrong current password, and nothing changes', async () => {
    await expectFields(await change(cookie, body({ currentPassword: 'Wrong2026!' })), {
      currentPassword: MSG.passwordIncorrect,
    });
    expect((await t.login('notary@example.be')).length).toBeGreaterThan(0);
  });

  it('refuses a common password, compared without case', async () => {
    expect(isCommonPassword('Password1')).toBe(true);
    await expectFields(
      await change(cookie, body({ newPassword: 'Password1', newPasswordRepeat: 'Password1' })),
      {
        newPassword: MSG.passwordCommon,
      },
    );
  });

  it('reports a wrong current password and a common new one together', async () => {
    const response = await change(
      cookie,
      body({ currentPassword: 'Wrong2026!', newPassword: 'Iloveyou1', newPasswordRepeat: 'Iloveyou1' }),
    );
    await expectFields(response, { currentPassword: MSG.passwordIncorrect, newPassword: MSG.passwordCommon });
  });

  it(`refuses a password longer than ${PASSWORD_MAX_LENGTH} characters instead of truncating it`, async () => {
    const long = `Aa1${'x'.repeat(PASSWORD_MAX_LENGTH - 2)}`;
    await expectFields(await change(cookie, body({ newPassword: long, newPasswordRepeat: long })), {
      newPassword: MSG.tooLong,
    });
    // Exactly the maximum is accepted, every character counts.
    const longest = `Aa1${'y'.repeat(PASSWORD_MAX_LENGTH - 3)}`;
    expect(
      (await change(cookie, body({ newPassword: longest, newPasswordRepeat: longest }))).statusCode,
    ).toBe(200);
    await expect(t.login('notary@example.be', longest.slice(0, -1))).rejects.toThrow(/401/);
    expect((await t.login('notary@example.be', longest)).length).toBeGreaterThan(0);
  });
});

describe('a successful change', () => {
  it('takes the new password, keeps the caller signed in and ends the other sessions', async () => {
    const email = 'agency@example.be';
    const other = await t.login(email);
    const caller = await t.login(email);
    const otherUser = await t.login('private@example.be');

    const response = await change(caller, body());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { success: true } });

    expect((await me(caller)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(otherUser)).statusCode).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(1);
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);

    await expect(t.login(email)).rejects.toThrow(/401/);
    expect((await t.login(email, NEW_PASSWORD)).length).toBeGreaterThan(0);
  });
});

describe('who may change a password', () => {
  it('refuses a user without a password (social login only) with 403 noPassword', async () => {
    const cookie = await t.login('software@example.be');
    await t.db.update(users).set({ passwordHash: null }).where(eq(users.email, 'software@example.be'));
    const response = await change(cookie, body());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'no_password', messageKey: ERR.noPassword });
  });

  it('refuses an inactive user (403) and a visitor (401)', async () => {
    const inactive = await change(await t.login('inactive@example.be'), body());
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json().messageKey).toBe(ERR.inactive);
    expect((await change(undefined, body())).statusCode).toBe(401);
  });

  it('counts wrong current passwords as failed logins of the account (429 past the limit)', async () => {
    const cookie = await t.login('admin@example.be');
    for (let i = 0; i < LOGIN_LIMITS.perPair; i += 1) {
      expect((await change(cookie, body({ currentPassword: `Wrong${i}2026!` }))).statusCode).toBe(400);
    }
    const blocked = await change(cookie, body());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: 'rate_limited', messageKey: ERR.rateLimited });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('parallel changes with the same current password (two tabs, a double click)', () => {
  it('exactly one succeeds, the others answer 409 passwordChangedMeanwhile, and only its password works', async () => {
    const email = 'private@example.be';
    const cookie = await t.login(email);
    const passwords = Array.from({ length: 20 }, (_, i) => `Zonnebloem${i}Gent`);
    const responses = await Promise.all(
      passwords.map((password) =>
        change(cookie, body({ newPassword: password, newPasswordRepeat: password })),
      ),
    );

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.toSorted()).toEqual([200, ...passwords.slice(1).map(() => 409)]);
    for (const response of responses.filter((r) => r.statusCode !== 200)) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toEqual({
        error: 'password_changed_meanwhile',
        messageKey: ERR.passwordChangedMeanwhile,
      });
    }
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    const works = await Promise.all(
      passwords.map((password) => verifyPassword(user!.passwordHash, password)),
    );
    const winner = passwords[statuses.indexOf(200)]!;
    expect(passwords.filter((_, i) => works[i])).toEqual([winner]);
    expect((await t.login(email, winner)).length).toBeGreaterThan(0);
  });

  it('answers 409 to a change that arrived before another one landed, even if it reads the new hash', async () => {
    const email = 'info@desmetvastgoed.be';
    const cookie = await t.login(email);
    // The late request's body arrives only after the other change has landed, as if it had waited
    // for a pooled connection: it then reads the new hash, and its current password was right.
    const slowBody = new PassThrough();
    const late = t.app.inject({
      method: 'PUT',
      url: URL,
      headers: { ...t.csrfHeaders, cookie, 'content-type': 'application/json' },
      payload: slowBody,
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await change(cookie, body())).statusCode).toBe(200);
    slowBody.end(
      JSON.stringify(body({ newPassword: 'Klaproos7Brugge', newPasswordRepeat: 'Klaproos7Brugge' })),
    );

    const response = await late;
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().messageKey).toBe(ERR.passwordChangedMeanwhile);
    expect((await t.login(email, NEW_PASSWORD)).length).toBeGreaterThan(0);
  });
});
