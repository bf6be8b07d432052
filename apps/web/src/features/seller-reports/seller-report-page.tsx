import type { AnyRouteName, Language, SellerReport, SellerReportWeek } from '@app/contract';
import { routePath, SELLER_REPORT_ERR, SELLER_REPORT_FILE_PATHS } from '@app/contract';
import { formatCalendarDay, formatNumber } from '@app/i18n';
import { useTranslation } from '@app/i18n/react';
import { Alert, Anchor, Card, Group, Image, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { buildUrl, call, isApiError } from '../../lib/http';
import { currentLanguage } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';
import { lazyEndpoint } from '../../lib/schemas';
import { MarketComparison } from '../../components/market-comparison';
import { PriceChanges, reportPrice } from './components/price-changes';

const getSellerReport = lazyEndpoint('getSellerReport');
const ROUTE: AnyRouteName = 'seller-report';

/** The public files of a link, by URL: the report's PDF and the agency's logo. */
const fileUrl = (lang: Language, token: string, file: keyof typeof SELLER_REPORT_FILE_PATHS) =>
  buildUrl({ path: SELLER_REPORT_FILE_PATHS[file] }, { params: { token } }, lang);

const FIGURES = ['searchAppearances', 'detailViews', 'mails', 'phoneRequests', 'contacts'] as const;

/** Keeps search engines off the page while it is open (the server answers noindex too). */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

/**
 * The seller's report (issue 50): what the seller opens from the agency's link or the weekly e-mail,
 * without an account. `?token=` names the link; a revoked or ended link answers 410, an unknown one
 * 404 (as a missing token). The page shows the report in the link's language: opened in another, it
 * moves to the link's.
 */
export function SellerReportPage() {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const title = t('sellerReport:title');
  usePageTitle(title);
  useNoIndex();
  const report = useQuery({
    queryKey: ['seller-report', token],
    queryFn: ({ signal }) => call(getSellerReport, { params: { token } }, { signal }),
    enabled: token !== '',
    retry: false,
  });

  if (!token || (report.isError && isApiError(report.error) && report.error.status === 404)) {
    return (
      <Failure title={t('sellerReport:page.notFoundTitle')} testId="seller-report-not-found">
        {t('sellerReport:page.notFound')}
      </Failure>
    );
  }
  if (report.isError && isApiError(report.error) && report.error.status === 410) {
    return (
      <Failure title={t('sellerReport:goneTitle')} testId="seller-report-gone">
        {t(SELLER_REPORT_ERR.gone)}
      </Failure>
    );
  }
  if (report.isError) {
    return (
      <Failure title={title} testId="seller-report-error">
        {t('errors:generic')}
      </Failure>
    );
  }
  if (!report.data) {
    return (
      <Stack align="center" p="xl" aria-busy="true" data-testid="seller-report-loading">
        <Loader aria-label={t('common:loading')} />
      </Stack>
    );
  }
  const data = report.data.data;
  if (data.language !== lang) {
    return <Navigate replace to={`${routePath(ROUTE, data.language)}?${new URLSearchParams({ token })}`} />;
  }
  return <Report report={data} token={token} lang={lang} title={title} />;
}

function Failure({ title, testId, children }: { title: string; testId: string; children: string }) {
  return (
    <Stack gap="md" maw={560}>
      <Title order={1}>{title}</Title>
      <Alert color="red" data-testid={testId}>
        {children}
      </Alert>
    </Stack>
  );
}

function Report({
  report,
  token,
  lang,
  title,
}: {
  report: SellerReport;
  token: string;
  lang: Language;
  title: string;
}) {
  const { t } = useTranslation();
  const { listing, agency, market } = report;
  const address = [
    [listing.street, listing.houseNumber, listing.box].filter(Boolean).join(' '),
    [listing.zip, listing.city].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  const price = reportPrice(listing.price, listing.transactionType, t);
  return (
    <Stack gap="lg" maw={960} data-testid="seller-report">
      <Title order={1}>{title}</Title>

      <Card
        withBorder
        component="section"
        aria-labelledby="seller-report-agency"
        data-testid="seller-report-agency"
      >
        <Group gap="md" wrap="wrap" align="flex-start">
          {agency.hasLogo && (
            <Image
              src={fileUrl(lang, token, 'logo')}
              alt={t('sellerReport:page.logoAlt', { agency: agency.name })}
              h={64}
              w="auto"
              fit="contain"
            />
          )}
          <Stack gap={4} miw={0}>
            <Text size="sm" c="dimmed">
              {t('sellerReport:agency')}
            </Text>
            <Title order={2} size="h4" id="seller-report-agency" style={{ overflowWrap: 'anywhere' }}>
              {agency.name}
            </Title>
            {agency.phone && (
              <Text>
                {t('sellerReport:page.phone')}: <Anchor href={`tel:${agency.phone}`}>{agency.phone}</Anchor>
              </Text>
            )}
            {agency.email && (
              <Text style={{ overflowWrap: 'anywhere' }}>
                {t('sellerReport:page.email')}:{' '}
                <Anchor href={`mailto:${agency.email}`}>{agency.email}</Anchor>
              </Text>
            )}
            {agency.website && (
              <Text style={{ overflowWrap: 'anywhere' }}>
                {t('sellerReport:page.website')}:{' '}
                <Anchor href={agency.website} target="_blank" rel="noopener noreferrer">
                  {agency.website}
                </Anchor>
              </Text>
            )}
          </Stack>
        </Group>
      </Card>

      <Stack gap="xs" component="section" aria-labelledby="seller-report-property">
        <Title order={2} size="h3" id="seller-report-property">
          {t('sellerReport:page.property')}
        </Title>
        <Text fw={600}>
          {t(`lookups:propertyType.${listing.propertyType}`)} ·{' '}
          {t(`lookups:transactionType.${listing.transactionType}`)}
        </Text>
        {address && <Text data-testid="seller-report-address">{address}</Text>}
        <Text>
          {listing.url ? (
            <Anchor href={listing.url} target="_blank" rel="noopener noreferrer">
              {t('sellerReport:reference', { code: listing.vlancode })}
            </Anchor>
          ) : (
            t('sellerReport:reference', { code: listing.vlancode })
          )}
        </Text>
        {listing.reference && (
          <Text>{t('sellerReport:yourReference', { reference: listing.reference })}</Text>
        )}
        <Text data-testid="seller-report-price">{t('sellerReport:currentPrice', { price })}</Text>
        <Text data-testid="seller-report-market">
          {market.onlineDate === null
            ? t('sellerReport:neverOnline')
            : market.offlineDate !== null
              ? t('sellerReport:offlineSince', { date: formatCalendarDay(market.offlineDate, lang) })
              : t('sellerReport:onlineSince', { date: formatCalendarDay(market.onlineDate, lang) })}
          {market.daysOnMarket !== null &&
            ` · ${t('sellerReport:daysOnMarket', { count: market.daysOnMarket })}`}
        </Text>
      </Stack>

      <PriceChanges report={report} lang={lang} />

      <Weeks report={report} lang={lang} />

      {report.marketComparison && <MarketComparison comparison={report.marketComparison} headingOrder={2} />}

      <Stack gap={4}>
        <Anchor href={fileUrl(lang, token, 'pdf')} download data-testid="seller-report-pdf">
          {t('sellerReport:page.downloadPdf')}
        </Anchor>
        <Text size="sm" c="dimmed">
          {t('sellerReport:generatedOn', { date: formatCalendarDay(report.today, lang) })}{' '}
          {t('sellerReport:availableUntil', { date: formatCalendarDay(report.endsOn, lang) })}
        </Text>
      </Stack>
    </Stack>
  );
}

function Weeks({ report, lang }: { report: SellerReport; lang: Language }) {
  const { t } = useTranslation();
  const weekLabel = (week: SellerReportWeek) =>
    `${formatCalendarDay(week.start, lang)} – ${formatCalendarDay(week.end, lang)}`;
  if (report.weeks.length === 0) {
    return (
      <Stack gap="xs" component="section">
        <Title order={2} size="h3">
          {t('sellerReport:weeksTitle')}
        </Title>
        <Text data-testid="seller-report-no-weeks">{t('sellerReport:noWeeks')}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="xs" component="section">
      {/* Wide screens: one table; its caption is the section's heading. */}
      <Table visibleFrom="md" striped withTableBorder data-testid="seller-report-table">
        <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>
          <Title order={2} size="h3" component="span">
            {t('sellerReport:weeksTitle')}
          </Title>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('sellerReport:week')}</Table.Th>
            {FIGURES.map((figure) => (
              <Table.Th scope="col" key={figure} ta="end">
                {t(`sellerReport:${figure}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.weeks.map((week) => (
            <Table.Tr key={week.week} data-partial={week.partial || undefined}>
              <Table.Th scope="row" fw="normal">
                {weekLabel(week)}
                {week.partial && (
                  <Text span size="sm" c="dimmed">
                    {' '}
                    ({t('sellerReport:partial')})
                  </Text>
                )}
              </Table.Th>
              {FIGURES.map((figure) => (
                <Table.Td key={figure} ta="end">
                  {formatNumber(week[figure], lang)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">{t('sellerReport:total')}</Table.Th>
            {FIGURES.map((figure) => (
              <Table.Td key={figure} ta="end" fw={700}>
                {formatNumber(report.totals[figure], lang)}
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tfoot>
      </Table>

      {/* Phones: a card per week, each figure on its own line. */}
      <Stack gap="sm" hiddenFrom="md" data-testid="seller-report-cards">
        <Title order={2} size="h3">
          {t('sellerReport:weeksTitle')}
        </Title>
        {[...report.weeks.map((week) => ({ key: week.week, label: weekLabel(week), week })), null].map(
          (row) => {
            const figures = row ? row.week : report.totals;
            return (
              <Card withBorder key={row?.key ?? 'total'} padding="sm">
                <Text fw={700}>
                  {row ? row.label : t('sellerReport:total')}
                  {row?.week.partial && (
                    <Text span size="sm" c="dimmed" fw="normal">
                      {' '}
                      ({t('sellerReport:partial')})
                    </Text>
                  )}
                </Text>
                <Stack gap={2} component="dl" m={0}>
                  {FIGURES.map((figure) => (
                    <Group key={figure} justify="space-between" wrap="nowrap" gap="xs">
                      <Text component="dt" size="sm">
                        {t(`sellerReport:${figure}`)}
                      </Text>
                      <Text component="dd" m={0} fw={600}>
                        {formatNumber(figures[figure], lang)}
                      </Text>
                    </Group>
                  ))}
                </Stack>
              </Card>
            );
          },
        )}
      </Stack>
    </Stack>
  );
}

export default SellerReportPage;
