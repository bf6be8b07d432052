import type { Order, PostcodeAvailability, Profile, TerritoryProduct, ZoneType } from '@app/contract';
import {
  ORDER_PACKAGES,
  ORDER_REMARKS_MAX,
  TERRITORY_MONTHS_MAX,
  TerritoryOrderRequest,
  territoryMinimumMonths,
  territoryPackageOf,
} from '@app/contract';
import { formatMoney } from '@app/i18n';
import {
  Badge,
  Group,
  Loader,
  Modal,
  NumberInput,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import type { InvoiceAddresseeValues, ProfileQuery } from '../../../components/invoice-addressee-fields';
import { invoiceAddresseeOf } from '../../../components/invoice-addressee-fields';
import { useNotices } from '../../../components/notices';
import { OrderPlaced } from '../../../components/order-placed';
import { settle } from '../../../lib/settle';
import { applyServerFields } from '../../../lib/translated-form';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useOrderTerritory, usePostcodeSearch } from '../api/territories';
import { AccountOrderFooter } from './account-order-footer';

interface Values extends Record<string, unknown> {
  type: 'territory';
  product: TerritoryProduct;
  postcode: string;
  zoneType: ZoneType | null;
  months: number;
  remarks: string;
  termsAccepted: boolean;
  invoice: InvoiceAddresseeValues;
}

const monthlyPrice = (product: TerritoryProduct, zoneType: ZoneType | null) =>
  ORDER_PACKAGES.product[territoryPackageOf(product, zoneType)].price;

/** Whether the caller may order the postcode now (decision 026). */
const orderable = (product: TerritoryProduct, row: PostcodeAvailability): boolean =>
  !row.heldByYou &&
  (product === 'proFirst' ? row.proFirstFree : row.exclusivityFree || row.poolPlacesLeft > 0);

/**
 * Ordering Pro First or a valuation zone for a postcode: find it by number or name (free or not),
 * the zone's type, the months (at least the product's minimum), remarks, the invoice and the terms.
 */
