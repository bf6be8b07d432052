import type { CurrentUser, Passkey } from '@app/contract';
import { PASSKEY_NAME_MAX } from '@app/contract';
import { formatDateTime } from '@app/i18n';
import { Badge, Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { QueryError } from '../../../components/query-error';
import { useNotices } from '../../../components/notices';
import { isCancelledCeremony, webauthn } from '../../../lib/auth/webauthn';
import { useLanguage } from '../../../lib/language';
import { settle } from '../../../lib/settle';
import { usePasskeyChanges, usePasskeys } from '../api/passkeys';
import { confirmAction } from './confirm';

/** One passkey: its name (or the field renaming it), when it was added and used, rename and remove. */
function PasskeyCard({
  passkey,
  onRename,
  onRemove,
}: {
  passkey: Passkey;
  onRename: (name: string) => Promise<boolean>;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [editing, setEditing] = useState<string | null>(null);
  // The focus follows the switch (keyboard users): into the field, and back to "Rename" after it.
  const field = useRef<HTMLInputElement>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (editing !== null && !wasEditing.current) field.current?.focus();
    if (editing === null && wasEditing.current) renameButton.current?.focus();
    wasEditing.current = editing !== null;
  }, [editing]);
  return (
    <Paper component="li" withBorder p="sm" data-testid="passkey" data-name={passkey.name}>
      {editing === null ? (
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} miw={0}>
            <Group gap="xs">
              <IconKey size={20} aria-hidden stroke={1.5} />
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {passkey.name}
              </Text>
              {passkey.synced ? (
                <Badge variant="light" color="blue">
                  {t('account:passkeys.synced')}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm">
              {t('account:passkeys.created', { date: formatDateTime(passkey.createdAt, lang) })}
            </Text>
            <Text size="sm" c="dimmed">
              {passkey.lastUsedAt
                ? t('account:passkeys.lastUsed', { date: formatDateTime(passkey.lastUsedAt, lang) })
                : t('account:passkeys.neverUsed')}
            </Text>
          </Stack>
          <Stack gap="xs" style={{ flexShrink: 0 }}>
            <Button
              ref={renameButton}
              size="xs"
              variant="light"
              onClick={() => setEditing(passkey.name)}
              aria-label={t('account:passkeys.renameNamed', { name: passkey.name })}
            >
              {t('account:passkeys.rename')}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={onRemove}
              aria-label={t('account:passkeys.removeNamed', { name: passkey.name })}
              data-testid="passkey-remove"
            >
              {t('account:passkeys.remove')}
            </Button>
          </Stack>
        </Group>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void onRename(editing).then((renamed) => {
              if (renamed) setEditing(null);
            });
          }}
        >
          <Stack gap="xs">
            <TextInput
              label={t('account:passkeys.newName', { name: passkey.name })}
              value={editing}
              onChange={(event) => setEditing(event.currentTarget.value)}
              maxLength={PASSKEY_NAME_MAX}
              required
              ref={field}
            />
            <Group gap="xs">
              <Button type="submit" size="xs">
                {t('account:passkeys.save')}
              </Button>
              <Button size="xs" variant="default" onClick={() => setEditing(null)}>
                {t('account:passkeys.cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Paper>
  );
}

/**
 * The user's passkeys (issue 51): add one (the browser's dialog makes it), rename, remove. Every user
 * reaches it, with or without a password.
 */
export function PasskeysSection({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const notices = useNotices('passkeys');
  const passkeys = usePasskeys(user.id);
  const changes = usePasskeyChanges(user.id);
  const [name, setName] = useState('');
  const supported = webauthn.supported();

  const add = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    void settle(changes.add.mutateAsync(trimmed), {
      done: () => {
        setName('');
        notices.success(t('account:passkeys.added', { name: trimmed }));
      },
      failed: (error) => {
        if (!isCancelledCeremony(error)) notices.failure(error);
      },
    });
  };
  const rename = (passkey: Passkey) => async (next: string) => {
    let renamed = false;
    await settle(changes.rename.mutateAsync({ id: passkey.id, name: next }), {
      done: () => {
        renamed = true;
        notices.success(t('account:passkeys.renamed', { name: next.trim() }));
      },
      failed: (error) => notices.failure(error),
    });
    return renamed;
  };
  const remove = (passkey: Passkey) =>
    confirmAction(t, {
      title: t('account:passkeys.removeTitle'),
      body: t('account:passkeys.removeBody', { name: passkey.name }),
      confirmLabel: t('account:passkeys.remove'),
      testId: 'passkey-remove-confirm',
      onConfirm: () =>
        void settle(changes.remove.mutateAsync(passkey.id), {
          done: () => notices.success(t('account:passkeys.removed', { name: passkey.name })),
          failed: (error) => notices.failure(error),
        }),
    });

  let list;
  if (passkeys.isError && !passkeys.data) {
    list = <QueryError query={passkeys} testId="passkeys-load-error" />;
  } else if (!passkeys.data) {
    list = <Loader size="sm" aria-label={t('common:loading')} />;
  } else if (passkeys.data.length === 0) {
    list = (
      <Text c="dimmed" data-testid="passkeys-empty">
        {t('account:passkeys.empty')}
      </Text>
    );
  } else {
    list = (
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {passkeys.data.map((passkey) => (
          <PasskeyCard
            key={passkey.id}
            passkey={passkey}
            onRename={rename(passkey)}
            onRemove={() => remove(passkey)}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="sm" data-testid="passkeys" component="section" aria-labelledby="passkeys-title">
      <Title order={3} id="passkeys-title">
        {t('account:passkeys.title')}
      </Title>
      <Text>{t('account:passkeys.intro')}</Text>
      {list}
      {supported ? (
        <form onSubmit={add} data-testid="passkey-add-form">
          <Stack gap="xs" maw={420}>
            <TextInput
              label={t('account:passkeys.name')}
              description={t('account:passkeys.nameHint')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              maxLength={PASSKEY_NAME_MAX}
              required
              data-testid="passkey-name"
            />
            <Button
              type="submit"
              w="fit-content"
              leftSection={<IconKey aria-hidden="true" size={18} />}
              loading={changes.add.isPending}
              disabled={!name.trim()}
              data-testid="passkey-add"
            >
              {t('account:passkeys.add')}
            </Button>
          </Stack>
        </form>
      ) : (
        <Text c="dimmed" data-testid="passkeys-unsupported">
          {t('account:passkeys.unsupported')}
        </Text>
      )}
    </Stack>
  );
}
