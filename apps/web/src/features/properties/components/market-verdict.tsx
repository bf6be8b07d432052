import type { MarketSummary } from '@app/contract';
import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { MARKET_VERDICT_COLORS } from '../../../components/market-verdict-colors';

/**
 * A listing against its similar listings (decision 086): the verdict on its detail views, and what it
 * can do where a figure falls behind theirs. Nothing for a listing that is not measured (offline, new).
 */
export function MarketVerdict({ market }: { market: MarketSummary | null }) {
  const { t } = useTranslation();
  if (!market) return null;
  return (
    <Stack gap={2} data-testid="property-market" data-verdict={market.verdict}>
      <Text size="xs" fw={600} c={MARKET_VERDICT_COLORS[market.verdict] ?? 'dimmed'}>
        {t(`market:verdict.${market.verdict}`)}
      </Text>
      {market.hints.length > 0 ? (
        <List size="xs" spacing={0} aria-label={t('market:hintsTitle')} data-testid="property-market-hints">
          {market.hints.flatMap((hint) =>
            hint === 'description'
              ? market.missingDescriptions.map((lang) => (
                  <List.Item key={`description-${lang}`}>{t(`market:missing.${lang}`)}</List.Item>
                ))
              : [<List.Item key={hint}>{t(`market:hint.${hint}`)}</List.Item>],
          )}
        </List>
      ) : null}
    </Stack>
  );
}
