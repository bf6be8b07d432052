import { PROPERTY_TYPES, TRANSACTION_TYPES } from '@app/contract';
import { NativeSelect, SimpleGrid } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import type { FieldBinding } from './field-binding';

/**
 * The type of property and the transaction: native selects, which phones show with their own
 * picker. `placeholder` adds an empty first option (the start step, before anything is chosen).
 */
export function TypeFields({ fields, placeholder }: { fields: FieldBinding; placeholder?: string }) {
  const { t } = useTranslation();
  const empty = placeholder ? [{ value: '', label: placeholder }] : [];
  const propertyTypes = PROPERTY_TYPES.map((code) => ({
    value: code,
    label: t(`lookups:propertyType.${code}`),
  }));
  const transactionTypes = TRANSACTION_TYPES.map((code) => ({
    value: code,
    label: t(`lookups:transactionType.${code}`),
  }));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <NativeSelect
        {...fields.props('propertyType')}
        key={fields.key('propertyType')}
        label={t('adEditor:type.propertyType')}
        data={[...empty, ...propertyTypes]}
        required
        data-testid="ad-editor-propertyType"
      />
      <NativeSelect
        {...fields.props('transactionType')}
        key={fields.key('transactionType')}
        label={t('adEditor:type.transactionType')}
        data={[...empty, ...transactionTypes]}
        required
        data-testid="ad-editor-transactionType"
      />
    </SimpleGrid>
  );
}
