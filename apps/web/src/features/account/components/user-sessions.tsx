import type { CurrentUser, UserSession } from '@app/contract';
import type { TFunction } from '@app/i18n';
import { formatDateTime } from '@app/i18n';
import { Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile, IconDeviceTablet } from '@tabler/icons-react';
import { useTranslation } from '@app/i18n/react';
import { QueryError } from '../../../components/query-error';
import { useNotices } from '../../../components/notices';
import { useLanguage } from '../../../lib/language';
import { settle } from '../../../lib/settle';
import { useEndSessions, useSessions } from '../api/sessions';
import { PROVIDER_NAMES } from '../provider-names';
import { confirmAction } from './confirm';

const DEVICE_ICONS = { desktop: IconDeviceDesktop, mobile: IconDeviceMobile, tablet: IconDeviceTablet };

/** "Chrome 131 on Android 14", as far as the browser told. */
export function sessionDevice(t: TFunction, client: Pick<UserSession, 'browser' | 'os'>): string {
  const browser = client.browser ?? t('account:sessions.unknownBrowser');
  return client.os ? t('account:sessions.browserOn', { browser, os: client.os }) : browser;
}

function signedInWith(t: TFunction, method: UserSession['method']): string {
  if (method === 'password' || method === 'passkey') return t(`account:sessions.method.${method}`);
  return t('account:sessions.methodProvider', { provider: PROVIDER_NAMES[method] });
}

/**
 * Where the user is signed in (issue 51): every session, this one first and marked; any other can be
 * signed out, or all of them at once (a lost phone, a shared computer).
 */
export function UserSessions({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const notices = useNotices('sessions');
  const sessions = useSessions(user.id);
  const end = useEndSessions(user.id);
  const ending = end.isPending ? end.variables : null;

  const endOne = (session: UserSession) => {
    const device = sessionDevice(t, session);
    confirmAction(t, {
      title: t('account:sessions.endTitle'),
      body: t('account:sessions.endBody', { device }),
      confirmLabel: t('account:sessions.end'),
      testId: 'session-end-confirm',
      onConfirm: () =>
        void settle(end.mutateAsync({ id: session.id }), {
          done: () => notices.success(t('account:sessions.ended', { device })),
          failed: (error) => notices.failure(error),
        }),
    });
  };
  const endOthers = () =>
    confirmAction(t, {
      title: t('account:sessions.endOthersTitle'),
      body: t('account:sessions.endOthersBody'),
      confirmLabel: t('account:sessions.endOthers'),
      testId: 'sessions-end-others-confirm',
      onConfirm: () =>
        void settle(end.mutateAsync('others'), {
          done: () => notices.success(t('account:sessions.endedOthers')),
          failed: (error) => notices.failure(error),
        }),
    });

  let content;
  if (sessions.isError && !sessions.data) {
    content = <QueryError query={sessions} testId="sessions-load-error" />;
  } else if (!sessions.data) {
    content = <Loader size="sm" aria-label={t('common:loading')} />;
  } else {
    const others = sessions.data.filter((session) => !session.current);
    content = (
      <>
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {sessions.data.map((session) => {
            const DeviceIcon = DEVICE_ICONS[session.deviceType];
            const device = sessionDevice(t, session);
            const lastActive = formatDateTime(session.lastSeenAt, lang);
            return (
              <Paper
                key={session.id}
                component="li"
                withBorder
                p="sm"
                data-testid={session.current ? 'session-current' : `session-${session.id}`}
              >
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                  <Group align="flex-start" wrap="nowrap" gap="sm" miw={0}>
                    <DeviceIcon size={24} aria-hidden stroke={1.5} style={{ flexShrink: 0 }} />
                    <Stack gap={2} miw={0}>
                      <Group gap="xs">
                        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                          {device}
                        </Text>
                        {session.current ? (
                          <Badge variant="light" color="green">
                            {t('account:sessions.current')}
                          </Badge>
                        ) : null}
                      </Group>
                      <Text size="sm" c="dimmed">
                        {t(`account:sessions.deviceType.${session.deviceType}`)} ·{' '}
                        {signedInWith(t, session.method)}
                      </Text>
                      <Text size="sm">
                        {t('account:sessions.started', { date: formatDateTime(session.createdAt, lang) })}
                      </Text>
                      <Text size="sm">{t('account:sessions.lastActive', { date: lastActive })}</Text>
                      {session.network ? (
                        <Text size="sm" c="dimmed">
                          {t('account:sessions.network', { network: session.network })}
                        </Text>
                      ) : null}
                    </Stack>
                  </Group>
                  {session.current ? null : (
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      style={{ flexShrink: 0 }}
                      loading={typeof ending === 'object' && ending?.id === session.id}
                      onClick={() => endOne(session)}
                      aria-label={t('account:sessions.endNamed', { device, date: lastActive })}
                      data-testid={`session-${session.id}-end`}
                    >
                      {t('account:sessions.end')}
                    </Button>
                  )}
                </Group>
              </Paper>
            );
          })}
        </Stack>
        {others.length > 0 ? (
          <Button
            variant="light"
            color="red"
            w="fit-content"
            loading={ending === 'others'}
            onClick={endOthers}
            data-testid="sessions-end-others"
          >
            {t('account:sessions.endOthers')}
          </Button>
        ) : (
          <Text c="dimmed" data-testid="sessions-only-here">
            {t('account:sessions.onlyHere')}
          </Text>
        )}
      </>
    );
  }

  return (
    <Stack gap="sm" data-testid="sessions" component="section" aria-labelledby="sessions-title">
      <Title order={3} id="sessions-title">
        {t('account:sessions.title')}
      </Title>
      <Text>{t('account:sessions.intro')}</Text>
      {content}
    </Stack>
  );
}
