import type { OrderType } from '@app/contract';
import { ORDER_PACKAGES } from '@app/contract';
import { formatMoney, packageGives, packageLabel } from '@app/i18n';
import { Group, Radio, Stack, Text } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from '@app/i18n/react';

/** The packages of an order type from the contract's price list, in its order. */
export const packagesOf = (type: OrderType): Array<{ code: string; price: number }> =>
  Object.entries(ORDER_PACKAGES[type] as Record<string, { price: number }>).map(([code, { price }]) => ({
    code,
    price,
  }));

/** One radio card per package: its name, what it gives and its price (VAT included). */
export function PackageChoice({
  type,
  legend,
  inputProps,
  codes,
  warnings = {},
}: {
  type: OrderType;
  legend: string;
  /** The form's binding of the `package` field (defaultValue, onChange, error). */
  inputProps: GetInputPropsReturnType;
  /** Only these packages of the type (a product's own); all of them when left out. */
  codes?: readonly string[];
  /** A warning under a package, by code (a fixed-price package below the properties online). */
  warnings?: Partial<Record<string, string>>;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group {...inputProps} label={legend} required data-testid="order-packages">
      <Stack gap="xs" mt="xs">
        {packagesOf(type)
          .filter(({ code }) => !codes || codes.includes(code))
          .map(({ code, price }) => (
            <Radio.Card key={code} value={code} radius="md" p="sm" data-testid={`order-package-${code}`}>
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator mt={2} />
                <div style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={600}>{packageLabel(t, code)}</Text>
                  <Text size="sm" c="dimmed">
                    {packageGives(t, type, code)}
                  </Text>
                  {warnings[code] ? (
                    <Text size="sm" c="orange.9" data-testid="order-package-warning">
                      {warnings[code]}
                    </Text>
                  ) : null}
                </div>
                <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(price)}
                </Text>
              </Group>
            </Radio.Card>
          ))}
      </Stack>
    </Radio.Group>
  );
}
