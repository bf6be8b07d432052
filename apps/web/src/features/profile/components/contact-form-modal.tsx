import type { ExtraContact, ExtraContactBody } from '@app/contract';
import { Button, Group, Modal, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { useCreateExtraContact } from '../api/create-extra-contact';
import { useProfileVersion } from '../api/profile-version';
import { useUpdateExtraContact } from '../api/update-extra-contact';
import { useNotify } from './notify';
import { useSchemaCheck } from '../../../lib/schema-check';
import { applyServerFields, useTranslatedForm } from '../../../lib/translated-form';
import { settle } from '../../../lib/settle';

type ContactValues = {
  firstName: string;
  lastName: string;
  jobTitle: string;
  email: string;
  phone: string;
  mobile: string;
};

const text = (value: string | null | undefined) => value ?? '';
const valuesOf = (contact: ExtraContact | null): ContactValues => ({
  firstName: text(contact?.firstName),
  lastName: text(contact?.lastName),
  jobTitle: text(contact?.jobTitle),
  email: text(contact?.email),
  phone: text(contact?.phone),
  mobile: text(contact?.mobile),
});

/** Adds a contact (`contact` null) or edits one; closes once the server has it. */
export function ContactFormModal({
  userId,
  contact,
  onClose,
}: {
  userId: number;
  contact: ExtraContact | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const create = useCreateExtraContact(userId);
  const update = useUpdateExtraContact(userId);
  // The schema loads as the form opens, its first field focused.
  const check = useSchemaCheck((schemas) => schemas.ExtraContactBody);
  const form = useTranslatedForm<ContactValues>(valuesOf(contact), check.validate);
  const pending = check.waiting || create.isPending || update.isPending;
  const id = contact?.id;
  const version = useProfileVersion(userId, contact ?? undefined, (profile) =>
    profile.pro?.extraContacts.find((row) => row.id === id),
  );
  /** Changed elsewhere since the form opened: it shows the current values, or closes if the contact is gone. */
  const showCurrent = (current: ExtraContact | undefined) => {
    if (!current) return onClose();
    form.setInitialValues(valuesOf(current));
    form.setValues(valuesOf(current));
  };

  const send = (body: ExtraContactBody) => {
    const saved = contact
      ? version.save((ifMatch) => update.mutateAsync({ id: contact.id, body, ifMatch }), showCurrent)
      : create.mutateAsync(body);
    return settle<unknown>(saved, {
      done: () => {
        notify.success(t(contact ? 'profile:contacts.updated' : 'profile:contacts.created'));
        onClose();
      },
      failed: (error) => {
        applyServerFields(form, error);
        notify.failure(error);
      },
    });
  };
  // A submit waits for the schema: the form is always checked, and sent as the schema reads it.
  const submit = check.submit(
    (schema) => form.onSubmit((values) => send(schema.parse(values)))(),
    (error) => notify.failure(error),
  );

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(contact ? 'profile:contacts.editTitle' : 'profile:contacts.addTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('profile:cancel') }}
      data-testid="profile-contact-form"
    >
      <form onSubmit={submit} onFocus={check.preload} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            {...form.getInputProps('firstName')}
            key={form.key('firstName')}
            label={t('profile:contacts.firstName')}
            required
            data-autofocus
            data-testid="profile-contact-first-name"
          />
          <TextInput
            {...form.getInputProps('lastName')}
            key={form.key('lastName')}
            label={t('profile:contacts.lastName')}
            required
            data-testid="profile-contact-last-name"
          />
          <TextInput
            {...form.getInputProps('jobTitle')}
            key={form.key('jobTitle')}
            label={t('profile:contacts.jobTitle')}
            data-testid="profile-contact-job-title"
          />
          <TextInput
            {...form.getInputProps('email')}
            key={form.key('email')}
            label={t('profile:contacts.email')}
            type="email"
            data-testid="profile-contact-email"
          />
          <TextInput
            {...form.getInputProps('phone')}
            key={form.key('phone')}
            label={t('profile:contacts.phone')}
            type="tel"
            data-testid="profile-contact-phone"
          />
          <TextInput
            {...form.getInputProps('mobile')}
            key={form.key('mobile')}
            label={t('profile:contacts.mobile')}
            type="tel"
            data-testid="profile-contact-mobile"
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            {t('profile:cancel')}
          </Button>
          <Button type="submit" loading={pending} data-testid="profile-contact-save">
            {t('profile:save')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
