import type { SlotListing, SlotProduct } from '@app/contract';
import { formatDate } from '@app/i18n';
import { Badge, Button, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { runConfirmed } from '../../../components/confirmed-action';
import { DialogLoading } from '../../../components/dialog-loading';
import { ListingPhoto } from '../../../components/listing-photo';
import { ScrollTable } from '../../../components/scroll-table';
import { errorMessageKey, useCurrentLanguage } from '../../../lib/i18n';
import { priceLabel } from '../../../lib/property-labels';
import { useReleaseListing } from '../api/slot-product';
import { PRODUCT_NAME_KEYS, SELECTION_KEYS, slotListingName } from './product-labels';

// The picker's code (its search and the contract's schemas) comes with its first opening, not with
// the slots the server draws (issue 49).
const PickListingsModal = lazy(async () => ({
  default: (await import('./pick-listings-modal')).PickListingsModal,
}));

/** The listings holding a slot, with "release" (MANUAL) and "add listings" while slots are free. */
export function SlotListings({ userId, product }: { userId: number; product: SlotProduct }) {
  const { t, i18n } = useTranslation();
  const lang = useCurrentLanguage();
  const release = useReleaseListing(userId, product.code);
  const [picking, setPicking] = useState(false);
  const productName = t(PRODUCT_NAME_KEYS[product.code]);
  const free = product.slots - product.used;

  const requestRelease = (listing: SlotListing) => {
    const name = slotListingName(listing);
    runConfirmed({
      title: t('products:release.title'),
      question: t('products:release.body', { name, product: productName }),
      labels: { confirm: t('products:release.confirm'), cancel: t('products:release.cancel') },
      testId: 'slot-release',
      destructive: true,
      run: () => release.mutateAsync(listing.id),
      succeeded: () => ({
        message: t('products:release.done', { name }),
        testId: 'slot-notification-success',
      }),
      failed: (error) => ({ message: t(errorMessageKey(error, i18n)), testId: 'slot-notification-failure' }),
    });
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t('products:listings.title')}
        </Title>
        {product.manualAllowed ? (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setPicking(true)}
            disabled={free <= 0}
            data-testid="slot-pick-open"
          >
            {t('products:pick.open')}
          </Button>
        ) : null}
      </Group>
      {product.listings.length === 0 ? (
        <Text c="dimmed" data-testid="slot-listings-empty">
          {t('products:listings.empty')}
        </Text>
      ) : (
        <ScrollTable
          minWidth={720}
          label={t('products:listings.title')}
          stickyActions={product.manualAllowed}
        >
          <Table verticalSpacing="xs" data-testid="slot-listings">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <VisuallyHidden>{t('products:listings.photo')}</VisuallyHidden>
                </Table.Th>
                <Table.Th>{t('products:listings.reference')}</Table.Th>
                <Table.Th>{t('products:listings.place')}</Table.Th>
                <Table.Th>{t('products:listings.price')}</Table.Th>
                <Table.Th>{t('products:listings.status')}</Table.Th>
                <Table.Th>{t('products:listings.since')}</Table.Th>
                {product.manualAllowed ? (
                  <Table.Th>
                    <VisuallyHidden>{t('products:listings.actions')}</VisuallyHidden>
                  </Table.Th>
                ) : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {product.listings.map((listing) => (
                <Table.Tr key={listing.id} data-testid="slot-listing" data-listing-id={listing.id}>
                  <Table.Td>
                    <ListingPhoto url={listing.photoUrl} width={72} height={48} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {listing.yourReference ?? listing.vlancode}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {listing.vlancode}
                    </Text>
                  </Table.Td>
                  <Table.Td>{[listing.zipcode, listing.city].filter(Boolean).join(' ')}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{priceLabel(listing, t)}</Table.Td>
                  <Table.Td>{t(`lookups:statusType.${listing.status.code}`)}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatDate(listing.since, lang)}</Text>
                    <Badge size="xs" variant="light" color={listing.selection === 'AUTO' ? 'grape' : 'blue'}>
                      {t(SELECTION_KEYS[listing.selection])}
                    </Badge>
                  </Table.Td>
                  {product.manualAllowed ? (
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        onClick={() => requestRelease(listing)}
                        aria-label={t('products:release.named', { name: slotListingName(listing) })}
                        data-testid="slot-release"
                      >
                        {t('products:release.action')}
                      </Button>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      {picking ? (
        <Suspense fallback={<DialogLoading testId="slot-pick-loading" />}>
          <PickListingsModal userId={userId} product={product} onClose={() => setPicking(false)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
