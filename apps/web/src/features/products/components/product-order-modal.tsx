import type { Order, OrderableProduct, Profile } from '@app/contract';
import {
  fixedPricePackageFor,
  fixedPriceQuotaOf,
  ORDER_REMARKS_MAX,
  OVERRUN_CENTS_PER_PROPERTY_PER_DAY,
  PACK_PRODUCTS,
  productPackagesOf,
  SubscriptionOrderRequest,
  wallpaperPackageFor,
} from '@app/contract';
import { formatMoney } from '@app/i18n';
import { Loader, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import type { InvoiceAddresseeValues, ProfileQuery } from '../../../components/invoice-addressee-fields';
import { invoiceAddresseeOf } from '../../../components/invoice-addressee-fields';
import { useNotices } from '../../../components/notices';
import { OrderPlaced } from '../../../components/order-placed';
import { PackageChoice } from '../../../components/package-choice';
import { settle } from '../../../lib/settle';
import { applyServerFields } from '../../../lib/translated-form';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useOrderAccountProduct } from '../api/product-orders';
import { AccountOrderFooter } from './account-order-footer';
import { productName } from './product-labels';

interface Values extends Record<string, unknown> {
  type: 'product';
  product: OrderableProduct;
  package: string;
  remarks: string;
  termsAccepted: boolean;
  invoice: InvoiceAddresseeValues;
}

/**
 * "Order" a product (spec sections 3 and 5): the package from the contract's prices, remarks, the
 * invoice's addressee (the VAT rule of the invoice request) and the terms; then what to pay.
 */
export function ProductOrderModal({
  userId,
  product,
  onlineListings,
  profileQuery,
  onClose,
}: {
  userId: number;
  product: OrderableProduct;
  /** Wallpaper PRO's price depends on it. */
  onlineListings: number;
  profileQuery: ProfileQuery;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const profile = useQuery(profileQuery(userId));
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('products:order.title', { product: productName(t, product) })}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:close') }}
      data-testid="product-order-modal"
    >
      {profile.isPending ? (
        <Loader size="sm" aria-label={t('common:loading')} />
      ) : (
        <OrderForm
          product={product}
          onlineListings={onlineListings}
          profile={profile.data}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function OrderForm({
  product,
  onlineListings,
  profile,
  onClose,
}: {
  product: OrderableProduct;
  onlineListings: number;
  profile: Profile | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const codes = product === 'wallpaper' ? [wallpaperPackageFor(onlineListings)] : productPackagesOf(product);
  // A fixed-price package starts on the one that covers the properties online; smaller ones say what they cost.
  const first = product === 'fixedPrice' ? fixedPricePackageFor(onlineListings) : codes[0]!;
  const warnings = Object.fromEntries(
    codes
      .filter((code) => (fixedPriceQuotaOf(code) ?? Infinity) < onlineListings)
      .map((code) => [
        code,
        t('products:fixedPrice.belowOnline', {
          online: onlineListings,
          overrun: formatMoney(OVERRUN_CENTS_PER_PROPERTY_PER_DAY / 100),
        }),
      ]),
  );
  const invoice = invoiceAddresseeOf(profile);
  const form = useSchemaForm<Values>(SubscriptionOrderRequest, {
    type: 'product',
    product,
    package: first,
    remarks: '',
    termsAccepted: false,
    invoice,
  });
  const place = useOrderAccountProduct();
  const notices = useNotices('products');
  const [placed, setPlaced] = useState<Order | null>(null);

  const submit = form.onSubmit((values) =>
    settle(place.mutateAsync(SubscriptionOrderRequest.parse(values)), {
      done: (result) => setPlaced(result.data),
      failed: (error) => {
        if (!applyServerFields(form, error)) notices.failure(error);
      },
    }),
  );

  if (placed) return <OrderPlaced order={placed} onClose={onClose} />;
  return (
    <form onSubmit={submit} noValidate data-testid="product-order-form">
      <Stack gap="md">
        <Text size="sm">
          {(PACK_PRODUCTS as readonly string[]).includes(product)
            ? t('products:order.packIntro')
            : product === 'wallpaper'
              ? t('products:order.wallpaperIntro', { count: onlineListings })
              : t('products:order.intro')}
        </Text>
        <PackageChoice
          key={form.key('package')}
          type="product"
          codes={codes}
          legend={t('products:order.packages')}
          inputProps={form.getInputProps('package')}
          warnings={warnings}
        />
        <Textarea
          {...form.getInputProps('remarks')}
          key={form.key('remarks')}
          label={t('products:order.remarks')}
          rows={3}
          maxLength={ORDER_REMARKS_MAX}
          data-testid="product-order-remarks"
        />
        <AccountOrderFooter
          form={form}
          initialNoVat={invoice.noVat}
          pending={place.isPending}
          onClose={onClose}
          testId="product-order"
        />
      </Stack>
    </form>
  );
}
