import type { ContactListing } from '@app/contract';
import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { Link } from '../../../lib/link';

/** The address on one line: street and number, then postcode and city, whatever is known. */
export function addressOf(listing: ContactListing): string {
  const street = [listing.street, listing.number].filter(Boolean).join(' ');
  const city = [listing.zipcode, listing.city].filter(Boolean).join(' ');
  return [street, city].filter(Boolean).join(', ');
}

/** A contact's listing: its code (a link to that listing's contacts), references and address. */
export function ListingSummary({ listing, href }: { listing: ContactListing; href: string }) {
  const { t } = useTranslation();
  const address = addressOf(listing);
  return (
    <Stack gap={2} data-testid="contact-listing">
      <Anchor
        component={Link}
        to={href}
        fw={600}
        aria-label={t('contacts:listing.contactsOf', { vlancode: listing.vlancode })}
        data-testid="contact-listing-link"
      >
        {listing.vlancode}
      </Anchor>
      {listing.yourReference ? (
        <Text size="sm">{t('contacts:listing.reference', { reference: listing.yourReference })}</Text>
      ) : null}
      {listing.projectReference ? (
        <Text size="sm">{t('contacts:listing.project', { project: listing.projectReference })}</Text>
      ) : null}
      {address ? (
        <Text size="sm" c="dimmed">
          {address}
        </Text>
      ) : null}
    </Stack>
  );
}
