import type { Dashboard, SlotProductCode, SlotUsage } from '@app/contract';
import { routePath, SLOT_PRODUCT_CODES } from '@app/contract';
import { formatDate } from '@app/i18n';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { Link } from '../../../lib/link';
import { useCurrentLanguage } from '../../../lib/i18n';
import grid from './grid.module.css';
import classes from './slot-usage.module.css';

/** Literal keys and routes per product: the i18n check finds every key in the source. */
const PRODUCT_NAME_KEYS: Record<SlotProductCode, string> = {
  bestOf: 'dashboard:slots.bestOf',
  color: 'dashboard:slots.color',
};
const PRODUCT_ROUTES = { bestOf: 'products-bestof', color: 'products-color' } as const;

/** Best Of and Colour of a professional: slots used of those the pack gives, and how they are chosen. */
export function SlotUsageSection({ slots }: { slots: NonNullable<Dashboard['slots']> }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="dashboard-slots-heading" data-testid="dashboard-slots">
      <Title order={2} size="h3" mb="sm" id="dashboard-slots-heading">
        {t('dashboard:slots.title')}
      </Title>
      <div className={`${grid.grid} ${grid.twoFromSm}`}>
        {SLOT_PRODUCT_CODES.map((code) => (
          <SlotCard key={code} code={code} usage={slots[code]} />
        ))}
      </div>
    </section>
  );
}

function SlotCard({ code, usage }: { code: SlotProductCode; usage: SlotUsage | null }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const product = t(PRODUCT_NAME_KEYS[code]);
  return (
    <Paper withBorder p="md" data-testid={`dashboard-slots-${code}`}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {product}
        </Title>
        {usage ? (
          <>
            <Text data-testid="slot-usage">
              {t('dashboard:slots.usage', { used: usage.used, available: usage.available })}
            </Text>
            {/* The browser's own progress bar (role progressbar, its value read out), drawn as Mantine's. */}
            <progress
              className={classes.meter}
              max={100}
              value={usage.available === 0 ? 0 : Math.min(100, (usage.used / usage.available) * 100)}
              aria-label={t('dashboard:slots.progress', {
                product,
                used: usage.used,
                available: usage.available,
              })}
            />
            <Text size="sm" data-testid="slot-selection">
              {usage.selection === 'AUTO' ? t('dashboard:slots.auto') : t('dashboard:slots.manual')}
            </Text>
            {/* Manual selection is blocked until the product starts (product.md): say when. */}
            {usage.active ? null : (
              <Text size="sm" fw={600} data-testid="slot-starts-on">
                {t('dashboard:slots.startsOn', { date: formatDate(usage.startDate, lang) })}
              </Text>
            )}
            <Anchor component={Link} to={routePath(PRODUCT_ROUTES[code], lang)} size="sm">
              {t('dashboard:slots.manage', { product })}
            </Anchor>
          </>
        ) : (
          <Text c="dimmed" data-testid="slot-not-held">
            {t('dashboard:slots.notHeld')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
