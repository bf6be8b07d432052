import type { Paging, ProFirstContact, TerritoryProduct, ValuationContact } from '@app/contract';
import { isErasedEmail } from '@app/contract';
import { formatDate, formatDateTime, formatMoney } from '@app/i18n';
import { Group, Stack, Table, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { ListPagination } from '../../../components/list-pagination';
import { PeriodInputs } from '../../../components/period-inputs';
import { QueryError } from '../../../components/query-error';
import { ScrollTable } from '../../../components/scroll-table';
import { currentLanguage, useCurrentLanguage } from '../../../lib/i18n';
import {
  TERRITORY_CONTACTS_PAGE_SIZE,
  territoryExportUrl,
  useProFirstContacts,
  useValuationContacts,
} from '../api/territories';
import { ContactPerson } from './contact-person';
import { periodOf, XlsxExportButton } from './xlsx-export-button';

type Filter = { from?: string; to?: string; page: number; pageSize: number };

/** The contacts a product's postcodes brought: a period, the list page by page, and the export. */
function ContactList<Item>({
  userId,
  product,
  title,
  useContacts,
  table,
}: {
  userId: number;
  product: TerritoryProduct;
  title: string;
  useContacts: (userId: number, filter: Filter) => UseQueryResult<{ data: Item[]; paging: Paging }>;
  table: (items: Item[]) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const [period, setPeriod] = useState({ from: '', to: '' });
  const [page, setPage] = useState(1);
  const query = useContacts(userId, { ...periodOf(period), page, pageSize: TERRITORY_CONTACTS_PAGE_SIZE });
  const total = query.data?.paging.total ?? 0;
  return (
    <Stack gap="sm" data-testid="territory-contacts">
      <Title order={2} size="h3">
        {title}
      </Title>
      <Group align="flex-end" gap="md" wrap="wrap">
        <PeriodInputs
          from={period.from}
          to={period.to}
          onChange={(change) => {
            setPeriod((current) => ({ ...current, ...change }));
            setPage(1);
          }}
          testId="territory-contacts"
        />
        <XlsxExportButton
          url={() => territoryExportUrl(product, periodOf(period), currentLanguage(i18n))}
          disabled={total === 0}
          testId="territory-contacts"
        />
      </Group>
      {query.isError && !query.data ? (
        <QueryError query={query} testId="territory-contacts-error" />
      ) : query.data ? (
        <>
          <Text size="sm" aria-live="polite" data-testid="territory-contacts-total">
            {t('products:territory.total', { count: total })}
          </Text>
          {query.data.data.length > 0 ? table(query.data.data) : null}
          <ListPagination
            label={t('products:territory.pages')}
            testId="territory-contacts-pagination"
            totalPages={query.data.paging.totalPages}
            page={page}
            onChange={setPage}
          />
        </>
      ) : null}
    </Stack>
  );
}

export function ValuationContactList({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  return (
    <ContactList<ValuationContact>
      product="valuation"
      title={t('products:territory.valuation.contacts')}
      userId={userId}
      useContacts={useValuationContacts}
      table={(contacts) => (
        <ScrollTable minWidth={880} label={t('products:territory.valuation.contacts')}>
          <Table verticalSpacing="sm" data-testid="territory-contacts-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('products:territory.column.received')}</Table.Th>
                <Table.Th>{t('products:territory.owner')}</Table.Th>
                <Table.Th>{t('products:territory.column.address')}</Table.Th>
                <Table.Th>{t('products:territory.property')}</Table.Th>
                <Table.Th>{t('products:territory.column.estimate')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {contacts.map((contact) => (
                <Table.Tr key={contact.id} data-testid="territory-contact">
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {/* A sender who deleted the account leaves the day of the request, not its time. */}
                    {isErasedEmail(contact.email)
                      ? formatDate(contact.receivedAt, lang)
                      : formatDateTime(contact.receivedAt, lang)}
                  </Table.Td>
                  <Table.Td>
                    <ContactPerson contact={contact} />
                  </Table.Td>
                  <Table.Td>
                    {[
                      `${contact.street} ${contact.number}`.trim(),
                      `${contact.postcode} ${contact.city}`.trim(),
                    ]
                      .filter(Boolean)
                      .join(', ')}
                    <Text size="sm" c="dimmed">
                      {contact.zoneType === 'exclusivity'
                        ? t('products:territory.zoneType.exclusivity')
                        : t('products:territory.zoneType.pool')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {contact.livableSurface === null || contact.bedrooms === null
                      ? t(`lookups:propertyType.${contact.propertyType}`)
                      : t('products:territory.propertySummary', {
                          type: t(`lookups:propertyType.${contact.propertyType}`),
                          surface: contact.livableSurface,
                          bedrooms: contact.bedrooms,
                        })}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {contact.estimate !== null
                      ? formatMoney(contact.estimate)
                      : isErasedEmail(contact.email)
                        ? '–'
                        : t('products:territory.noEstimate')}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    />
  );
}

export function ProFirstContactList({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  return (
    <ContactList<ProFirstContact>
      product="proFirst"
      title={t('products:territory.proFirst.contacts')}
      userId={userId}
      useContacts={useProFirstContacts}
      table={(contacts) => (
        <ScrollTable minWidth={820} label={t('products:territory.proFirst.contacts')}>
          <Table verticalSpacing="sm" data-testid="territory-contacts-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('products:territory.column.received')}</Table.Th>
                <Table.Th>{t('products:territory.column.vlancode')}</Table.Th>
                <Table.Th>{t('products:territory.contact')}</Table.Th>
                <Table.Th>{t('contacts:column.message')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {contacts.map((contact) => (
                <Table.Tr key={contact.id} data-testid="territory-contact">
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(contact.receivedAt, lang)}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {contact.vlancode}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {[contact.postcode, contact.city].filter(Boolean).join(' ')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <ContactPerson contact={contact} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                      {contact.message}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    />
  );
}
