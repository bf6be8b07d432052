import type { Delegate, WallpaperChange, WallpaperChangeRequest } from '@app/contract';
import { WALLPAPER_CHANGES, WALLPAPER_MESSAGE_MAX } from '@app/contract';
import { Alert, Anchor, Button, Group, Paper, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { useNotices } from '../../../components/notices';
import { settle } from '../../../lib/settle';
import { useSchemaCheck } from '../../../lib/schema-check';
import { applyServerFields, useTranslatedForm } from '../../../lib/translated-form';
import { useRequestWallpaperChange } from '../api/wallpaper';

interface Values extends Record<string, unknown> {
  change: WallpaperChange;
  message: string;
}

/** Literal keys, so the catalog check sees them. */
const CHANGE_KEYS: Record<WallpaperChange, string> = {
  image: 'products:wallpaper.change.image',
  period: 'products:wallpaper.change.period',
  stop: 'products:wallpaper.change.stop',
  other: 'products:wallpaper.change.other',
};

/**
 * Changing a Wallpaper PRO means contacting the delegate (spec section 6): who that is, and a form
 * whose request reaches them by e-mail; the screen confirms it.
 */
export function WallpaperContact({ delegate }: { delegate: Delegate | null }) {
  const { t } = useTranslation();
  // The schema loads with the form's first focus, not with the screen; a submit waits for it.
  const check = useSchemaCheck((schemas) => schemas.WallpaperChangeRequest);
  const form = useTranslatedForm<Values>({ change: 'image', message: '' }, check.validate);
  const request = useRequestWallpaperChange();
  const notices = useNotices('wallpaper');
  const [sent, setSent] = useState<string | null>(null);

  const send = (values: WallpaperChangeRequest) =>
    settle(request.mutateAsync(values), {
      done: ({ data }) => {
        setSent(
          data.sentTo
            ? t('products:wallpaper.contact.sent', { name: data.sentTo.name })
            : t('products:wallpaper.contact.sentDesk'),
        );
        form.reset();
      },
      failed: (error) => {
        if (!applyServerFields(form, error)) notices.failure(error);
      },
    });

  // Checked by the schema, which the submit waits for, and sent as the schema reads it (trimmed).
  const submit = check.submit(
    (schema) => form.onSubmit((values) => send(schema.parse(values)))(),
    (error) => notices.failure(error),
  );

  return (
    <Paper withBorder p="md" data-testid="wallpaper-contact">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('products:wallpaper.contact.title')}
        </Title>
        <Text size="sm">{t('products:wallpaper.contact.intro')}</Text>
        {delegate ? (
          <Stack gap={2} data-testid="wallpaper-delegate">
            <Text size="sm" fw={600}>
              {t('products:wallpaper.contact.delegate')}: {delegate.name}
            </Text>
            <Anchor size="sm" href={`mailto:${delegate.email}`}>
              {delegate.email}
            </Anchor>
            {delegate.phone ? (
              <Anchor size="sm" href={`tel:${delegate.phone.replace(/\s+/g, '')}`}>
                {delegate.phone}
              </Anchor>
            ) : null}
          </Stack>
        ) : (
          <Text size="sm">{t('products:wallpaper.contact.salesDesk')}</Text>
        )}
        <div role="status">
          {sent ? (
            <Alert color="green" data-testid="wallpaper-sent">
              {sent}
            </Alert>
          ) : null}
        </div>
        <form onSubmit={submit} onFocus={check.preload} noValidate>
          <Stack gap="sm">
            <Radio.Group
              {...form.getInputProps('change')}
              key={form.key('change')}
              label={t('products:wallpaper.contact.change')}
              required
            >
              <Group mt="xs">
                {WALLPAPER_CHANGES.map((change) => (
                  <Radio
                    key={change}
                    value={change}
                    label={t(CHANGE_KEYS[change])}
                    data-testid={`wallpaper-change-${change}`}
                  />
                ))}
              </Group>
            </Radio.Group>
            <Textarea
              {...form.getInputProps('message')}
              key={form.key('message')}
              label={t('products:wallpaper.contact.message')}
              required
              rows={4}
              maxLength={WALLPAPER_MESSAGE_MAX}
              data-testid="wallpaper-message"
            />
            <Group justify="flex-end">
              <Button type="submit" loading={check.waiting || request.isPending} data-testid="wallpaper-send">
                {t('products:wallpaper.contact.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
