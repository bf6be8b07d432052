import { Badge, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@app/i18n';
import { useTranslation } from '@app/i18n/react';
import { useLanguage } from '../../../lib/language';
import '../../../lib/i18n';
import { usePersonalData } from '../api/personal-data';
import { DumpValue } from './dump-section';
import { countOf, humanizeKey } from './dump-values';
import { QueryError } from '../../../components/query-error';

/**
 * Section titles of the export that this screen knows; a section it does not know is still shown,
 * under its own key. Literal keys, so the catalog check sees them.
 */
const SECTION_TITLES: Record<string, string> = {
  account: 'account:data.section.account',
  profile: 'account:data.section.profile',
  proProfile: 'account:data.section.proProfile',
  extraAddresses: 'account:data.section.extraAddresses',
  openingHours: 'account:data.section.openingHours',
  extraContacts: 'account:data.section.extraContacts',
  logos: 'account:data.section.logos',
  gallery: 'account:data.section.gallery',
  newsletters: 'account:data.section.newsletters',
  paymentMethods: 'account:data.section.paymentMethods',
  listings: 'account:data.section.listings',
  projects: 'account:data.section.projects',
  drafts: 'account:data.section.drafts',
  contacts: 'account:data.section.contacts',
  sentContacts: 'account:data.section.sentContacts',
  savedSearches: 'account:data.section.savedSearches',
  bookmarks: 'account:data.section.bookmarks',
  valuations: 'account:data.section.valuations',
  valuationOrders: 'account:data.section.valuationOrders',
  orders: 'account:data.section.orders',
  products: 'account:data.section.products',
  connections: 'account:data.section.connections',
  devices: 'account:data.section.devices',
  pushSubscriptions: 'account:data.section.pushSubscriptions',
  sessions: 'account:data.section.sessions',
  passkeys: 'account:data.section.passkeys',
  securityEvents: 'account:data.section.securityEvents',
  emails: 'account:data.section.emails',
  contactsReceived: 'account:data.section.contacts',
  contactsSent: 'account:data.section.sentContacts',
  savedProperties: 'account:data.section.bookmarks',
  alertAddress: 'account:data.section.alertAddress',
  propertyAdvisorDossiers: 'account:data.section.propertyAdvisorDossiers',
  fixedPriceContract: 'account:data.section.fixedPriceContract',
  wallpapers: 'account:data.section.wallpapers',
  sellerLeads: 'account:data.section.sellerLeads',
  territories: 'account:data.section.territories',
  valuationContacts: 'account:data.section.valuationContacts',
  webhooks: 'account:data.section.webhooks',
  sellerReports: 'account:data.section.sellerReports',
};

/** Consult: what the export holds, one titled block per section. */
export function PersonalDataView({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const dump = usePersonalData(userId);
  const labels = { yes: t('account:data.yes'), no: t('account:data.no'), t };
  const titleOf = (key: string) => {
    const titleKey = SECTION_TITLES[key];
    return titleKey ? t(titleKey) : humanizeKey(key);
  };

  let content;
  if (dump.isError && !dump.data) {
    content = <QueryError query={dump} testId="personal-data-view-error" />;
  } else if (!dump.data) {
    content = (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text>{t('common:loading')}</Text>
      </Group>
    );
  } else {
    const sections: [string, unknown][] = [
      ['account', dump.data.account],
      ...Object.entries(dump.data.sections),
    ];
    content = (
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('account:data.compiledAt', { date: formatDateTime(dump.data.exportedAt, lang) })}
        </Text>
        {sections.map(([key, value]) => (
          <Paper
            key={key}
            component="section"
            withBorder
            p="md"
            radius="md"
            aria-labelledby={`personal-data-section-${key}-title`}
            data-testid={`personal-data-section-${key}`}
          >
            <Group gap="sm" justify="space-between" mb="xs">
              <Title order={4} id={`personal-data-section-${key}-title`}>
                {titleOf(key)}
              </Title>
              <Badge variant="light" color="gray">
                {t('account:data.count', { count: countOf(value) })}
              </Badge>
            </Group>
            <DumpValue value={value} lang={lang} labels={labels} label={titleOf(key)} />
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="sm" data-testid="personal-data-view">
      <Title order={3}>{t('account:data.consultTitle')}</Title>
      <Text>{t('account:data.consultIntro')}</Text>
      {content}
    </Stack>
  );
}
