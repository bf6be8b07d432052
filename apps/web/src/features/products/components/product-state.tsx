import type { UserProduct } from '@app/contract';
import { ACTIVATION } from '@app/contract';
import { Badge, Text } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { currentLanguage } from '../../../lib/i18n';
import { ACTIVATION_COLORS, ACTIVATION_KEYS, periodLabel } from './product-labels';

/** A product's state in words and colour, then its period; "Not active" for one the user never had. */
export function ProductState({
  product,
  testId,
}: {
  product: UserProduct | null | undefined;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const activation = product?.activation ?? ACTIVATION.notActive;
  return (
    <>
      <Badge color={ACTIVATION_COLORS[activation]} variant="light" data-testid={testId}>
        {t(ACTIVATION_KEYS[activation])}
      </Badge>
      {product ? (
        <Text size="sm" c="dimmed">
          {periodLabel(product, t, currentLanguage(i18n))}
        </Text>
      ) : null}
    </>
  );
}
