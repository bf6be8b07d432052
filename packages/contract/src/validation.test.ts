import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LoginBody } from './auth';
import { fieldErrors, MSG, requiredText } from './validation';

const errorsOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a validation error');
  return fieldErrors(result.error);
};

describe('validation messages', () => {
  const Form = z.object({
    name: requiredText(5),
    email: z.email(),
    site: z.url(),
    count: z.number(),
    code: z.string().min(3),
  });

  it('maps each rule to its message key', () => {
    expect(errorsOf(Form, { name: '', email: 'x', site: 'nope', count: 'a', code: 'ab' })).toEqual({
      name: MSG.required,
      email: MSG.email,
      site: MSG.url,
      count: MSG.number,
      code: MSG.tooShort,
    });
    expect(errorsOf(Form, {})).toMatchObject({ name: MSG.required, email: MSG.required });
    expect(errorsOf(requiredText(3), 'abcd')).toEqual({ _: MSG.tooLong });
  });

  it('checks the login body', () => {
    expect(errorsOf(LoginBody, { email: 'not-an-email', password: '' })).toEqual({
      email: MSG.email,
      password: MSG.passwordRequired,
    });
    expect(errorsOf(LoginBody, { email: 'a@b.be' })).toEqual({ password: MSG.passwordRequired });
    expect(LoginBody.parse({ email: ' a@b.be ', password: 'x' }).email).toBe('a@b.be');
  });
});
