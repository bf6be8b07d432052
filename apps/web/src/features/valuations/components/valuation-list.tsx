import type { Valuation } from '@app/contract';
import { formatDate } from '@app/i18n';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { PagedListSection } from '../../../components/paged-list-section';
import { useCurrentLanguage } from '../../../lib/i18n';
import { useValuations } from '../api/valuations';
import { EstimateSummary } from './estimate-summary';
import { addressOf } from './valuation-labels';

/** The user's estimates, newest first, each with its latest value; "Details" opens one. */
export function ValuationList({
  userId,
  onOpen,
  onOrder,
}: {
  userId: number;
  onOpen: (id: number) => void;
  onOrder: (valuation: Valuation) => void;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useValuations(userId, page);
  return (
    <PagedListSection<Valuation>
      testId="valuations"
      heading={t('valuations:list.title')}
      query={query}
      total={(count) => t('valuations:list.total', { count })}
      empty={t('valuations:list.empty')}
      page={page}
      onPage={setPage}
      paginationLabel={t('valuations:list.pages')}
    >
      {(valuations) =>
        valuations.map((valuation) => (
          <ValuationCard key={valuation.id} valuation={valuation} onOpen={onOpen} onOrder={onOrder} />
        ))
      }
    </PagedListSection>
  );
}

function ValuationCard({
  valuation,
  onOpen,
  onOrder,
}: {
  valuation: Valuation;
  onOpen: (id: number) => void;
  onOrder: (valuation: Valuation) => void;
}) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const address = addressOf(valuation);
  return (
    <li style={{ listStyle: 'none' }} data-testid="valuation" data-valuation-id={valuation.id}>
      <Paper withBorder p="md">
        <Stack gap="xs">
          <Group justify="space-between" align="flex-start">
            <div>
              <Text fw={600}>{address}</Text>
              <Text size="sm" c="dimmed">
                {t('valuations:estimate.summary', {
                  type: t(`lookups:propertyType.${valuation.propertyType}`),
                  surface: valuation.livableSurface,
                  bedrooms: valuation.bedrooms,
                })}{' '}
                · {formatDate(valuation.createdAt, lang)}
              </Text>
            </div>
            <Group gap="xs">
              <Button
                size="xs"
                variant="light"
                onClick={() => onOpen(valuation.id)}
                aria-label={t('valuations:list.open', { address })}
                data-testid="valuation-open"
              >
                {t('valuations:list.details')}
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => onOrder(valuation)}
                aria-label={t('valuations:list.orderFor', { address })}
                data-testid="valuation-order"
              >
                {t('valuations:list.order')}
              </Button>
            </Group>
          </Group>
          <EstimateSummary estimate={valuation.estimate} />
        </Stack>
      </Paper>
    </li>
  );
}
