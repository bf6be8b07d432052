import type { Bookmark } from '@app/contract';
import { formatDate, formatNumber } from '@app/i18n';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { ListingPhoto } from '../../../components/listing-photo';
import { useCurrentLanguage } from '../../../lib/i18n';
import { listingPlace as placeOf } from '../../../lib/listing-words';
import { listingKind, priceLabel } from '../../../lib/property-labels';

/** What the listing is: "House · For sale". */
export const listingTitle = (bookmark: Bookmark, t: (key: string) => string): string =>
  listingKind(bookmark.listing, t);

/** 3:2, the portal's photo format; fixed so the list never shifts while photos load. */
const PHOTO_WIDTH = 96;
const PHOTO_HEIGHT = 64;

export const listingPlace = ({ listing }: Bookmark): string => placeOf(listing);

/** The main photo (a placeholder without one, or when it does not load), with the photo count. */
function Photo({ bookmark }: { bookmark: Bookmark }) {
  const { t } = useTranslation();
  const { photoUrl, available, photoCount } = bookmark.listing;
  return (
    <Stack gap={4} align="center" w={PHOTO_WIDTH} style={{ flexShrink: 0 }}>
      <ListingPhoto
        url={photoUrl}
        width={PHOTO_WIDTH}
        height={PHOTO_HEIGHT}
        muted={!available}
        testId="bookmark-photo"
      />
      <Text size="xs" c="dimmed" ta="center">
        {t('bookmarks:photos', { count: photoCount })}
      </Text>
    </Stack>
  );
}

/** The price now; after a change also the price when it was saved, struck through. */
function ListingPrice({ bookmark }: { bookmark: Bookmark }) {
  const { t } = useTranslation();
  const { listing } = bookmark;
  const changed =
    listing.priceWhenSaved !== null && listing.price !== null && listing.price !== listing.priceWhenSaved;
  return (
    <Stack gap={2} align="flex-end">
      <Text fw={700} data-testid="bookmark-price" style={{ whiteSpace: 'nowrap' }}>
        {priceLabel(listing, t)}
      </Text>
      {changed ? (
        <Group gap={6} wrap="nowrap" data-testid="bookmark-price-change">
          <Text
            size="sm"
            c="dimmed"
            td="line-through"
            aria-label={t('bookmarks:priceWhenSaved', {
              price: priceLabel({ ...listing, price: listing.priceWhenSaved }, t),
            })}
          >
            {priceLabel({ ...listing, price: listing.priceWhenSaved }, t)}
          </Text>
          <Badge color={listing.price! < listing.priceWhenSaved! ? 'green' : 'orange'} variant="light">
            {t(listing.price! < listing.priceWhenSaved! ? 'bookmarks:priceDown' : 'bookmarks:priceUp')}
          </Badge>
        </Group>
      ) : null}
    </Stack>
  );
}

/** The head of a card: photo, what and where, surface and bedrooms, price, and whether it is still for sale. */
export function BookmarkListing({ bookmark }: { bookmark: Bookmark }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const { listing } = bookmark;
  const facts = [
    listing.livableSurface !== null
      ? t('bookmarks:surface', { value: formatNumber(listing.livableSurface, lang) })
      : null,
    listing.bedrooms !== null ? t('bookmarks:bedrooms', { count: listing.bedrooms }) : null,
    t('bookmarks:savedOn', { date: formatDate(bookmark.savedAt, lang) }),
  ].filter(Boolean);
  return (
    <Group align="flex-start" wrap="nowrap" gap="sm">
      <Photo bookmark={bookmark} />
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={0} miw={0}>
            <Text fw={600} component="h3" m={0} size="md" data-testid="bookmark-title">
              {listingTitle(bookmark, t)}
            </Text>
            <Text size="sm" data-testid="bookmark-place">
              {listingPlace(bookmark) || t('bookmarks:placeUnknown')}
            </Text>
          </Stack>
          <ListingPrice bookmark={bookmark} />
        </Group>
        <Text size="sm" c="dimmed">
          {facts.join(' · ')}
        </Text>
        {listing.available ? null : (
          <Badge color="gray" variant="filled" data-testid="bookmark-unavailable">
            {t('bookmarks:unavailable')}
          </Badge>
        )}
      </Stack>
    </Group>
  );
}
