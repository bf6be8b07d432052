import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { LocalityInput } from '../../../components/locality-input';
import type { FieldBinding } from './field-binding';

/**
 * Street, number, (box,) postcode and city; postcode and city suggest Belgian localities with the
 * profile screen's picker, and picking one fills the other field.
 */
export function AddressFields({ fields, withBox }: { fields: FieldBinding; withBox: boolean }) {
  const { t } = useTranslation();
  const text = (path: string, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      {...fields.props(path)}
      key={fields.key(path)}
      label={label}
      data-testid={`ad-editor-${path}`}
      {...extra}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {text('street', t('adEditor:address.street'), { autoComplete: 'off' })}
      <SimpleGrid cols={withBox ? 2 : 1}>
        {text('number', t('adEditor:address.number'), { autoComplete: 'off' })}
        {withBox ? text('box', t('adEditor:address.box'), { autoComplete: 'off' }) : null}
      </SimpleGrid>
      <LocalityInput
        {...fields.props('zipcode')}
        key={fields.key('zipcode')}
        valueOf={(city) => city.zip}
        onPick={(city) => fields.set('city', city.localName)}
        label={t('adEditor:address.zipcode')}
        inputMode="numeric"
        autoComplete="off"
        data-testid="ad-editor-zipcode"
      />
      <LocalityInput
        {...fields.props('city')}
        key={fields.key('city')}
        valueOf={(city) => city.localName}
        onPick={(city) => fields.set('zipcode', city.zip)}
        label={t('adEditor:address.city')}
        description={t('adEditor:address.suggest')}
        autoComplete="off"
        data-testid="ad-editor-city"
      />
    </SimpleGrid>
  );
}
