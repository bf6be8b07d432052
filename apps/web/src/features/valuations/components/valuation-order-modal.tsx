import type { ValuationOrder } from '@app/contract';
import { ValuationOrderRequest } from '@app/contract';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { useNotices } from '../../../components/notices';
import { OrderPlaced } from '../../../components/order-placed';
import { PackageChoice } from '../../../components/package-choice';
import { settle } from '../../../lib/settle';
import { applyServerFields } from '../../../lib/translated-form';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useOrderValuation } from '../api/valuation-orders';
import { TermsCheckbox } from '../../../components/terms-checkbox';

interface Values extends Record<string, unknown> {
  valuationId: number;
  package: string;
  remarks: string;
  termsAccepted: boolean;
}

/** Ordering a valuation package for one valuation (decision 026): the package, remarks, the terms. */
export function ValuationOrderModal({
  userId,
  valuationId,
  address,
  onClose,
}: {
  userId: number;
  valuationId: number;
  address: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm<Values>(ValuationOrderRequest, {
    valuationId,
    package: 'valuation-expert',
    remarks: '',
    termsAccepted: false,
  });
  const place = useOrderValuation(userId);
  const notices = useNotices('valuation-order');
  const [placed, setPlaced] = useState<ValuationOrder | null>(null);
  const submit = form.onSubmit((values) =>
    settle(place.mutateAsync(ValuationOrderRequest.parse(values)), {
      done: (result) => setPlaced(result.data),
      failed: (error) => {
        if (!applyServerFields(form, error)) notices.failure(error);
      },
    }),
  );
  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={t('valuations:order.title', { address })}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      data-testid="valuation-order-modal"
    >
      {placed ? (
        <OrderPlaced order={placed} onClose={onClose} />
      ) : (
        <form onSubmit={submit} noValidate data-testid="valuation-order-form">
          <Stack gap="md">
            <Text size="sm">{t('valuations:order.intro')}</Text>
            <PackageChoice
              key={form.key('package')}
              type="valuation"
              legend={t('valuations:order.packages')}
              inputProps={form.getInputProps('package')}
            />
            <Textarea
              {...form.getInputProps('remarks')}
              key={form.key('remarks')}
              label={t('valuations:order.remarks')}
              rows={2}
              maxLength={1000}
            />
            <TermsCheckbox
              key={form.key('termsAccepted')}
              inputProps={form.getInputProps('termsAccepted', { type: 'checkbox' })}
              testId="valuation-order-terms"
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('valuations:order.cancel')}
              </Button>
              <Button type="submit" loading={place.isPending} data-testid="valuation-order-submit">
                {t('valuations:order.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
