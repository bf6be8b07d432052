import type { WebhookEndpoint } from '@app/contract';
import { WEBHOOK_LIMITS } from '@app/contract';
import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { QueryError } from '../../components/query-error';
import { useCurrentUser } from '../../lib/auth/current-user';
import { useReturnFocus } from '../../lib/return-focus';
import { useWebhookEndpoints } from './api/webhook-endpoints';
import { AddEndpointForm } from './components/add-endpoint-form';
import { EditEndpointModal } from './components/edit-endpoint-modal';
import { EndpointCard, endpointTitleId, rotateButtonId } from './components/endpoint-card';
import type { ShownSecret } from './components/secret-dialog';
import { SecretDialog } from './components/secret-dialog';

/** How long the screen keeps asking after a test event or a "send again": delivery takes a moment. */
const WATCH_FOR_MS = 60_000;

/** Asking again every few seconds, for a while after each `watch()`. */
function useWatch() {
  const [watching, setWatching] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const watch = useCallback(() => {
    setWatching(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setWatching(false), WATCH_FOR_MS);
  }, []);
  return { watching, watch };
}

const focusById = (elementId: string) =>
  // After the dialog's own unmount and focus trap let go.
  requestAnimationFrame(() => document.getElementById(elementId)?.focus());

function Webhooks({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { watching, watch } = useWatch();
  const endpoints = useWebhookEndpoints(userId, watching);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const [shown, setShown] = useState<ShownSecret | null>(null);
  const [editing, setEditingState] = useState<WebhookEndpoint | null>(null);
  const [openLogs, setOpenLogs] = useState<ReadonlySet<number>>(new Set());
  const editFocus = useReturnFocus(listHeading);

  const setEditing = (endpoint: WebhookEndpoint | null) => {
    if (endpoint) editFocus.remember();
    else editFocus.restore();
    setEditingState(endpoint);
  };
  const closeSecret = () => {
    if (!shown) return;
    setShown(null);
    // Back where the user was: the rotated endpoint's button, or the new endpoint's card.
    focusById(
      shown.kind === 'rotated' ? rotateButtonId(shown.endpointId) : endpointTitleId(shown.endpointId),
    );
  };
  const toggleLog = (id: number, open: boolean) =>
    setOpenLogs((current) => {
      const next = new Set(current);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });

  let content;
  if (endpoints.isError && !endpoints.data) {
    content = <QueryError query={endpoints} testId="webhooks-load-error" />;
  } else if (!endpoints.data) {
    content = <Loader size="sm" aria-label={t('common:loading')} data-testid="webhooks-loading" />;
  } else {
    const count = endpoints.data.length;
    content = (
      <>
        <Stack gap="sm" component="section" aria-labelledby="webhooks-list-title" data-testid="webhooks-list">
          <Title order={3} id="webhooks-list-title" ref={listHeading} tabIndex={-1}>
            {t('webhooks:list.title')}
          </Title>
          <Text size="sm" data-testid="webhooks-count">
            {t('webhooks:list.count', { count, max: WEBHOOK_LIMITS.endpoints })}
          </Text>
          {count === 0 ? (
            <Text c="dimmed" data-testid="webhooks-empty">
              {t('webhooks:list.empty')}
            </Text>
          ) : (
            <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
              {endpoints.data.map((endpoint) => (
                <EndpointCard
                  key={endpoint.id}
                  userId={userId}
                  endpoint={endpoint}
                  logOpen={openLogs.has(endpoint.id)}
                  onToggleLog={(open) => toggleLog(endpoint.id, open)}
                  watching={watching}
                  onWatch={watch}
                  onEdit={() => setEditing(endpoint)}
                  onSecret={setShown}
                  onRemoved={() => {
                    toggleLog(endpoint.id, false);
                    listHeading.current?.focus();
                  }}
                />
              ))}
            </Stack>
          )}
        </Stack>
        {count >= WEBHOOK_LIMITS.endpoints ? (
          <Alert color="blue" data-testid="webhooks-limit">
            {t('webhooks:form.limit', { max: WEBHOOK_LIMITS.endpoints })}
          </Alert>
        ) : (
          <AddEndpointForm userId={userId} onAdded={setShown} />
        )}
      </>
    );
  }

  return (
    <>
      {content}
      {editing ? (
        <EditEndpointModal userId={userId} endpoint={editing} onClose={() => setEditing(null)} />
      ) : null}
      {shown ? <SecretDialog shown={shown} onClose={closeSecret} /> : null}
    </>
  );
}

/**
 * Profile → Integrations (issue 50): the agency's webhook endpoints, where its new leads go to its own
 * software, signed with a secret shown once; their delivery logs. Professionals only.
 */
export function IntegrationsPanel() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();

  return (
    <Stack gap="lg" data-testid="integrations">
      <Title order={2}>{t('webhooks:title')}</Title>
      <Text>{t('webhooks:intro')}</Text>
      {user ? <Webhooks userId={user.id} /> : <Loader size="sm" aria-label={t('common:loading')} />}
    </Stack>
  );
}
