import type { Language, Property, Types } from '@app/contract';
import { RATING_MAX } from '@app/contract';
import { formatDate, formatNumber } from '@app/i18n';
import { Badge, Group, Rating, Stack, Text } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { ListingPhoto } from '../../../components/listing-photo';
import { addressLines, listingKind, priceLabel, statusLabel } from '../../../lib/property-labels';
import { MarketVerdict } from './market-verdict';
import { SlotBadges } from './slot-badges';

/**
 * The pieces of a listing that the table (wide screens, print) and the cards (phones) both show, so
 * the two never differ in content.
 */

/** The main photo, as every list of listings shows it (a placeholder without one), with the photo count. */
export function PropertyPhoto({ property }: { property: Property }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} align="center" w={72}>
      <ListingPhoto url={property.photoUrl} width={72} height={48} testId="property-photo" />
      <Text size="xs" c="dimmed" ta="center">
        {t('properties:photos', { count: property.photoCount })}
      </Text>
    </Stack>
  );
}

/**
 * The owner's reference (else what the listing is: a private seller gives none), what it is, software
 * reference, portal code, the "Managed by" badge and the slots it holds.
 */
export function PropertyIdentity({ property }: { property: Property }) {
  const { t } = useTranslation();
  const kind = listingKind(property, t);
  return (
    <Stack gap={2} align="flex-start" miw={0}>
      <Text fw={600} data-testid="property-reference" style={{ overflowWrap: 'anywhere' }}>
        {property.yourReference ?? kind}
      </Text>
      {property.yourReference ? (
        <Text size="xs" data-testid="property-kind">
          {kind}
        </Text>
      ) : null}
      {property.softwareReference ? (
        <Text size="xs">{t('properties:softwareReference', { reference: property.softwareReference })}</Text>
      ) : null}
      <Text size="xs" c="dimmed" data-testid="property-vlancode">
        {t('properties:vlancode', { code: property.vlancode })}
      </Text>
      {property.managedBy ? (
        <Badge variant="light" color="grape" data-testid="property-managed-by" style={{ maxWidth: '100%' }}>
          {t('properties:managedBy', { name: property.managedBy })}
        </Badge>
      ) : null}
      <SlotBadges listingId={property.id} />
    </Stack>
  );
}

/** The photo beside the identity: the first column, or the head of a card. */
export function PropertyHead({ property }: { property: Property }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <PropertyPhoto property={property} />
      <PropertyIdentity property={property} />
    </Group>
  );
}

export function PropertyAddress({ property }: { property: Property }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      {addressLines(property, t).map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

export function PropertyPrice({ property }: { property: Property }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" fw={600} data-testid="property-price" style={{ whiteSpace: 'nowrap' }}>
      {priceLabel(property, t)}
    </Text>
  );
}

/** The status, then the online and offline dates. */
export function PropertyStatus({
  property,
  types,
  lang,
}: {
  property: Property;
  types: Types | undefined;
  lang: Language;
}) {
  const { t } = useTranslation();
  const date = (value: string | null) => (value ? formatDate(value, lang) : '—');
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600} data-testid="property-status">
        {statusLabel(property, types, t)}
      </Text>
      <Text size="xs">{t('properties:online', { date: date(property.onlineDate) })}</Text>
      <Text size="xs">{t('properties:offline', { date: date(property.offlineDate) })}</Text>
    </Stack>
  );
}

/** The rating, then the four counters, each value in its own element beside its label. */
export function PropertyStatistics({ property, lang }: { property: Property; lang: Language }) {
  const { t } = useTranslation();
  const { counters } = property;
  const rows = [
    { label: t('properties:table.searchAppearances'), value: counters.searchAppearances },
    { label: t('properties:table.detailViews'), value: counters.detailViews },
    { label: t('properties:table.mails'), value: counters.mails },
    { label: t('properties:table.phoneRequests'), value: counters.phoneRequests },
  ];
  return (
    <Stack gap={4}>
      {property.rating === null ? (
        <Text size="xs" c="dimmed">
          {t('properties:notRated')}
        </Text>
      ) : (
        <Rating
          readOnly
          count={RATING_MAX}
          value={property.rating}
          size="sm"
          role="img"
          aria-label={t('properties:rating', { rating: property.rating, max: RATING_MAX })}
        />
      )}
      <Stack gap={0} component="dl" m={0}>
        {rows.map((row) => (
          <Group key={row.label} gap={6} wrap="nowrap" justify="space-between">
            <Text size="xs" component="dt">
              {row.label}
            </Text>
            <Text size="xs" fw={600} component="dd" m={0}>
              {formatNumber(row.value, lang)}
            </Text>
          </Group>
        ))}
      </Stack>
      <MarketVerdict market={property.market} />
    </Stack>
  );
}
