import { describe, expect, it } from 'vitest';
import { ChangePasswordBody, DeleteAccountBody } from './account';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { fieldErrors, MSG } from './validation';

const errorsOf = (value: unknown) => {
  const result = ChangePasswordBody.safeParse(value);
  if (result.success) throw new Error('expected a validation error');
  return fieldErrors(result.error);
};

const valid = {
  currentPassword: 'Demo2026!',
  newPassword: 'Zonnebloem42',
  newPasswordRepeat: 'Zonnebloem42',
};
const withNew = (password: string) => ({ ...valid, newPassword: password, newPasswordRepeat: password });

describe('ChangePasswordBody (spec section 5)', () => {
  it('accepts a password with a digit, an uppercase and a lowercase letter, unchanged', () => {
    expect(ChangePasswordBody.parse(valid)).toEqual(valid);
    const spaced = ' Zonnebloem42 ';
    expect(ChangePasswordBody.parse(withNew(spaced)).newPassword).toBe(spaced);
  });

  it('"Password is required." for every empty or absent field', () => {
    const required = {
      currentPassword: MSG.passwordRequired,
      newPassword: MSG.passwordRequired,
      newPasswordRepeat: MSG.passwordRequired,
    };
    expect(errorsOf({ currentPassword: '', newPassword: '', newPasswordRepeat: '' })).toEqual(required);
    expect(errorsOf({})).toEqual(required);
  });

  it(`"Password requires at least N characters." with N = ${PASSWORD_MIN_LENGTH}`, () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    const short = 'Ab1'.padEnd(PASSWORD_MIN_LENGTH - 1, 'x');
    expect(errorsOf(withNew(short))).toEqual({ newPassword: MSG.passwordMinLength });
    expect(ChangePasswordBody.safeParse(withNew('Ab1'.padEnd(PASSWORD_MIN_LENGTH, 'x'))).success).toBe(true);
  });

  it('"Password policy is not met…" without a digit, an uppercase or a lowercase letter', () => {
    for (const weak of ['abcdefgH', 'abcdefg1', 'ABCDEFG1']) {
      expect(errorsOf(withNew(weak)), weak).toEqual({ newPassword: MSG.passwordPolicy });
    }
  });

  it('"Passwords do not match." on the repeated field', () => {
    expect(errorsOf({ ...valid, newPasswordRepeat: 'Zonnebloem43' })).toEqual({
      newPasswordRepeat: MSG.passwordMismatch,
    });
  });

  it(`refuses more than ${PASSWORD_MAX_LENGTH} characters rather than truncating`, () => {
    const longest = 'Aa1'.padEnd(PASSWORD_MAX_LENGTH, 'x');
    expect(ChangePasswordBody.parse(withNew(longest)).newPassword).toHaveLength(PASSWORD_MAX_LENGTH);
    expect(errorsOf(withNew(`${longest}x`))).toEqual({ newPassword: MSG.tooLong });
    expect(errorsOf({ ...valid, currentPassword: 'x'.repeat(PASSWORD_MAX_LENGTH + 1) })).toEqual({
      currentPassword: MSG.tooLong,
    });
  });
});

describe('DeleteAccountBody', () => {
  it('needs the confirmation checkbox ticked', () => {
    expect(DeleteAccountBody.safeParse({ confirm: true }).success).toBe(true);
    for (const value of [{}, { confirm: false }]) {
      const result = DeleteAccountBody.safeParse(value);
      expect(result.success).toBe(false);
      expect(fieldErrors(result.error!)).toEqual({ confirm: MSG.mustAccept });
    }
  });
});
