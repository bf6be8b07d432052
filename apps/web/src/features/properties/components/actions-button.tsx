import type { Property } from '@app/contract';
import { Button } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithoutRef } from 'react';
import { forwardRef } from 'react';
import { useTranslation } from '@app/i18n/react';
import { referenceOf } from '../../../lib/property-labels';

/** The button that opens the menu; `aria-haspopup` and `aria-expanded` as Mantine's menu gives them. */
export const ActionsButton = forwardRef<
  HTMLButtonElement,
  { listing: Property; loading: boolean } & ComponentPropsWithoutRef<'button'>
>(function ActionsButton({ listing, loading, ...rest }, ref) {
  const { t } = useTranslation();
  return (
    <Button
      aria-haspopup="menu"
      aria-expanded={false}
      {...rest}
      ref={ref}
      variant="default"
      size="xs"
      loading={loading}
      rightSection={<IconChevronDown size={14} aria-hidden />}
      aria-label={t('properties:actions.named', { reference: referenceOf(listing) })}
      data-testid="property-actions"
    >
      {t('properties:actions.label')}
    </Button>
  );
});
