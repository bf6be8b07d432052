import type { AdvisorDossier } from '@app/contract';
import { formatDate } from '@app/i18n';
import { Button, Stack, Table, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { ListPagination } from '../../../components/list-pagination';
import { Loaded } from '../../../components/loaded';
import { useNotices } from '../../../components/notices';
import { ScrollTable } from '../../../components/scroll-table';
import { useCurrentLanguage } from '../../../lib/i18n';
import { fetchAdvisorAccess, useDossiers } from '../api/advisor';
import { slotListingName } from './product-labels';

/** The dossiers, newest first, each opened in the advisor tool with a fresh five-minute token. */
export function DossierList({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const [page, setPage] = useState(1);
  const query = useDossiers(userId, page);
  const notices = useNotices('dossier');
  const [opening, setOpening] = useState<number | null>(null);

  const open = async (dossier: AdvisorDossier) => {
    // Opened at once (a popup blocker allows it on the click), then sent to the tool with its token.
    const tab = window.open('about:blank', '_blank');
    setOpening(dossier.id);
    try {
      const access = await fetchAdvisorAccess(dossier.id);
      if (tab) tab.location.href = access.url;
      else window.location.assign(access.url);
    } catch (error) {
      tab?.close();
      notices.failure(error);
    } finally {
      setOpening(null);
    }
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('products:advisor.dossiers')}
      </Title>
      <Loaded query={query} testId="dossiers">
        {({ data, paging }) =>
          data.length === 0 ? (
            <Text c="dimmed" data-testid="dossiers-empty">
              {t('products:advisor.empty')}
            </Text>
          ) : (
            <>
              <ScrollTable minWidth={720} label={t('products:advisor.dossiers')} stickyActions>
                <Table verticalSpacing="xs" data-testid="dossiers">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('products:advisor.dossierTitle')}</Table.Th>
                      <Table.Th>{t('products:advisor.listing')}</Table.Th>
                      <Table.Th>{t('products:advisor.creditsUsed')}</Table.Th>
                      <Table.Th>{t('products:advisor.createdAt')}</Table.Th>
                      <Table.Th>{t('products:advisor.actions')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.map((dossier) => (
                      <Table.Tr key={dossier.id} data-testid="dossier" data-dossier-id={dossier.id}>
                        <Table.Td>
                          <Text size="sm" fw={600}>
                            {dossier.title}
                          </Text>
                          {dossier.description ? (
                            <Text size="xs" c="dimmed">
                              {dossier.description}
                            </Text>
                          ) : null}
                        </Table.Td>
                        <Table.Td>{slotListingName(dossier.listing)}</Table.Td>
                        <Table.Td>{dossier.creditsUsed}</Table.Td>
                        <Table.Td>{formatDate(dossier.createdAt, lang)}</Table.Td>
                        <Table.Td>
                          <Button
                            size="xs"
                            variant="light"
                            rightSection={<IconExternalLink size={14} aria-hidden />}
                            loading={opening === dossier.id}
                            onClick={() => void open(dossier)}
                            aria-label={t('products:advisor.openNamed', { title: dossier.title })}
                            data-testid="dossier-open"
                          >
                            {t('products:advisor.open')}
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollTable>
              <ListPagination
                label={t('products:advisor.pages')}
                testId="dossiers-pages"
                totalPages={paging.totalPages}
                page={page}
                onChange={setPage}
              />
            </>
          )
        }
      </Loaded>
    </Stack>
  );
}
