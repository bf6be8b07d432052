import type { ExtraContact } from '@app/contract';
import { EXTRA_CONTACTS_MAX } from '@app/contract';
import { Button, Group, Table, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { DialogLoading } from '../../../components/dialog-loading';
import { useDeleteExtraContact } from '../api/delete-extra-contact';
import { confirmDelete } from './confirm-delete';
import { useNotify } from './notify';
import { ProfileSection } from './profile-section';
import { ScrollTable } from '../../../components/scroll-table';
import { settle } from '../../../lib/settle';

// The contact form (its schema and the modal) comes with its first opening (issue 49).
const ContactFormModal = lazy(async () => ({
  default: (await import('./contact-form-modal')).ContactFormModal,
}));

const nameOf = (contact: ExtraContact) => `${contact.firstName} ${contact.lastName}`;

/** 6. Extra contacts (professionals): a table with edit and delete, and an "add contact" form. */
export function ContactsSection({ userId, contacts }: { userId: number; contacts: ExtraContact[] }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const remove = useDeleteExtraContact(userId);
  /** The contact being edited, 'new' while adding, null when the form is closed. */
  const [editing, setEditing] = useState<ExtraContact | 'new' | null>(null);
  const full = contacts.length >= EXTRA_CONTACTS_MAX;

  const askDelete = (contact: ExtraContact) =>
    confirmDelete({
      title: t('profile:contacts.confirmTitle'),
      message: t('profile:contacts.confirmBody', { name: nameOf(contact) }),
      confirm: t('profile:delete'),
      cancel: t('profile:cancel'),
      onConfirm: async () => {
        await settle(remove.mutateAsync(contact.id), {
          done: () => notify.success(t('profile:contacts.deleted', { name: nameOf(contact) })),
          failed: (error) => notify.failure(error),
        });
      },
    });

  return (
    <ProfileSection testId="profile-contacts" title={t('profile:contacts.title')}>
      {contacts.length === 0 ? (
        <Text data-testid="profile-contacts-empty">{t('profile:contacts.empty')}</Text>
      ) : (
        <ScrollTable minWidth={720} label={t('profile:contacts.title')} stickyActions>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('profile:contacts.name')}</Table.Th>
                <Table.Th scope="col">{t('profile:contacts.jobTitle')}</Table.Th>
                <Table.Th scope="col">{t('profile:contacts.email')}</Table.Th>
                <Table.Th scope="col">{t('profile:contacts.phone')}</Table.Th>
                <Table.Th scope="col">{t('profile:contacts.mobile')}</Table.Th>
                <Table.Th scope="col">{t('profile:contacts.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {contacts.map((contact) => (
                <Table.Tr key={contact.id} data-testid={`profile-contact-row-${contact.id}`}>
                  <Table.Th scope="row" fw={500}>
                    {nameOf(contact)}
                  </Table.Th>
                  <Table.Td>{contact.jobTitle}</Table.Td>
                  <Table.Td>{contact.email}</Table.Td>
                  <Table.Td>{contact.phone}</Table.Td>
                  <Table.Td>{contact.mobile}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        variant="default"
                        size="xs"
                        leftSection={<IconPencil aria-hidden="true" size={16} />}
                        aria-label={t('profile:contacts.edit', { name: nameOf(contact) })}
                        onClick={() => setEditing(contact)}
                        data-testid={`profile-contact-edit-${contact.id}`}
                      >
                        {t('profile:edit')}
                      </Button>
                      <Button
                        variant="default"
                        color="red"
                        size="xs"
                        leftSection={<IconTrash aria-hidden="true" size={16} />}
                        aria-label={t('profile:contacts.delete', { name: nameOf(contact) })}
                        loading={remove.isPending && remove.variables === contact.id}
                        onClick={() => askDelete(contact)}
                        data-testid={`profile-contact-delete-${contact.id}`}
                      >
                        {t('profile:delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      <Group gap="sm">
        <Button
          leftSection={<IconPlus aria-hidden="true" size={16} />}
          disabled={full}
          aria-describedby={full ? 'profile-contacts-full' : undefined}
          onClick={() => setEditing('new')}
          data-testid="profile-contacts-add"
        >
          {t('profile:contacts.add')}
        </Button>
        {full && (
          <Text size="sm" c="dimmed" id="profile-contacts-full">
            {t('profile:contacts.full', { max: EXTRA_CONTACTS_MAX })}
          </Text>
        )}
      </Group>
      {editing && (
        <Suspense fallback={<DialogLoading testId="profile-contact-loading" />}>
          <ContactFormModal
            userId={userId}
            contact={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </ProfileSection>
  );
}
