import type { Order } from '@app/contract';
import { ERR, ProductOrderRequest } from '@app/contract';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { isApiError } from '../../lib/http';
import { useCurrentUser } from '../../lib/auth/current-user';
import { applyServerFields } from '../../lib/translated-form';
import { useOrderProduct } from './api/order-product';
import { OrderFailure } from './components/order-failure';
import type { OrderTarget } from './components/order-form';
import { OrderFields, useOrderForm } from './components/order-form';
import { settle } from '../../lib/settle';

/**
 * Publication of a draft (POST my-products/order, type publication), for the ad editor: a package,
 * remarks, the terms, "Publish". `beforePublish` runs first (the editor checks and saves the draft;
 * false stops here). A draft the server finds incomplete (400 errors:draftIncomplete) shows that
 * message here; the request's ApiError carries the server's `fields` for the editor (it is also
 * the state of the ORDER_PRODUCT_MUTATION_KEY mutation).
 */
export function PublishPanel({
  target,
  onPublished,
  beforePublish,
}: {
  target: { listingId: number } | { projectId: number };
  onPublished: (order: Order) => void;
  beforePublish?: () => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const headingId = useId();
  return (
    <Paper
      component="section"
      withBorder
      p="lg"
      radius="md"
      aria-labelledby={headingId}
      data-testid="publish-panel"
    >
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id={headingId}>
            {t('orders:publish.title')}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t('orders:publish.intro')}
          </Text>
        </div>
        {user ? (
          <PublishForm
            userId={user.id}
            target={target}
            onPublished={onPublished}
            {...(beforePublish ? { beforePublish } : {})}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}

function PublishForm({
  userId,
  target,
  onPublished,
  beforePublish,
}: {
  userId: number;
  target: OrderTarget;
  onPublished: (order: Order) => void;
  beforePublish?: () => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const form = useOrderForm('publication', target);
  const place = useOrderProduct(userId);
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    setChecking(true);
    try {
      if (beforePublish && !(await beforePublish())) return;
      await settle(place.mutateAsync(ProductOrderRequest.parse(values)), {
        done: (result) => onPublished(result.data),
        failed: (error) => {
          // Errors of this panel's own fields land on them; an incomplete draft or a refusal shows here.
          const draftIncomplete = isApiError(error) && error.messageKey === ERR.draftIncomplete;
          if (draftIncomplete || !applyServerFields(form, error)) setFailure(error);
        },
      });
    } finally {
      setChecking(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="publish-form">
      <Stack gap="md">
        <OrderFields form={form} type="publication" />
        {failure ? <OrderFailure titleKey="orders:publish.failed" error={failure} /> : null}
        <Group justify="flex-end">
          <Button type="submit" loading={checking || place.isPending} data-testid="publish-submit">
            {t('orders:publish.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
