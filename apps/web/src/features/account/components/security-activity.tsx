import type { CurrentUser } from '@app/contract';
import { formatDateTime } from '@app/i18n';
import { Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { QueryError } from '../../../components/query-error';
import { useLanguage } from '../../../lib/language';
import { useSecurityEvents } from '../api/security-events';
import { sessionDevice } from './user-sessions';

/**
 * The account's security activity (issue 51): the last sign-ins from new devices, password changes
 * and data exports, each with when, from which device and network; every one was e-mailed too.
 */
export function SecurityActivity({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const events = useSecurityEvents(user.id);

  let content;
  if (events.isError && !events.data) {
    content = <QueryError query={events} testId="security-events-load-error" />;
  } else if (!events.data) {
    content = <Loader size="sm" aria-label={t('common:loading')} />;
  } else if (events.data.length === 0) {
    content = (
      <Text c="dimmed" data-testid="security-events-empty">
        {t('account:securityEvents.empty')}
      </Text>
    );
  } else {
    content = (
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {events.data.map((event, index) => (
          <Paper
            key={`${event.at}-${index}`}
            component="li"
            withBorder
            p="sm"
            data-testid="security-event"
            data-kind={event.kind}
          >
            <Text fw={600}>{t(`account:securityEvents.kind.${event.kind}`)}</Text>
            <Text size="sm">{formatDateTime(event.at, lang)}</Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {[
                sessionDevice(t, event),
                event.network ? t('account:sessions.network', { network: event.network }) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="sm" data-testid="security-events" component="section" aria-labelledby="security-events-title">
      <Title order={3} id="security-events-title">
        {t('account:securityEvents.title')}
      </Title>
      <Text>{t('account:securityEvents.intro')}</Text>
      {content}
    </Stack>
  );
}
