import type { Property } from '@app/contract';
import type { ComponentPropsWithoutRef } from 'react';
import { forwardRef } from 'react';
import { useTranslation } from '@app/i18n/react';
import { MenuButton } from '../../../components/menu-button';
import { referenceOf } from '../../../lib/property-labels';

/** The button that opens a listing's Actions menu. */
export const ActionsButton = forwardRef<
  HTMLButtonElement,
  { listing: Property; loading: boolean } & ComponentPropsWithoutRef<'button'>
>(function ActionsButton({ listing, ...rest }, ref) {
  const { t } = useTranslation();
  return (
    <MenuButton
      {...rest}
      ref={ref}
      aria-label={t('properties:actions.named', { reference: referenceOf(listing) })}
      data-testid="property-actions"
    >
      {t('properties:actions.label')}
    </MenuButton>
  );
});
