import { EXTRA_ADDRESSES_MAX } from '@app/contract';
import { Button, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '@app/i18n/react';

export type ExtraAddressValues = {
  /** React's key for the row; not sent (the schema drops it). */
  key: string;
  companyName: string;
  street: string;
  number: string;
  box: string;
  websiteUrl: string;
};

export const emptyExtraAddress = (): ExtraAddressValues => ({
  key: randomId(),
  companyName: '',
  street: '',
  number: '',
  box: '',
  websiteUrl: '',
});

type FormWithAddresses = UseFormReturnType<
  { extraAddresses: ExtraAddressValues[] } & Record<string, unknown>
>;

/** The agency's additional addresses: a repeatable group of at most EXTRA_ADDRESSES_MAX rows. */
export function ExtraAddressesFields({ form }: { form: FormWithAddresses }) {
  const { t } = useTranslation();
  const rows = form.getValues().extraAddresses;
  const full = rows.length >= EXTRA_ADDRESSES_MAX;

  return (
    <Stack gap="sm" data-testid="profile-company-addresses">
      {rows.length === 0 && <Text c="dimmed">{t('profile:company.addresses.empty')}</Text>}
      {rows.map((row, index) => {
        const path = (field: keyof ExtraAddressValues) => `extraAddresses.${index}.${field}`;
        const number = index + 1;
        return (
          <Fieldset
            key={row.key}
            legend={t('profile:company.addresses.legend', { number })}
            data-testid={`profile-company-address-${index}`}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                {...form.getInputProps(path('companyName'))}
                key={form.key(path('companyName'))}
                label={t('profile:company.addresses.companyName')}
                required
              />
              <TextInput
                {...form.getInputProps(path('websiteUrl'))}
                key={form.key(path('websiteUrl'))}
                label={t('profile:company.addresses.websiteUrl')}
                type="url"
                placeholder="https://"
              />
              <TextInput
                {...form.getInputProps(path('street'))}
                key={form.key(path('street'))}
                label={t('profile:address.street')}
                required
              />
              <Group grow align="flex-start">
                <TextInput
                  {...form.getInputProps(path('number'))}
                  key={form.key(path('number'))}
                  label={t('profile:address.number')}
                  required
                />
                <TextInput
                  {...form.getInputProps(path('box'))}
                  key={form.key(path('box'))}
                  label={t('profile:address.box')}
                />
              </Group>
            </SimpleGrid>
            <Group justify="flex-end" mt="sm">
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconTrash aria-hidden="true" size={16} />}
                aria-label={t('profile:company.addresses.remove', { number })}
                onClick={() => form.removeListItem('extraAddresses', index)}
                data-testid={`profile-company-address-remove-${index}`}
              >
                {t('profile:remove')}
              </Button>
            </Group>
          </Fieldset>
        );
      })}
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconPlus aria-hidden="true" size={16} />}
          disabled={full}
          aria-describedby={full ? 'profile-company-addresses-full' : undefined}
          onClick={() => form.insertListItem('extraAddresses', emptyExtraAddress())}
          data-testid="profile-company-address-add"
        >
          {t('profile:company.addresses.add')}
        </Button>
        {full && (
          <Text size="sm" c="dimmed" id="profile-company-addresses-full">
            {t('profile:company.addresses.full', { max: EXTRA_ADDRESSES_MAX })}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
