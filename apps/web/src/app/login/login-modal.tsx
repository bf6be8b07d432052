import type { CurrentUser, LoginBody as LoginValues } from '@app/contract';
import { LoginBody } from '@app/contract';
import { Alert, Button, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { schemaResolver, useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { currentUserKey } from '../../lib/auth/current-user';
import { ProviderLoginButtons } from '../../features/account/components/provider-login-buttons';
import { forgetLoginResult, loginResultMessage } from '../../features/account/provider-login';
import { useLogin } from '../../lib/auth/login';
import { usePasskeySignIn } from '../../lib/auth/passkey-sign-in';
import { isCancelledCeremony, webauthn } from '../../lib/auth/webauthn';
import { isApiError } from '../../lib/http';
import { errorMessageKey } from '../../lib/i18n';
import { completeLogin, useLoginRequested } from '../../lib/login-bridge';
import { settle } from '../../lib/settle';

/**
 * The login modal (spec section 4): opens over the current screen when a call gets a 401, cannot be
 * dismissed without logging in, and lets the waiting calls carry on after a successful login.
 */
export function LoginModal() {
  const opened = useLoginRequested();
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const login = useLogin();
  const passkey = usePasskeySignIn();
  const [serverError, setServerError] = useState<string | null>(null);
  // A chosen passkey is with the server: the button waits for its answer instead of starting another.
  const [verifying, setVerifying] = useState(false);
  // A provider login that ended without a session comes back with ?login=…: say why in the modal.
  const [providerResult, setProviderResult] = useState(() =>
    loginResultMessage(window.location.search, (key) => i18n.exists(key)),
  );
  useEffect(() => {
    if (providerResult) forgetLoginResult();
  }, [providerResult]);
  const form = useForm<LoginValues>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(LoginBody, { sync: true }),
    validateInputOnBlur: true,
  });

  const signedIn = (user: CurrentUser) => {
    queryClient.setQueryData(currentUserKey, user);
    form.reset();
    setProviderResult(null);
    completeLogin();
  };

  // A cancelled login (route change) tells nothing: the modal stays, the user can submit again.
  const submit = form.onSubmit((values) => {
    setServerError(null);
    return settle(login.mutateAsync(values), {
      done: (result) => signedIn(result.data),
      failed: (error) => {
        if (isApiError(error) && error.fields) {
          form.setErrors(error.fields);
        } else {
          setServerError(errorMessageKey(error, i18n));
        }
      },
    });
  });

  /**
   * A passkey: through its button, or (where the browser offers it) by choosing one in the e-mail
   * field's autofill. Closing the browser's dialog says nothing; a passkey the server refuses does.
   */
  const withPasskey = (autofill: boolean) => {
    if (verifying) return;
    if (!autofill) setServerError(null);
    const onChosen = () => setVerifying(true);
    return settle(passkey.mutateAsync({ autofill, onChosen }), {
      done: signedIn,
      failed: (error) => {
        if (!isCancelledCeremony(error)) setServerError(errorMessageKey(error, i18n));
      },
    }).finally(() => setVerifying(false));
  };
  // The autofill ceremony waits in the e-mail field once per opening, until a passkey is chosen.
  const passkeyAutofill = useRef(withPasskey);
  passkeyAutofill.current = withPasskey;
  useEffect(() => {
    if (!opened || !webauthn.supported()) return;
    let started = false;
    void webauthn.autofillSupported().then((supported) => {
      if (supported && !started) {
        started = true;
        void passkeyAutofill.current(true);
      }
    });
    return () => {
      started = true;
      void webauthn.cancel();
    };
  }, [opened]);

  const fieldError = (key: unknown) => (typeof key === 'string' ? t(key) : undefined);

  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={t('auth:login.title')}
      centered
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      // Gone at once after login: no half-faded dialog over the screen that carries on.
      transitionProps={{ transition: 'fade', duration: 150, exitDuration: 0 }}
      data-testid="login-modal"
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{t('auth:login.intro')}</Text>
          {providerResult && (
            <Alert color="yellow" data-testid="login-provider-result">
              {t(providerResult)}
            </Alert>
          )}
          {serverError && (
            <Alert color="red" role="alert" data-testid="login-error">
              {t(serverError)}
            </Alert>
          )}
          <TextInput
            {...form.getInputProps('email')}
            key={form.key('email')}
            error={fieldError(form.errors.email)}
            label={t('auth:login.email')}
            type="email"
            autoComplete="username webauthn"
            required
            data-autofocus
          />
          <PasswordInput
            {...form.getInputProps('password')}
            key={form.key('password')}
            error={fieldError(form.errors.password)}
            label={t('auth:login.password')}
            autoComplete="current-password"
            required
            visibilityToggleButtonProps={{ 'aria-label': t('auth:login.showPassword') }}
          />
          <Button type="submit" loading={login.isPending}>
            {t('auth:login.submit')}
          </Button>
          {webauthn.supported() ? (
            <Button
              variant="default"
              leftSection={<IconKey aria-hidden="true" size={18} />}
              loading={verifying || (passkey.isPending && passkey.variables.autofill === false)}
              onClick={() => void withPasskey(false)}
              data-testid="login-passkey"
            >
              {t('auth:login.passkey')}
            </Button>
          ) : null}
        </Stack>
      </form>
      <ProviderLoginButtons enabled={opened} />
    </Modal>
  );
}
