import type { FormErrors, FormValidateInput } from '@mantine/form';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from '@app/i18n/react';
import { messageParts } from '@app/contract';
import { isApiError } from './http';

type Values = Record<string, unknown>;

/**
 * A Mantine form whose errors are message keys (the schema's and the server's `fields`), translated
 * when rendered: a language switch translates the errors on screen as well. Uncontrolled, as the
 * login form: typing does not re-render the whole section (every input needs `key={form.key(path)}`).
 */
export function useTranslatedForm<V extends Values>(initialValues: V, validate?: FormValidateInput<V>) {
  const { t } = useTranslation();
  return useForm<V>({
    mode: 'uncontrolled',
    initialValues,
    ...(validate ? { validate } : {}),
    enhanceGetInputProps: ({ inputProps }) => ({ error: translateError(t, inputProps.error) }),
  });
}

export function translateError(
  t: (key: string, values?: Record<string, string>) => string,
  error: unknown,
): ReactNode {
  if (typeof error !== 'string') return error as ReactNode;
  const { key, values } = messageParts(error);
  return t(key, values);
}

/** Puts a 400's field messages on the form's fields (under `prefix`); false when it has none. */
export function applyServerFields(
  form: { setErrors: (errors: FormErrors) => void },
  error: unknown,
  prefix = '',
): boolean {
  if (!isApiError(error) || !error.fields) return false;
  form.setErrors(
    Object.fromEntries(Object.entries(error.fields).map(([path, key]) => [`${prefix}${path}`, key])),
  );
  return true;
}
