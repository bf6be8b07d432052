import { routePath } from '@app/contract';
import { Alert, Anchor } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { Link } from '../../../lib/link';
import { currentLanguage } from '../../../lib/i18n';

/** The user does not hold the product: where to get it. */
export function NoProduct() {
  const { t, i18n } = useTranslation();
  return (
    <Alert color="blue" data-testid="slot-product-none">
      {t('products:none')}{' '}
      <Anchor component={Link} to={routePath('products-summary', currentLanguage(i18n))}>
        {t('products:toSummary')}
      </Anchor>
    </Alert>
  );
}
