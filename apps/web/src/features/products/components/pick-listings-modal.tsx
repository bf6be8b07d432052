import type { Property, SlotProduct } from '@app/contract';
import { Badge, Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { ListingPhoto } from '../../../components/listing-photo';
import { ListPagination } from '../../../components/list-pagination';
import { useNotices } from '../../../components/notices';
import { TEXT_FILTER_DELAY_MS } from '../../../components/text-filter';
import { priceLabel } from '../../../lib/property-labels';
import { usePickableListings } from '../api/pickable-listings';
import { usePickListing } from '../api/slot-product';
import { PRODUCT_NAME_KEYS, slotListingName } from './product-labels';

/** MANUAL: the user's published listings, searched and paged, each with "choose" while slots are free. */
export function PickListingsModal({
  userId,
  product,
  onClose,
}: {
  userId: number;
  product: SlotProduct;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), TEXT_FILTER_DELAY_MS);
  const [page, setPage] = useState(1);
  const list = usePickableListings(userId, { q, page });
  const pick = usePickListing(userId, product.code);
  const notices = useNotices('slot');
  const holding = new Set(product.listings.map((listing) => listing.id));
  const free = product.slots - product.used;
  const productName = t(PRODUCT_NAME_KEYS[product.code]);

  const choose = async (listing: Property) => {
    try {
      await pick.mutateAsync(listing.id);
      notices.success(t('products:pick.done', { name: slotListingName(listing), product: productName }));
    } catch (error) {
      notices.failure(error);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('products:pick.title', { product: productName })} size="lg">
      <Stack gap="sm">
        <Text size="sm" data-testid="slot-pick-free">
          {t('products:free', { count: Math.max(0, free) })}
        </Text>
        <TextInput
          label={t('products:pick.search')}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setPage(1);
          }}
          data-testid="slot-pick-search"
        />
        {list.data === undefined ? (
          <Loader size="sm" aria-label={t('common:loading')} />
        ) : list.data.data.length === 0 ? (
          <Text c="dimmed" data-testid="slot-pick-empty">
            {t('products:pick.empty')}
          </Text>
        ) : (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.data.data.map((listing) => {
              const name = slotListingName(listing);
              const held = holding.has(listing.id);
              return (
                <Group
                  component="li"
                  key={listing.id}
                  justify="space-between"
                  wrap="nowrap"
                  data-testid="slot-pick-row"
                  data-listing-id={listing.id}
                >
                  <Group gap="sm" wrap="nowrap" miw={0}>
                    <ListingPhoto url={listing.photoUrl} width={72} height={48} />
                    <Stack gap={0} miw={0}>
                      <Text size="sm" fw={600}>
                        {name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {priceLabel(listing, t)}
                      </Text>
                    </Stack>
                  </Group>
                  {held ? (
                    <Badge color="green" variant="light" data-testid="slot-pick-held">
                      {t('products:pick.held')}
                    </Badge>
                  ) : (
                    <Button
                      size="xs"
                      variant="light"
                      disabled={free <= 0 || pick.isPending}
                      onClick={() => void choose(listing)}
                      aria-label={t('products:pick.named', { name, product: productName })}
                      data-testid="slot-pick"
                    >
                      {t('products:pick.action')}
                    </Button>
                  )}
                </Group>
              );
            })}
          </Stack>
        )}
        <ListPagination
          label={t('products:pick.pages')}
          testId="slot-pick-pages"
          totalPages={list.data?.paging.totalPages ?? 0}
          page={page}
          onChange={setPage}
          compact
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-testid="slot-pick-close">
            {t('products:pick.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
