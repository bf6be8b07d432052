import type { ValuationOrder } from '@app/contract';
import { routePath } from '@app/contract';
import { formatDate, formatMoney, packageDescription } from '@app/i18n';
import { Anchor, Badge, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { Link } from '../../lib/link';
import { PagedListSection } from '../../components/paged-list-section';
import { useCurrentUser } from '../../lib/auth/current-user';
import { currentLanguage, useCurrentLanguage } from '../../lib/i18n';
import { routeTitleKey, usePageTitle } from '../../lib/page-title';
import { useValuationOrders } from './api/valuation-orders';

const PAGE_SIZE = 10;

/** Route `valuation-orders`: the valuation packages ordered, newest first, each with its receipt. */
export function ValuationOrdersPage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const title = t(routeTitleKey('valuation-orders'));
  usePageTitle(title);
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <Text>{t('valuations:orders.intro')}</Text>
      {user ? <OrderList userId={user.id} /> : <Loader size="sm" aria-label={t('common:loading')} />}
    </Stack>
  );
}

function OrderList({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useValuationOrders(userId, page, PAGE_SIZE);
  return (
    <PagedListSection<ValuationOrder>
      testId="valuation-orders"
      heading={t('valuations:orders.title')}
      query={query}
      total={(count) => t('valuations:orders.total', { count })}
      empty={
        <>
          {t('valuations:orders.empty')}{' '}
          <Anchor component={Link} to={routePath('valuations', currentLanguage(i18n))}>
            {t('valuations:orders.toValuations')}
          </Anchor>
        </>
      }
      page={page}
      onPage={setPage}
      paginationLabel={t('valuations:orders.pages')}
    >
      {(orders) => orders.map((order) => <OrderCard key={order.id} order={order} />)}
    </PagedListSection>
  );
}

/** Paid or still to pay, in words and colour. */
export function PaymentBadge({ order }: { order: Pick<ValuationOrder, 'paidAt'> }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  return order.paidAt ? (
    <Badge color="green" variant="light">
      {t('valuations:orders.paid', { date: formatDate(order.paidAt, lang) })}
    </Badge>
  ) : (
    <Badge color="orange" variant="light">
      {t('valuations:orders.unpaid')}
    </Badge>
  );
}

function OrderCard({ order }: { order: ValuationOrder }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const receipt = routePath('valuation-order-receipt', lang, { orderId: String(order.id) });
  return (
    <li style={{ listStyle: 'none' }} data-testid="valuation-order" data-order-id={order.id}>
      <Paper withBorder p="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Text fw={600}>{packageDescription(t, 'valuation', order.package)}</Text>
            <Text size="sm" c="dimmed">
              {order.valuation?.address ?? t('valuations:orders.valuationGone')}
            </Text>
            <Text size="sm">
              {t('valuations:orders.line', {
                reference: order.reference,
                date: formatDate(order.createdAt, lang),
                amount: formatMoney(order.amount),
              })}
            </Text>
            {order.endsOn ? (
              <Text size="sm" c="dimmed">
                {t('valuations:orders.endsOn', { date: formatDate(order.endsOn, lang) })}
              </Text>
            ) : null}
          </Stack>
          <Stack gap="xs" align="flex-end">
            <PaymentBadge order={order} />
            <Anchor
              component={Link}
              to={receipt}
              aria-label={t('valuations:orders.receiptFor', { reference: order.reference })}
              data-testid="valuation-order-receipt"
            >
              {t('valuations:orders.receipt')}
            </Anchor>
          </Stack>
        </Group>
      </Paper>
    </li>
  );
}
