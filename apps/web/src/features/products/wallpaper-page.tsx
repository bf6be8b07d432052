import type { Wallpaper, WallpaperState } from '@app/contract';
import { ACTIVATION, brusselsToday, WALLPAPER_PRICES } from '@app/contract';
import { formatMoney } from '@app/i18n';
import { Badge, Group, Image, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { Loaded } from '../../components/loaded';
import { ScrollTable } from '../../components/scroll-table';
import { useCurrentUser } from '../../lib/auth/current-user';
import { useCurrentLanguage } from '../../lib/i18n';
import { routeTitleKey, usePageTitle } from '../../lib/page-title';
import { useWallpaper } from './api/wallpaper';
import { NoProduct } from './components/no-product';
import { ACTIVATION_COLORS, ACTIVATION_KEYS, periodLabel } from './components/product-labels';
import { WallpaperContact } from './components/wallpaper-contact';

/** Route `products-wallpaper`: the current wallpaper, its price for the listings online, its history, the delegate. */
export function WallpaperPage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const title = t(routeTitleKey('products-wallpaper'));
  usePageTitle(title);
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <Text>{t('products:wallpaper.intro')}</Text>
      {user ? <WallpaperScreen userId={user.id} /> : <Loader size="sm" aria-label={t('common:loading')} />}
    </Stack>
  );
}

function WallpaperScreen({ userId }: { userId: number }) {
  const query = useWallpaper(userId);
  return (
    <Loaded query={query} testId="wallpaper">
      {(state) =>
        state.product ? (
          <Stack gap="lg">
            <Current state={state} />
            <History history={state.history} current={state.current} />
            <WallpaperContact delegate={state.delegate} />
          </Stack>
        ) : (
          <NoProduct />
        )
      }
    </Loaded>
  );
}

function Current({ state }: { state: WallpaperState }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const activation = state.product?.activation ?? ACTIVATION.notActive;
  return (
    <Paper withBorder p="md" data-testid="wallpaper-current">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3">
            {t('products:wallpaper.current')}
          </Title>
          <Badge color={ACTIVATION_COLORS[activation]} variant="light" data-testid="wallpaper-state">
            {t(ACTIVATION_KEYS[activation])}
          </Badge>
        </Group>
        {state.product ? <Text size="sm">{periodLabel(state.product, t, lang)}</Text> : null}
        {state.current ? (
          <Image
            src={state.current.imageUrl}
            alt={t('products:wallpaper.imageAlt', { period: periodLabel(state.current, t, lang) })}
            radius="sm"
            w="100%"
            style={{ aspectRatio: '4 / 1', objectFit: 'cover' }}
            data-testid="wallpaper-image"
          />
        ) : (
          <Text c="dimmed" data-testid="wallpaper-none-today">
            {t('products:wallpaper.noCurrent')}
          </Text>
        )}
        <Text fw={700} data-testid="wallpaper-price">
          {t('products:wallpaper.price', {
            price: formatMoney(state.monthlyPrice),
            count: state.onlineListings,
          })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('products:wallpaper.priceRule', {
            under: formatMoney(WALLPAPER_PRICES.perMonthUnderThreshold),
            from: formatMoney(WALLPAPER_PRICES.perMonthFromThreshold),
            threshold: WALLPAPER_PRICES.threshold,
          })}
        </Text>
      </Stack>
    </Paper>
  );
}

function stateOf(wallpaper: Wallpaper, current: Wallpaper | null, today: string): string {
  if (wallpaper.id === current?.id) return 'products:wallpaper.state.current';
  return wallpaper.startDate > today ? 'products:wallpaper.state.planned' : 'products:wallpaper.state.ended';
}

function History({ history, current }: { history: Wallpaper[]; current: Wallpaper | null }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const today = brusselsToday();
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('products:wallpaper.history')}
      </Title>
      {history.length === 0 ? (
        <Text c="dimmed">{t('products:wallpaper.historyEmpty')}</Text>
      ) : (
        <ScrollTable minWidth={560} label={t('products:wallpaper.history')}>
          <Table verticalSpacing="sm" data-testid="wallpaper-history">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('products:wallpaper.preview')}</Table.Th>
                <Table.Th>{t('products:wallpaper.period')}</Table.Th>
                <Table.Th>{t('products:wallpaper.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.map((wallpaper) => {
                const period = periodLabel(wallpaper, t, lang);
                return (
                  <Table.Tr key={wallpaper.id} data-testid="wallpaper-history-row">
                    <Table.Td>
                      <Image
                        src={wallpaper.imageUrl}
                        alt={t('products:wallpaper.historyAlt', { period })}
                        w={160}
                        h={40}
                        radius="xs"
                        fit="cover"
                      />
                    </Table.Td>
                    <Table.Td>{period}</Table.Td>
                    <Table.Td>{t(stateOf(wallpaper, current, today))}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </Stack>
  );
}
