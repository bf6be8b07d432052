import type { PropertyDraft } from '@app/contract';
import { adDraftLink } from '@app/contract';
import { formatDateTime } from '@app/i18n';
import { Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { useLanguage } from '../../../lib/language';
import { ScrollTable } from '../../../components/scroll-table';
import { placeLines } from '../../../lib/project-labels';
import { DraftActions } from './draft-actions';
import { DraftPlace } from './draft-place';
import { priceOf, propertyDraftName, transactionName, typeName } from './draft-labels';

const TABLE_MIN_WIDTH = 820;

export function PropertyDraftsTable({
  drafts,
  label,
  deleting,
  onDelete,
}: {
  drafts: PropertyDraft[];
  label: string;
  /** The draft being deleted, if any. */
  deleting: number | null;
  onDelete: (draft: PropertyDraft) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <ScrollTable minWidth={TABLE_MIN_WIDTH} label={label} stickyActions>
      <Table striped verticalSpacing="sm" aria-label={label} data-testid="property-drafts-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('drafts:table.reference')}</Table.Th>
            <Table.Th scope="col">{t('drafts:table.type')}</Table.Th>
            <Table.Th scope="col">{t('drafts:table.address')}</Table.Th>
            <Table.Th scope="col">{t('drafts:table.price')}</Table.Th>
            <Table.Th scope="col">{t('drafts:table.updatedAt')}</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>{t('drafts:table.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {drafts.map((draft) => {
            const name = propertyDraftName(draft);
            const place = placeLines({
              ...draft,
              box: draft.box ? t('drafts:box', { box: draft.box }) : null,
            });
            return (
              <Table.Tr key={draft.id} data-testid="property-draft-row" data-draft-id={draft.id}>
                <Table.Td>
                  <Text fw={600} size="sm" data-testid="draft-name">
                    {name}
                  </Text>
                  {draft.yourReference ? (
                    <Text size="xs" c="dimmed">
                      {t('drafts:vlancode', { code: draft.vlancode })}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm">{typeName(draft, t)}</Text>
                    <Text size="sm">{transactionName(draft, t)}</Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <DraftPlace lines={place} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }} data-testid="draft-price">
                  {priceOf(draft, t)}
                </Table.Td>
                <Table.Td>{formatDateTime(draft.updatedAt, lang)}</Table.Td>
                <Table.Td>
                  <DraftActions
                    name={name}
                    editHref={adDraftLink(lang, 'property', draft.id)}
                    deleting={deleting === draft.id}
                    onDelete={() => onDelete(draft)}
                    testId="property-draft"
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
