import type { Provider } from '@app/contract';
import { PROVIDERS } from '@app/contract';
import { Alert } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { useNavigate, useSearchParams } from 'react-router';
import { PROVIDER_NAMES } from '../provider-names';

/** The query parameters the server adds when it brings the browser back from a provider. */
const RESULT_PARAMS = ['connection', 'result', 'reason'] as const;

interface Result {
  provider: Provider | null;
  linked: boolean;
  reason: string | null;
}

const isProvider = (value: string | null): value is Provider =>
  (PROVIDERS as readonly (string | null)[]).includes(value);

function readResult(params: URLSearchParams): Result | null {
  const result = params.get('result');
  if (result !== 'linked' && result !== 'error') return null;
  const provider = params.get('connection');
  return {
    provider: isProvider(provider) ? provider : null,
    linked: result === 'linked',
    reason: params.get('reason'),
  };
}

/**
 * The outcome of a provider round trip (`?connection=google&result=linked|error&reason=…`): shown
 * once, then the parameters leave the address bar so a reload does not show it again.
 */
export function ConnectionResult() {
  const { t, i18n } = useTranslation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [result, setResult] = useState(() => readResult(searchParams));

  const hasParams = RESULT_PARAMS.some((name) => searchParams.has(name));
  useEffect(() => {
    if (!hasParams) return;
    const rest = new URLSearchParams(searchParams);
    for (const name of RESULT_PARAMS) rest.delete(name);
    const search = rest.toString();
    void navigate({ search: search ? `?${search}` : '' }, { replace: true });
  }, [hasParams, searchParams, navigate]);

  if (!result) return null;
  const name = result.provider ? PROVIDER_NAMES[result.provider] : t('account:connections.someProvider');
  // Only a plain key name: the address bar must not pick an arbitrary catalog entry.
  const reasonKey = result.reason && /^[A-Za-z]+$/.test(result.reason) ? `errors:${result.reason}` : null;
  const message = reasonKey && i18n.exists(reasonKey) ? t(reasonKey) : t('errors:generic');

  return (
    <Alert
      color={result.linked ? 'green' : 'red'}
      role={result.linked ? 'status' : 'alert'}
      title={
        result.linked
          ? t('account:connections.linkedResult', { provider: name })
          : t('account:connections.linkFailed', { provider: name })
      }
      withCloseButton
      closeButtonLabel={t('account:close')}
      onClose={() => setResult(null)}
      data-testid="connection-result"
      data-result={result.linked ? 'linked' : 'error'}
    >
      {result.linked ? t('account:connections.linkedResultBody', { provider: name }) : message}
    </Alert>
  );
}
