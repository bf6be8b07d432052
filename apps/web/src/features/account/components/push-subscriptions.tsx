import type { CurrentUser, PushSubscription } from '@app/contract';
import { formatDateTime } from '@app/i18n';
import { Button, Loader, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { QueryError } from '../../../components/query-error';
import { ScrollTable } from '../../../components/scroll-table';
import { useNotices } from '../../../components/notices';
import { useLanguage } from '../../../lib/language';
import { settle } from '../../../lib/settle';
import { useDeletePushSubscription } from '../api/delete-push-subscription';
import { usePushSubscriptions } from '../api/push-subscriptions';

/** The browsers with notifications on (Web Push), beside the app devices; each can be turned off. */
export function PushSubscriptions({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const notices = useNotices('push-subscriptions');
  const subscriptions = usePushSubscriptions(user.id);
  const remove = useDeletePushSubscription();
  const removing = remove.isPending ? (remove.variables?.id ?? null) : null;

  const doRemove = (subscription: PushSubscription) =>
    settle(remove.mutateAsync({ userId: user.id, id: subscription.id }), {
      done: () => notices.success(t('account:pushSubscriptions.removed', { browser: subscription.label })),
      failed: (error) => notices.failure(error),
    });

  let content;
  if (subscriptions.isError && !subscriptions.data) {
    content = <QueryError query={subscriptions} testId="push-subscriptions-load-error" />;
  } else if (!subscriptions.data) {
    content = <Loader size="sm" aria-label={t('common:loading')} />;
  } else if (subscriptions.data.length === 0) {
    content = (
      <Text c="dimmed" data-testid="push-subscriptions-empty">
        {t('account:pushSubscriptions.empty')}
      </Text>
    );
  } else {
    content = (
      <ScrollTable minWidth={560} label={t('account:pushSubscriptions.title')} stickyActions>
        <Table striped withTableBorder fz="sm" aria-labelledby="push-subscriptions-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('account:pushSubscriptions.browser')}</Table.Th>
              <Table.Th scope="col">{t('account:pushSubscriptions.created')}</Table.Th>
              <Table.Th scope="col">{t('account:pushSubscriptions.lastSuccess')}</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>{t('account:pushSubscriptions.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {subscriptions.data.map((subscription) => (
              <Table.Tr key={subscription.id} data-testid={`push-subscription-${subscription.id}`}>
                <Table.Td>{subscription.label}</Table.Td>
                <Table.Td>{formatDateTime(subscription.created, lang)}</Table.Td>
                <Table.Td>
                  {subscription.lastSuccess
                    ? formatDateTime(subscription.lastSuccess, lang)
                    : t('account:pushSubscriptions.never')}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    loading={removing === subscription.id}
                    onClick={() => void doRemove(subscription)}
                    aria-label={t('account:pushSubscriptions.removeNamed', { browser: subscription.label })}
                    data-testid={`push-subscription-${subscription.id}-remove`}
                  >
                    {t('account:pushSubscriptions.remove')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    );
  }

  return (
    <Stack
      gap="sm"
      data-testid="push-subscriptions"
      component="section"
      aria-labelledby="push-subscriptions-title"
    >
      <Title order={3} id="push-subscriptions-title">
        {t('account:pushSubscriptions.title')}
      </Title>
      <Text>{t('account:pushSubscriptions.intro')}</Text>
      {content}
    </Stack>
  );
}
