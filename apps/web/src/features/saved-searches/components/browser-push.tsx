import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '@app/i18n/react';
import { useNotices } from '../../../components/notices';
import { settle } from '../../../lib/settle';
import { usePushKey } from '../api/push-key';
import { useSubscribePush } from '../api/subscribe-push';
import type { BrowserPushRefusal } from '../browser-push';
import { browserPushSupported, subscribeThisBrowser, thisBrowserSubscribed } from '../browser-push';

const REFUSALS: Record<BrowserPushRefusal, string> = {
  unsupported: 'savedSearches:browserPush.unsupported',
  denied: 'savedSearches:browserPush.denied',
};

/** Whether this browser can take notifications does not change while the page is open. */
const noChange = () => () => undefined;

/** "Turn on notifications in this browser": the permission, the service worker, the subscription sent. */
export function BrowserPush({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const notices = useNotices('browser-push');
  const key = usePushKey();
  const save = useSubscribePush(userId);
  // Drawn by the server as supported: the browser's first render must match its markup, and only then
  // says what it can do.
  const supported = useSyncExternalStore(noChange, browserPushSupported, () => true);
  const [refused, setRefusal] = useState<BrowserPushRefusal | null>(null);
  const refusal = supported ? refused : 'unsupported';
  const [asking, setAsking] = useState(false);
  const [on, setOn] = useState(false);
  useEffect(() => {
    let current = true;
    // Only a hint: a browser that cannot say is offered the button.
    thisBrowserSubscribed().then(
      (subscribed) => current && setOn(subscribed),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);

  const turnOn = async (publicKey: string) => {
    setAsking(true);
    setRefusal(null);
    try {
      const result = await subscribeThisBrowser(publicKey);
      if (typeof result === 'string') {
        setRefusal(result);
        return;
      }
      await settle(save.mutateAsync(result), {
        done: () => {
          setOn(true);
          notices.success(t('savedSearches:browserPush.enabled'));
        },
        failed: (error) => notices.failure(error),
      });
    } catch (error) {
      notices.failure(error);
    } finally {
      setAsking(false);
    }
  };

  const publicKey = key.data;
  return (
    <Stack gap="xs" data-testid="browser-push" aria-labelledby="browser-push-title" component="section">
      <Title order={2} size="h4" id="browser-push-title">
        {t('savedSearches:browserPush.title')}
      </Title>
      <Text size="sm">{t('savedSearches:browserPush.intro')}</Text>
      {on ? (
        <Text size="sm" fw={500} data-testid="browser-push-on">
          {t('savedSearches:browserPush.enabled')}
        </Text>
      ) : null}
      {publicKey === null ? (
        <Text size="sm" c="dimmed" data-testid="browser-push-unavailable">
          {t('savedSearches:browserPush.unavailable')}
        </Text>
      ) : (
        <div>
          <Button
            leftSection={<IconBell size={16} aria-hidden="true" />}
            variant="light"
            loading={asking || save.isPending}
            disabled={publicKey === undefined || refusal === 'unsupported'}
            onClick={() => publicKey && void turnOn(publicKey)}
            data-testid="browser-push-enable"
          >
            {t('savedSearches:browserPush.enable')}
          </Button>
        </div>
      )}
      {refusal ? (
        <Alert color="yellow" data-testid={`browser-push-${refusal}`}>
          {t(REFUSALS[refusal])}
        </Alert>
      ) : null}
    </Stack>
  );
}
