import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | undefined;

/**
 * The 49,233 passwords of zxcvbn-ts' breach-derived list. Compared lowercased: "Password1" is
 * as guessable as "password1", and the list itself is lowercase.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}
