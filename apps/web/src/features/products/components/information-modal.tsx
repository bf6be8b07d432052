import type { ProductCode } from '@app/contract';
import { InformationRequest, PRODUCT_REMARKS_MAX } from '@app/contract';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { useNotices } from '../../../components/notices';
import { applyServerFields } from '../../../lib/translated-form';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useRequestInformation } from '../api/request-information';
import { PRODUCT_NAME_KEYS } from './product-labels';
import { TermsCheckbox } from '../../../components/terms-checkbox';

interface Values extends Record<string, unknown> {
  product: ProductCode;
  remarks: string;
  termsAccepted: boolean;
}

/** "Ask for information" (spec sections 3 and 5): remarks, and the terms to accept. */
export function InformationModal({
  userId,
  product,
  onClose,
}: {
  userId: number;
  product: ProductCode;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm<Values>(InformationRequest, { product, remarks: '', termsAccepted: false });
  const request = useRequestInformation(userId);
  const notices = useNotices('products');
  const name = t(PRODUCT_NAME_KEYS[product]);

  const submit = form.onSubmit(async (values) => {
    try {
      await request.mutateAsync({ ...values, remarks: values.remarks || null });
      notices.success(t('products:information.done', { product: name }));
      onClose();
    } catch (error) {
      if (!applyServerFields(form, error)) notices.failure(error);
    }
  });

  return (
    <Modal opened onClose={onClose} title={t('products:information.title', { product: name })}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('products:information.intro')}</Text>
          <Textarea
            {...form.getInputProps('remarks')}
            key={form.key('remarks')}
            label={t('products:information.remarks')}
            rows={3}
            maxLength={PRODUCT_REMARKS_MAX}
            data-testid="information-remarks"
          />
          <TermsCheckbox
            key={form.key('termsAccepted')}
            inputProps={form.getInputProps('termsAccepted', { type: 'checkbox' })}
            testId="information-terms"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-testid="information-cancel">
              {t('products:information.cancel')}
            </Button>
            <Button type="submit" loading={request.isPending} data-testid="information-send">
              {t('products:information.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
