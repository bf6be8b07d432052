import type { AlertState, SavedSearch } from '@app/contract';
import { Button, Group, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { useNotices } from '../../../components/notices';
import { settle } from '../../../lib/settle';
import type { AlertChange } from '../api/search-alerts';
import { useSearchAlert } from '../api/search-alerts';

/** Literal keys: the i18n check finds every key in the source. */
const STATE_KEYS: Record<'email' | 'push', Record<AlertState, string>> = {
  email: {
    off: 'savedSearches:alerts.email.off',
    pending: 'savedSearches:alerts.email.pending',
    on: 'savedSearches:alerts.email.on',
  },
  push: {
    off: 'savedSearches:alerts.push.off',
    pending: 'savedSearches:alerts.push.pending',
    on: 'savedSearches:alerts.push.on',
  },
};

/** The three alerts of a search: the digest, real-time e-mail and push, each with its state in words. */
export function AlertControls({ userId, search }: { userId: number; search: SavedSearch }) {
  const { t } = useTranslation();
  const notices = useNotices('saved-searches');
  const mutation = useSearchAlert(userId);
  const pending = mutation.isPending ? mutation.variables : null;

  const change = (alert: AlertChange, done?: string) =>
    settle(mutation.mutateAsync(alert), {
      done: () => (done ? notices.success(done) : undefined),
      failed: (error) => notices.failure(error),
    });
  const shown = (alert: 'digest' | 'email' | 'push', current: boolean) =>
    pending && pending.alert === alert && 'on' in pending ? pending.on : current;

  return (
    <Stack gap="xs" data-testid="saved-search-alerts">
      <Switch
        label={t('savedSearches:alerts.digest.label')}
        description={t(
          search.emailDigest ? 'savedSearches:alerts.digest.on' : 'savedSearches:alerts.digest.off',
        )}
        checked={shown('digest', search.emailDigest)}
        disabled={mutation.isPending}
        onChange={(event) => void change({ id: search.id, alert: 'digest', on: event.currentTarget.checked })}
        data-testid="saved-search-digest"
      />
      <Stack gap={4}>
        <Switch
          label={t('savedSearches:alerts.email.label')}
          description={t(STATE_KEYS.email[search.emailNotification])}
          checked={shown('email', search.emailNotification !== 'off')}
          disabled={mutation.isPending}
          onChange={(event) =>
            void change(
              { id: search.id, alert: 'email', on: event.currentTarget.checked },
              event.currentTarget.checked ? undefined : t('savedSearches:alerts.email.stopped'),
            )
          }
          data-testid="saved-search-email"
          data-state={search.emailNotification}
        />
        {search.emailNotification === 'pending' ? (
          <Group gap="xs" pl={54}>
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() =>
                void change(
                  { id: search.id, alert: 'email', on: true },
                  t('savedSearches:alerts.email.resent'),
                )
              }
              data-testid="saved-search-email-resend"
            >
              {t('savedSearches:alerts.email.resend')}
            </Button>
          </Group>
        ) : null}
      </Stack>
      <Stack gap={4}>
        <Switch
          label={t('savedSearches:alerts.push.label')}
          description={t(STATE_KEYS.push[search.pushNotification])}
          checked={shown('push', search.pushNotification !== 'off')}
          disabled={mutation.isPending}
          onChange={(event) => void change({ id: search.id, alert: 'push', on: event.currentTarget.checked })}
          data-testid="saved-search-push"
          data-state={search.pushNotification}
        />
        {search.pushNotification === 'pending' ? (
          <Group gap="xs" pl={54}>
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() =>
                void change({ id: search.id, alert: 'confirmPush' }, t('savedSearches:alerts.push.confirmed'))
              }
              data-testid="saved-search-push-confirm"
            >
              {t('savedSearches:alerts.push.check')}
            </Button>
          </Group>
        ) : null}
      </Stack>
      {mutation.isPending ? (
        <Text size="xs" c="dimmed" role="status">
          {t('savedSearches:alerts.saving')}
        </Text>
      ) : null}
    </Stack>
  );
}
