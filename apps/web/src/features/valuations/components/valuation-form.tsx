import type { ValuationDetail, ValuationCondition } from '@app/contract';
import { VALUATION_CONDITIONS, VALUATION_PROPERTY_TYPES } from '@app/contract';
import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { LocalityInput } from '../../../components/locality-input';
import { useNotices } from '../../../components/notices';
import { loadSchemas } from '../../../lib/schemas';
import { settle } from '../../../lib/settle';
import { applyServerFields, useTranslatedForm } from '../../../lib/translated-form';
import { useRequestValuation } from '../api/valuations';
import { CONDITION_KEYS } from './valuation-labels';

interface Values extends Record<string, unknown> {
  street: string;
  number: string;
  postcode: string;
  city: string;
  propertyType: 'house' | 'appartment';
  livableSurface: string;
  bedrooms: string;
  buildYear: string;
  condition: ValuationCondition | '';
  consentToContact: boolean;
  remarks: string;
}

/**
 * The whole numbers are typed as text (a phone's digit keyboard, no number-format library in the
 * screen's first load, issue 49). An empty field is absent (null) or missing for the contract; what
 * is not digits is not a number (NaN), which the contract answers with "Number not valid".
 */
const numberOrNull = (value: string) => {
  const digits = value.replace(/\s/g, '');
  if (digits === '') return null;
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
};

/** The estimate request (spec section 7 "Valuations"): the consent is unticked until the user ticks it. */
export function ValuationForm({
  userId,
  onDone,
}: {
  userId: number;
  onDone: (valuation: ValuationDetail) => void;
}) {
  const { t } = useTranslation();
  // The fields hold text: the values are converted, then the contract checks them.
  const form = useTranslatedForm<Values>({
    street: '',
    number: '',
    postcode: '',
    city: '',
    propertyType: 'house',
    livableSurface: '',
    bedrooms: '',
    buildYear: '',
    condition: '',
    consentToContact: false,
    remarks: '',
  });
  const request = useRequestValuation(userId);
  const notices = useNotices('valuations');

  // From the click until the answer: the schema's first load included, so a second click sends nothing.
  const [sending, setSending] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const values = form.getValues();
    const body = {
      ...values,
      livableSurface: numberOrNull(values.livableSurface),
      bedrooms: numberOrNull(values.bedrooms),
      buildYear: numberOrNull(values.buildYear),
      condition: values.condition || null,
      remarks: values.remarks || null,
    };
    setSending(true);
    // The contract's schema comes with the first submit, not with the screen the server draws (issue 49).
    const checkedAndSent = loadSchemas().then(({ ValuationRequest, fieldErrors }) => {
      const parsed = ValuationRequest.safeParse(body);
      if (parsed.success) return request.mutateAsync(parsed.data);
      form.setErrors(fieldErrors(parsed.error));
      return null;
    });
    void settle(
      checkedAndSent.finally(() => setSending(false)),
      {
        done: (answer) => {
          if (!answer) return;
          notices.success(t('valuations:created'));
          form.reset();
          onDone(answer.data);
        },
        failed: (error) => {
          if (!applyServerFields(form, error)) notices.failure(error);
        },
      },
    );
  };

  return (
    <Paper withBorder p="md" data-testid="valuation-form">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3">
            {t('valuations:form.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              {...form.getInputProps('street')}
              key={form.key('street')}
              label={t('valuations:form.street')}
              required
              autoComplete="address-line1"
              data-testid="valuation-street"
            />
            <TextInput
              {...form.getInputProps('number')}
              key={form.key('number')}
              label={t('valuations:form.number')}
              required
              data-testid="valuation-number"
            />
            <LocalityInput
              {...form.getInputProps('postcode')}
              key={form.key('postcode')}
              valueOf={(city) => city.zip}
              onPick={(city) => form.setFieldValue('city', city.localName)}
              label={t('valuations:form.postcode')}
              required
              autoComplete="postal-code"
              data-testid="valuation-postcode"
            />
            <LocalityInput
              {...form.getInputProps('city')}
              key={form.key('city')}
              valueOf={(city) => city.localName}
              onPick={(city) => form.setFieldValue('postcode', city.zip)}
              label={t('valuations:form.city')}
              description={t('valuations:form.suggest')}
              required
              autoComplete="address-level2"
              data-testid="valuation-city"
            />
          </SimpleGrid>
          <Radio.Group
            {...form.getInputProps('propertyType')}
            key={form.key('propertyType')}
            label={t('valuations:form.propertyType')}
            required
          >
            <Group mt="xs">
              {VALUATION_PROPERTY_TYPES.map((type) => (
                <Radio key={type} value={type} label={t(`lookups:propertyType.${type}`)} />
              ))}
            </Group>
          </Radio.Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              {...form.getInputProps('livableSurface')}
              key={form.key('livableSurface')}
              label={t('valuations:form.livableSurface')}
              rightSection="m²"
              rightSectionPointerEvents="none"
              required
              inputMode="numeric"
              data-testid="valuation-surface"
            />
            <TextInput
              {...form.getInputProps('bedrooms')}
              key={form.key('bedrooms')}
              label={t('valuations:form.bedrooms')}
              required
              inputMode="numeric"
              data-testid="valuation-bedrooms"
            />
            <TextInput
              {...form.getInputProps('buildYear')}
              key={form.key('buildYear')}
              label={t('valuations:form.buildYear')}
              description={t('valuations:form.yearOrState')}
              inputMode="numeric"
              data-testid="valuation-year"
            />
            <NativeSelect
              {...form.getInputProps('condition')}
              key={form.key('condition')}
              label={t('valuations:form.condition')}
              data={[
                { value: '', label: t('valuations:form.conditionNone') },
                ...VALUATION_CONDITIONS.map((condition) => ({
                  value: condition,
                  label: t(CONDITION_KEYS[condition]),
                })),
              ]}
              data-testid="valuation-condition"
            />
          </SimpleGrid>
          <Textarea
            {...form.getInputProps('remarks')}
            key={form.key('remarks')}
            label={t('valuations:form.remarks')}
            rows={2}
            maxLength={1000}
          />
          <Checkbox
            {...form.getInputProps('consentToContact', { type: 'checkbox' })}
            key={form.key('consentToContact')}
            label={t('valuations:form.consent')}
            description={t('valuations:form.consentHint')}
            data-testid="valuation-consent"
          />
          <Group justify="flex-end">
            <Button type="submit" loading={sending} data-testid="valuation-submit">
              {t('valuations:form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
