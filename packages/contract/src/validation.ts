import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './constants';

/**
 * Validation messages are i18n keys (namespace `validation`), never English literals.
 * The English texts of spec section 5 live in packages/i18n/locales/en/validation.json.
 */
export const MSG = {
  required: 'validation:required',
  advisorSelectProperty: 'validation:advisorSelectProperty',
  tooShort: 'validation:tooShort',
  tooLong: 'validation:tooLong',
  email: 'validation:email',
  url: 'validation:url',
  number: 'validation:number',
  /** A whole number outside its range; its message names the range (messageWithValues). */
  numberBetween: 'validation:numberBetween',
  phone: 'validation:phone',
  invalid: 'validation:invalid',
  schedule: 'validation:schedule',
  vat: 'validation:vat',
  mustAccept: 'validation:mustAccept',
  dateOrder: 'validation:dateOrder',
  rangeOrder: 'validation:rangeOrder',
  rangeTooLong: 'validation:rangeTooLong',
  passwordCommon: 'validation:password.common',
  passwordRequired: 'validation:password.required',
  passwordPolicy: 'validation:password.policy',
  passwordMinLength: 'validation:password.minLength',
  passwordMismatch: 'validation:password.mismatch',
  passwordIncorrect: 'validation:password.incorrect',
} as const;
export type ValidationMessageKey = (typeof MSG)[keyof typeof MSG];

/**
 * A field's message with the values its text names ("Choose from {min} to {max}"), in the one string a
 * message travels as (a zod issue, a 400's `fields`): `key?min=6&max=36`. messageParts (message-parts.ts) reads it back.
 */
export const messageWithValues = (
  key: ValidationMessageKey,
  values: Record<string, string | number>,
): string =>
  `${key}?${new URLSearchParams(Object.entries(values).map(([name, value]): [string, string] => [name, String(value)])).toString()}`;

/** Maps every zod issue to a message key, so browser and server say the same thing. */
export function messageKeyOf(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return MSG.required;
      return issue.expected === 'number' || issue.expected === 'int' ? MSG.number : MSG.invalid;
    case 'too_small':
      if (issue.origin === 'string' && issue.minimum === 1) return MSG.required;
      if (issue.origin === 'number' || issue.origin === 'int') return MSG.number;
      return MSG.tooShort;
    case 'too_big':
      if (issue.origin === 'number' || issue.origin === 'int') return MSG.number;
      return MSG.tooLong;
    case 'invalid_value':
      // A choice (enum, literal) left empty.
      return issue.input === undefined || issue.input === null ? MSG.required : MSG.invalid;
    case 'invalid_format':
      if (issue.format === 'email') return MSG.email;
      if (issue.format === 'url') return MSG.url;
      return MSG.invalid;
    default:
      return MSG.invalid;
  }
}

let installed = false;
/** Installs the message-key error map once per process (browser or server). */
export function installValidationMessages(): void {
  if (installed) return;
  installed = true;
  z.config({ customError: (issue) => messageKeyOf(issue) });
}
installValidationMessages();

/** Field errors as the API sends them: dotted path -> message key (first issue per path). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || '_';
    fields[path] ??= issue.message;
  }
  return fields;
}

/**
 * A whole number in a range: out of it, the message names the range ("Choose a number from 15 to
 * 2000."); what is no whole number is "Number not valid".
 */
export const wholeNumberBetween = (min: number, max: number) => {
  const message = messageWithValues(MSG.numberBetween, { min, max });
  return z.number().int().min(min, message).max(max, message);
};

/** A trimmed, required string with a maximum length. */
export const requiredText = (max: number) => z.string().trim().min(1).max(max);

/** Belgian VAT number: BE + 10 digits (first 0 or 1), the last two are 97 - (first eight mod 97). */
export function normalizeBelgianVat(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}
export function isBelgianVat(value: string): boolean {
  const match = /^BE([01]\d{9})$/.exec(normalizeBelgianVat(value));
  if (!match) return false;
  const digits = match[1]!;
  return 97 - (Number(digits.slice(0, 8)) % 97) === Number(digits.slice(8));
}
// overwrite, not transform: responses are encoded with the same schemas, and a transform is one-way.
export const BelgianVat = z.string().trim().refine(isBelgianVat, MSG.vat).overwrite(normalizeBelgianVat);

/** Phone and fax: digits with the usual separators, 8 to 15 digits, optional leading +. */
export const Phone = z
  .string()
  .trim()
  .max(30)
  .refine(
    (value) => /^\+?[\d\s./()-]+$/.test(value) && /^\d{8,15}$/.test(value.replace(/\D/g, '')),
    MSG.phone,
  );

const blankToNull = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? null : value;
/**
 * An optional text input: empty becomes null. A codec rather than z.preprocess so that a response
 * schema built on it can be encoded (the server serialises responses with z.encode).
 */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.codec(z.unknown(), schema.nullable(), {
    // The inner schema checks the value right after; until then it is only "not blank".
    decode: (value) => blankToNull(value) as z.input<T> | null,
    encode: (value) => value,
  });

/**
 * An optional input that may also be left out of the body: absent reads as empty (null). Without
 * the default, `optional()` needs the key, and an invoice request with "I don't have a VAT number"
 * ticked but no vatNumber key would be refused as "required".
 */
export const omittable = <T extends z.ZodType>(schema: T) => optional(schema).default(null);

/** An optional free text of at most `max` characters: empty becomes null. */
export const optionalText = (max: number) => optional(z.string().trim().max(max));

/** An e-mail address as users type it: trimmed, at most EMAIL_MAX_LENGTH characters. */
export const EmailAddress = z.string().trim().max(EMAIL_MAX_LENGTH).pipe(z.email());
