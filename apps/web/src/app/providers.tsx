import { MantineProvider } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Messages as I18n } from '@app/i18n';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { I18nProvider, useTranslation } from '@app/i18n/react';
import { LoginGate } from './login/login-gate';
import { ModalsHost } from '../components/modals-host';
import { themeFor } from './theme';

/**
 * The notifications' container (and its transitions) downloads after the first paint. Notifications
 * shown before it is in wait in Mantine's store (`notifications.show` is not part of this chunk) and
 * appear when it mounts.
 */
const Notifications = lazy(async () => {
  const { Notifications: Container } = await import('@mantine/notifications');
  return { default: () => <Container position="top-right" /> };
});

/**
 * Mantine (theme from the contract's breakpoints), notifications, TanStack Query, i18n; the login modal
 * and confirm modals load when first needed.
 */
export function Providers({
  queryClient,
  i18n,
  env = 'default',
  children,
}: {
  queryClient: QueryClient;
  i18n: I18n;
  /** 'test' turns Mantine's transitions and portals off (unit tests). */
  env?: 'default' | 'test';
  children: ReactNode;
}) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Mantine env={env}>
          <Suspense fallback={null}>
            <Notifications />
          </Suspense>
          {children}
          <LoginGate />
          <ModalsHost />
        </Mantine>
      </QueryClientProvider>
    </I18nProvider>
  );
}

/**
 * Mantine with the app's theme, whose built-in labels follow the language. Its CSS variables are a
 * stylesheet built from the same theme (app/mantine-styles.ts), not a `<style>` the provider writes.
 */
function Mantine({ env, children }: { env: 'default' | 'test'; children: ReactNode }) {
  const { t } = useTranslation();
  const closeLabel = t('common:close');
  const theme = useMemo(() => themeFor(closeLabel), [closeLabel]);
  return (
    <MantineProvider theme={theme} withCssVariables={false} defaultColorScheme="light" env={env}>
      {children}
    </MantineProvider>
  );
}
