import type { SearchMatch } from '@app/contract';
import { formatNumber } from '@app/i18n';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from '@app/i18n/react';
import { ListingPhoto } from '../../../components/listing-photo';
import { useCurrentLanguage } from '../../../lib/i18n';
import { listingKind, listingPlace, listingPrice } from '../../../lib/listing-words';

/** 3:2, the portal's photo format; fixed so the list never shifts while photos load. */
const PHOTO_WIDTH = 96;
const PHOTO_HEIGHT = 64;

/** One listing of a search's matches: photo, what, where, price, size, and its page on the portal. */
export function SearchMatchRow({ match }: { match: SearchMatch }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const kind = listingKind(match, t);
  const place = listingPlace(match) || t('savedSearches:matches.placeUnknown');
  const price = listingPrice(match, t, {
    onRequest: 'savedSearches:matches.priceOnRequest',
    perMonth: 'savedSearches:matches.perMonth',
  });
  const facts = [
    match.livableSurface !== null
      ? t('savedSearches:matches.surface', { value: formatNumber(match.livableSurface, lang) })
      : null,
    match.bedrooms !== null ? t('savedSearches:matches.bedrooms', { count: match.bedrooms }) : null,
  ].filter(Boolean);
  return (
    <Paper component="li" withBorder p="sm" data-testid="search-match" data-listing-id={match.id}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <ListingPhoto url={match.photoUrl} width={PHOTO_WIDTH} height={PHOTO_HEIGHT} />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" justify="space-between" align="flex-start">
            <Text fw={600} component="h3" m={0} size="md" data-testid="search-match-kind">
              {kind}
            </Text>
            {match.isNew ? (
              <Badge color="green" variant="light" data-testid="search-match-new">
                {t('savedSearches:matches.newBadge')}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {place}
          </Text>
          <Text fw={700} data-testid="search-match-price">
            {price}
          </Text>
          {facts.length ? (
            <Text size="sm" c="dimmed">
              {facts.join(' · ')}
            </Text>
          ) : null}
          {match.url ? (
            <Anchor
              href={match.url}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              aria-label={t('savedSearches:matches.openNamed', { listing: `${kind}, ${place}, ${price}` })}
              data-testid="search-match-link"
            >
              <Group gap={4} component="span" wrap="nowrap">
                {t('savedSearches:matches.open')}
                <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}
