import { Button, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '@app/i18n/react';
import { Link } from '../../../lib/link';

/**
 * "Edit" opens the ad editor on the draft; "Delete" asks first. Both name the draft for screen
 * readers, since every row has the same two buttons.
 */
export function DraftActions({
  name,
  editHref,
  deleting,
  onDelete,
  testId,
}: {
  name: string;
  editHref: string;
  deleting: boolean;
  onDelete: () => void;
  /** Prefix of the buttons' data-testid. */
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        component={Link}
        to={editHref}
        size="xs"
        variant="light"
        leftSection={<IconPencil size={14} aria-hidden />}
        aria-label={t('drafts:editNamed', { name })}
        data-testid={`${testId}-edit`}
      >
        {t('drafts:edit')}
      </Button>
      <Button
        size="xs"
        variant="light"
        color="red"
        loading={deleting}
        onClick={onDelete}
        leftSection={<IconTrash size={14} aria-hidden />}
        aria-label={t('drafts:deleteNamed', { name })}
        data-testid={`${testId}-delete`}
      >
        {t('drafts:delete')}
      </Button>
    </Group>
  );
}
