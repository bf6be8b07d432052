import type { ProjectDraft } from '@app/contract';
import { adDraftLink } from '@app/contract';
import { formatDateTime, formatNumber } from '@app/i18n';
import { Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { useLanguage } from '../../../lib/language';
import { ScrollTable } from '../../../components/scroll-table';
import { placeLines } from '../../../lib/project-labels';
import { DraftActions } from './draft-actions';
import { DraftPlace } from './draft-place';
import { projectDraftName } from './draft-labels';

const TABLE_MIN_WIDTH = 760;

export function ProjectDraftsTable({
  drafts,
  label,
  deleting,
  onDelete,
}: {
  drafts: ProjectDraft[];
  label: string;
  /** The draft being deleted, if any. */
  deleting: number | null;
  onDelete: (draft: ProjectDraft) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <ScrollTable minWidth={TABLE_MIN_WIDTH} label={label} stickyActions>
      <Table striped verticalSpacing="sm" aria-label={label} data-testid="project-drafts-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('drafts:table.project')}</Table.Th>
            <Table.Th scope="col">{t('drafts:table.address')}</Table.Th>
            <Table.Th scope="col">{t('drafts:table.models')}</Table.Th>
            <Table.Th scope="col">{t('drafts:table.updatedAt')}</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>{t('drafts:table.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {drafts.map((draft) => {
            const name = projectDraftName(draft);
            const place = placeLines(draft);
            return (
              <Table.Tr key={draft.id} data-testid="project-draft-row" data-draft-id={draft.id}>
                <Table.Td>
                  <Text fw={600} size="sm" data-testid="draft-name">
                    {name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {draft.reference
                      ? t('drafts:referenceAndCode', { reference: draft.reference, code: draft.vlancode })
                      : t('drafts:vlancode', { code: draft.vlancode })}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <DraftPlace lines={place} />
                </Table.Td>
                <Table.Td>{formatNumber(draft.modelCount, lang)}</Table.Td>
                <Table.Td>{formatDateTime(draft.updatedAt, lang)}</Table.Td>
                <Table.Td>
                  <DraftActions
                    name={name}
                    editHref={adDraftLink(lang, 'project', draft.id)}
                    deleting={deleting === draft.id}
                    onDelete={() => onDelete(draft)}
                    testId="project-draft"
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
