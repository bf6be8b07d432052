import type { Language, OpeningHours, Profile } from '@app/contract';
import { Anchor, Group, Image, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { useCurrentLanguage } from '../../../lib/i18n';
import { weekdayName } from '../../../lib/weekday-names';

/** Text in the page's language, else in the first language that has it. */
const inLanguage = (texts: Record<Language, string | null>, lang: Language): string | null =>
  texts[lang] ?? texts.nl ?? texts.fr ?? texts.en ?? null;

function hoursOf(hours: OpeningHours, t: (key: string) => string): string {
  const spans = [
    hours.morningFrom && hours.morningTo ? `${hours.morningFrom}–${hours.morningTo}` : null,
    hours.afternoonFrom && hours.afternoonTo ? `${hours.afternoonFrom}–${hours.afternoonTo}` : null,
  ].filter(Boolean);
  if (hours.byAppointment === 'only') return t('products:directory.onlyByAppointment');
  const open = spans.length > 0 ? spans.join(', ') : t('products:directory.closed');
  return hours.byAppointment === 'also' ? `${open} · ${t('products:directory.alsoByAppointment')}` : open;
}

/**
 * PRO Directory: the agency's entry as the portal's directory shows it, built from its profile
 * (logo, name, slogan, description in the page's language, address, opening hours, contacts).
 */
export function ProDirectoryPreview({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const pro = profile.pro;
  if (!pro) return null;
  const logo = pro.logos[lang] ?? pro.logos.all;
  const address = profile.user.address;
  const street = [address.street, address.number, address.box].filter(Boolean).join(' ');
  const place = [address.postcode, address.city].filter(Boolean).join(' ');
  const description = inLanguage(pro.description, lang);
  const comment = inLanguage(pro.openingHoursComment, lang);
  const phone = profile.user.phone ?? profile.user.mobile;
  const hours = [...pro.openingHours].sort((a, b) => a.weekday - b.weekday);
  return (
    <Paper
      withBorder
      p="md"
      data-testid="pro-directory-preview"
      aria-label={t('products:directory.previewLabel')}
    >
      <Stack gap="sm">
        <Group align="flex-start" wrap="nowrap">
          {logo ? (
            <Image
              src={logo}
              alt={t('products:directory.logo', { company: pro.companyName })}
              w={96}
              h={96}
              fit="contain"
            />
          ) : null}
          <div>
            <Title order={3} size="h4">
              {pro.companyName || t('products:directory.noName')}
            </Title>
            {pro.slogan ? (
              <Text c="dimmed" fs="italic">
                {pro.slogan}
              </Text>
            ) : null}
            {street || place ? <Text size="sm">{[street, place].filter(Boolean).join(', ')}</Text> : null}
          </div>
        </Group>
        {description ? (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }} data-testid="pro-directory-description">
            {description}
          </Text>
        ) : null}
        <Group gap="lg">
          {phone ? (
            <Anchor size="sm" href={`tel:${phone.replace(/\s+/g, '')}`}>
              {phone}
            </Anchor>
          ) : null}
          {pro.website ? (
            <Anchor size="sm" href={pro.website} target="_blank" rel="noreferrer">
              {pro.website}
            </Anchor>
          ) : null}
          {pro.buyerContactEmail ? (
            <Anchor size="sm" href={`mailto:${pro.buyerContactEmail}`}>
              {pro.buyerContactEmail}
            </Anchor>
          ) : null}
        </Group>
        {hours.length > 0 ? (
          <div>
            <Text size="sm" fw={600}>
              {t('products:directory.hours')}
            </Text>
            <Table withRowBorders={false} verticalSpacing={2} data-testid="pro-directory-hours">
              <Table.Tbody>
                {hours.map((day) => (
                  <Table.Tr key={day.id}>
                    <Table.Th scope="row" fw={400}>
                      {weekdayName(day.weekday, lang)}
                    </Table.Th>
                    <Table.Td>{hoursOf(day, t)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {comment ? (
              <Text size="xs" c="dimmed">
                {comment}
              </Text>
            ) : null}
          </div>
        ) : null}
        {pro.extraContacts.length > 0 ? (
          <div>
            <Text size="sm" fw={600}>
              {t('products:directory.contacts')}
            </Text>
            <Stack gap={4} data-testid="pro-directory-contacts">
              {pro.extraContacts.map((contact) => (
                <Text size="sm" key={contact.id}>
                  {[
                    [contact.firstName, contact.lastName].join(' '),
                    contact.jobTitle,
                    contact.phone ?? contact.mobile,
                    contact.email,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              ))}
            </Stack>
          </div>
        ) : null}
      </Stack>
    </Paper>
  );
}
