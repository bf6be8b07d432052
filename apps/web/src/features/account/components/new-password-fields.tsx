import { PASSWORD_MIN_LENGTH } from '@app/contract';
import type { UseFormReturnType } from '@mantine/form';
import { PasswordInput } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';

/** The message key of a field's error, with the policy's length where it names one. */
export function usePasswordError() {
  const { t } = useTranslation();
  return (key: unknown) => (typeof key === 'string' ? t(key, { min: PASSWORD_MIN_LENGTH }) : undefined);
}

/**
 * The new password and its repetition (spec section 5), with the policy under the first: the password
 * change and a security notice's "this wasn't me" ask for them alike. `testId` prefixes each input's.
 */
export function NewPasswordFields<V extends { newPassword: string; newPasswordRepeat: string }>({
  form,
  testId,
}: {
  form: UseFormReturnType<V>;
  testId: string;
}) {
  const { t } = useTranslation();
  const fieldError = usePasswordError();
  const toggle = { 'aria-label': t('auth:login.showPassword') };
  return (
    <>
      <PasswordInput
        {...form.getInputProps('newPassword')}
        key={form.key('newPassword')}
        error={fieldError(form.errors.newPassword)}
        label={t('account:password.new')}
        description={t('account:password.policy', { min: PASSWORD_MIN_LENGTH })}
        autoComplete="new-password"
        required
        visibilityToggleButtonProps={toggle}
        data-testid={`${testId}-new`}
      />
      <PasswordInput
        {...form.getInputProps('newPasswordRepeat')}
        key={form.key('newPasswordRepeat')}
        error={fieldError(form.errors.newPasswordRepeat)}
        label={t('account:password.repeat')}
        autoComplete="new-password"
        required
        visibilityToggleButtonProps={toggle}
        data-testid={`${testId}-repeat`}
      />
    </>
  );
}
