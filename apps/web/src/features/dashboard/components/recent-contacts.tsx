import type { RecentContact } from '@app/contract';
import { routePath } from '@app/contract';
import { formatDateTime } from '@app/i18n';
import { Anchor, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { useTranslation } from '@app/i18n/react';
import { Link } from '../../../lib/link';
import { useCurrentLanguage } from '../../../lib/i18n';

/** `tel:` wants the digits (and a leading +) only: "+32 475 12 34 56" dials as +32475123456. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The newest contacts received about the user's listings; each opens that listing's contacts. */
export function RecentContacts({ contacts }: { contacts: RecentContact[] }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  return (
    <section aria-labelledby="dashboard-contacts-heading" data-testid="dashboard-contacts">
      <Group justify="space-between" align="baseline" mb="sm" gap="sm">
        <Title order={2} size="h3" id="dashboard-contacts-heading">
          {t('dashboard:contacts.title')}
        </Title>
        <Anchor component={Link} to={routePath('emails', lang)} size="sm">
          {t('dashboard:contacts.all')}
        </Anchor>
      </Group>
      {contacts.length === 0 ? (
        <Text data-testid="dashboard-contacts-empty">{t('dashboard:contacts.empty')}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {contacts.map((contact) => (
            <ContactItem key={contact.id} contact={contact} />
          ))}
        </Stack>
      )}
    </section>
  );
}

function ContactItem({ contact }: { contact: RecentContact }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const name = [contact.firstName, contact.lastName].filter(Boolean).join(' ');
  // Long addresses and messages wrap anywhere: a phone screen never scrolls sideways.
  const wrap = { overflowWrap: 'anywhere' } as const;
  return (
    <Paper component="li" withBorder p="sm" data-testid="dashboard-contact">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            <time dateTime={contact.sentAt}>{formatDateTime(contact.sentAt, lang)}</time>
          </Text>
          <Anchor
            component={Link}
            to={routePath('emails', lang, { vlancode: contact.vlancode })}
            size="sm"
            data-testid="dashboard-contact-listing"
          >
            {t('dashboard:contacts.listing', { reference: contact.yourReference ?? contact.vlancode })}
          </Anchor>
        </Group>
        <Text fw={600} style={wrap}>
          {name || t('dashboard:contacts.noName')}
        </Text>
        <Group gap="md" style={wrap}>
          <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
            <IconMail size={16} aria-hidden="true" />
            <VisuallyHidden>{t('dashboard:contacts.email')}</VisuallyHidden>
            <Anchor href={`mailto:${contact.email}`} size="sm" style={wrap}>
              {contact.email}
            </Anchor>
          </Group>
          {contact.phone ? (
            <Group gap={4} wrap="nowrap">
              <IconPhone size={16} aria-hidden="true" />
              <VisuallyHidden>{t('dashboard:contacts.phone')}</VisuallyHidden>
              <Anchor href={telHref(contact.phone)} size="sm">
                {contact.phone}
              </Anchor>
            </Group>
          ) : null}
        </Group>
        {/* Clamped on screen; the whole message stays in the page for screen readers and copying. */}
        <Text size="sm" lineClamp={2} style={wrap} data-testid="dashboard-contact-message">
          {contact.message}
        </Text>
      </Stack>
    </Paper>
  );
}