export function TerritoryOrderModal({
  userId,
  product,
  profileQuery,
  onClose,
}: {
  userId: number;
  product: TerritoryProduct;
  profileQuery: ProfileQuery;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const profile = useQuery(profileQuery(userId));
  return (
    <Modal
      opened
      onClose={onClose}
      title={
        product === 'proFirst'
          ? t('products:territory.proFirst.order')
          : t('products:territory.valuation.order')
      }
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:close') }}
      data-testid="territory-order-modal"
    >
      {profile.isPending ? (
        <Loader size="sm" aria-label={t('common:loading')} />
      ) : (
        <OrderForm userId={userId} product={product} profile={profile.data} onClose={onClose} />
      )}
    </Modal>
  );
}

function OrderForm({
  userId,
  product,
  profile,
  onClose,
}: {
  userId: number;
  product: TerritoryProduct;
  profile: Profile | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const invoice = invoiceAddresseeOf(profile);
  const minimum = territoryMinimumMonths(product);
  // A valuation zone is a pool place unless the agency asks for the exclusivity; Pro First has none.
  const initialZone: ZoneType | null = product === 'valuation' ? 'pool' : null;
  const form = useSchemaForm<Values>(TerritoryOrderRequest, {
    type: 'territory',
    product,
    postcode: '',
    zoneType: initialZone,
    months: minimum,
    remarks: '',
    termsAccepted: false,
    invoice,
  });
  const [chosen, setChosen] = useState<PostcodeAvailability | null>(null);
  // The form holds its values without rendering (uncontrolled): the price shown follows this copy.
  const [zoneType, setZoneType] = useState<ZoneType | null>(initialZone);
  const pickZone = (type: ZoneType) => {
    setZoneType(type);
    form.setFieldValue('zoneType', type);
  };
  const place = useOrderTerritory();
  const notices = useNotices('territory-order');
  const [placed, setPlaced] = useState<Order | null>(null);

  const choose = (row: PostcodeAvailability) => {
    setChosen(row);
    form.setFieldValue('postcode', row.postcode);
    if (product === 'valuation') pickZone(row.poolPlacesLeft > 0 ? 'pool' : 'exclusivity');
  };

  const submit = form.onSubmit((values) =>
    settle(place.mutateAsync(TerritoryOrderRequest.parse(values)), {
      done: (result) => setPlaced(result.data),
      failed: (error) => {
        if (!applyServerFields(form, error)) notices.failure(error);
      },
    }),
  );

  if (placed) return <OrderPlaced order={placed} onClose={onClose} />;
  return (
    <form onSubmit={submit} noValidate data-testid="territory-order-form">
      <Stack gap="md">
        <Text size="sm">
          {product === 'proFirst'
            ? t('products:territory.proFirst.orderIntro', { min: minimum })
            : t('products:territory.valuation.orderIntro', { min: minimum })}
        </Text>
        <PostcodeSearch
          userId={userId}
          product={product}
          chosen={chosen}
          onChoose={choose}
          error={form.errors.postcode}
        />
        {product === 'valuation' && chosen ? (
          <Radio.Group
            value={zoneType ?? undefined}
            onChange={(value) => pickZone(value as ZoneType)}
            label={t('products:territory.column.zoneType')}
            required
            data-testid="territory-zone-type"
          >
            <Stack gap="xs" mt="xs">
              <Radio
                value="exclusivity"
                disabled={!chosen.exclusivityFree}
                label={`${t('products:territory.zoneType.exclusivity')} · ${t('products:summary.perMonth', {
                  price: formatMoney(monthlyPrice('valuation', 'exclusivity')),
                })}`}
                description={t('products:territory.valuation.exclusivityHelp')}
                data-testid="territory-zone-exclusivity"
              />
              <Radio
                value="pool"
                disabled={chosen.poolPlacesLeft === 0}
                label={`${t('products:territory.zoneType.pool')} · ${t('products:summary.perMonth', {
                  price: formatMoney(monthlyPrice('valuation', 'pool')),
                })}`}
                description={t('products:territory.valuation.poolHelp', { count: chosen.poolPlacesLeft })}
                data-testid="territory-zone-pool"
              />
            </Stack>
          </Radio.Group>
        ) : null}
        <NumberInput
          {...form.getInputProps('months')}
          key={form.key('months')}
          label={t('products:territory.months')}
          description={t('products:territory.monthsHelp', {
            min: minimum,
            price: formatMoney(monthlyPrice(product, zoneType)),
          })}
          min={minimum}
          max={TERRITORY_MONTHS_MAX}
          allowDecimal={false}
          required
          data-testid="territory-months"
        />
        <Textarea
          {...form.getInputProps('remarks')}
          key={form.key('remarks')}
          label={t('products:order.remarks')}
          rows={2}
          maxLength={ORDER_REMARKS_MAX}
        />
        <AccountOrderFooter
          form={form}
          initialNoVat={invoice.noVat}
          pending={place.isPending}
          canSubmit={chosen !== null}
          onClose={onClose}
          testId="territory-order"
        />
      </Stack>
    </form>
  );
}

/** Finds postcodes by number or locality name; each says whether it can be ordered. */
function PostcodeSearch({
  userId,
  product,
  chosen,
  onChoose,
  error,
}: {
  userId: number;
  product: TerritoryProduct;
  chosen: PostcodeAvailability | null;
  onChoose: (row: PostcodeAvailability) => void;
  error: unknown;
}) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const [query] = useDebouncedValue(term.trim(), 300);
  const search = usePostcodeSearch(userId, query);
  const rows = query.length >= 2 ? (search.data ?? []) : [];
  const nothingFound =
    query.length >= 2 && search.isSuccess && !search.isPlaceholderData && rows.length === 0;
  return (
    <Stack gap="xs">
      <TextInput
        label={t('products:territory.search')}
        description={t('products:territory.searchHelp')}
        value={term}
        onChange={(event) => setTerm(event.currentTarget.value)}
        error={typeof error === 'string' && !chosen ? t(error) : undefined}
        data-testid="territory-search"
      />
      {nothingFound ? <Text size="sm">{t('profile:address.nothingFound')}</Text> : null}
      {rows.length > 0 ? (
        <Radio.Group
          value={chosen?.postcode ?? ''}
          onChange={(value) => {
            const row = rows.find((candidate) => candidate.postcode === value);
            if (row) onChoose(row);
          }}
          label={t('products:territory.results')}
          data-testid="territory-results"
        >
          <Stack gap={4} mt="xs">
            {rows.map((row) => {
              const free = orderable(product, row);
              return (
                <Radio
                  key={row.postcode}
                  value={row.postcode}
                  disabled={!free}
                  wrapperProps={{ 'data-testid': `territory-result-${row.postcode}` }}
                  label={
                    <Group gap="xs" wrap="nowrap">
                      <Text size="sm" fw={600}>
                        {row.postcode}
                      </Text>
                      <Text size="sm">{row.cities.join(', ')}</Text>
                      <Badge variant="light" color={free ? 'green' : 'gray'}>
                        {row.heldByYou
                          ? t('products:territory.yours')
                          : free
                            ? t('products:territory.free')
                            : t('products:territory.taken')}
                      </Badge>
                    </Group>
                  }
                />
              );
            })}
          </Stack>
        </Radio.Group>
      ) : null}
    </Stack>
  );
}
