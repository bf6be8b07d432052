import type { PaymentMethod } from '@app/contract';
import { Badge, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from '@app/i18n/react';
import { useDeletePaymentMethod } from '../api/delete-payment-method';
import { confirmDelete } from './confirm-delete';
import { useNotify } from './notify';
import { ProfileSection } from './profile-section';
import { settle } from '../../../lib/settle';

/** A card is valid through the last day of its expiry month. */
export function isExpired(method: Pick<PaymentMethod, 'expMonth' | 'expYear'>, now = new Date()): boolean {
  const year = now.getFullYear();
  return method.expYear < year || (method.expYear === year && method.expMonth < now.getMonth() + 1);
}

const expiry = (method: PaymentMethod) => `${String(method.expMonth).padStart(2, '0')}/${method.expYear}`;

/** 3. Saved payment methods (everyone): brand, last four digits, expiry; delete after confirmation. */
export function PaymentMethodsSection({ userId, methods }: { userId: number; methods: PaymentMethod[] }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const remove = useDeletePaymentMethod(userId);

  const askDelete = (method: PaymentMethod) => {
    const card = { brand: method.brand, last4: method.last4 };
    confirmDelete({
      title: t('profile:payment.confirmTitle'),
      message: t('profile:payment.confirmBody', card),
      confirm: t('profile:delete'),
      cancel: t('profile:cancel'),
      onConfirm: async () => {
        await settle(remove.mutateAsync(method.id), {
          done: () => notify.success(t('profile:payment.deleted', card)),
          failed: (error) => notify.failure(error),
        });
      },
    });
  };

  return (
    <ProfileSection testId="profile-payment-methods" title={t('profile:payment.title')}>
      {methods.length === 0 ? (
        <Text data-testid="profile-payment-methods-empty">{t('profile:payment.empty')}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {methods.map((method) => {
            const expired = isExpired(method);
            return (
              <Group
                component="li"
                key={method.id}
                justify="space-between"
                wrap="wrap"
                data-testid={`profile-payment-method-${method.id}`}
              >
                <Group gap="md">
                  <Text fw={600}>{method.brand}</Text>
                  <Text>
                    <VisuallyHidden>{t('profile:payment.endingIn', { last4: method.last4 })}</VisuallyHidden>
                    <span aria-hidden="true">•••• {method.last4}</span>
                  </Text>
                  <Text c={expired ? 'red.8' : undefined}>
                    {t('profile:payment.expires', { date: expiry(method) })}
                  </Text>
                  {expired && (
                    <Badge
                      color="red"
                      variant="light"
                      data-testid={`profile-payment-method-expired-${method.id}`}
                    >
                      {t('profile:payment.expired')}
                    </Badge>
                  )}
                </Group>
                <Button
                  variant="default"
                  size="xs"
                  color="red"
                  leftSection={<IconTrash aria-hidden="true" size={16} />}
                  aria-label={t('profile:payment.delete', { brand: method.brand, last4: method.last4 })}
                  loading={remove.isPending && remove.variables === method.id}
                  onClick={() => askDelete(method)}
                  data-testid={`profile-payment-method-delete-${method.id}`}
                >
                  {t('profile:delete')}
                </Button>
              </Group>
            );
          })}
        </Stack>
      )}
    </ProfileSection>
  );
}
