import { Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@app/i18n/react';
import { Outlet } from 'react-router';
import { Frame, RouteMain, ShellHeader, SkipLink } from './frame';
import { LanguageSwitcher } from './language-switcher';

/** Pages that need no session (e-mail confirmation, not found): a header and the page. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Frame>
      <SkipLink />
      <ShellHeader>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Text fw={700} size="lg">
            {t('shell:appName')}
          </Text>
          <LanguageSwitcher />
        </Group>
      </ShellHeader>
      <RouteMain>
        <Container size="md" px={0}>
          {children ?? <Outlet />}
        </Container>
      </RouteMain>
    </Frame>
  );
}
