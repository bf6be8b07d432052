import { formatNumber } from '@app/i18n';
import { Alert, Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { useLanguage } from '../../../lib/language';
import { errorMessageKey } from '../../../lib/i18n';
import type { DownloadProgress } from '../../../lib/download';
import { downloadPersonalData } from '../download-personal-data';

type State =
  | { phase: 'idle' }
  | { phase: 'running'; progress: DownloadProgress }
  | { phase: 'done'; fileName: string }
  | { phase: 'failed'; messageKey: string };

/** Whole percent of a download; null when the size is unknown. Never 100 before the last byte. */
export function percentOf({ received, total }: DownloadProgress, done = false): number | null {
  if (done) return 100;
  if (!total) return null;
  return Math.min(99, Math.floor((received / total) * 100));
}

/** Export: downloads the JSON file with a progress bar, and can be cancelled. */
export function PersonalDataExport() {
  const { t, i18n } = useTranslation();
  const lang = useLanguage();
  const [state, setState] = useState<State>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);

  // Leaving the screen stops a download that nobody would see finish.
  useEffect(() => () => controller.current?.abort(), []);

  const start = async () => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ phase: 'running', progress: { received: 0, total: null } });
    try {
      const fileName = await downloadPersonalData(lang, current.signal, (progress) => {
        if (!current.signal.aborted) setState({ phase: 'running', progress });
      });
      if (current.signal.aborted) return;
      setState({ phase: 'done', fileName });
    } catch (error) {
      if (current.signal.aborted) return;
      setState({ phase: 'failed', messageKey: errorMessageKey(error, i18n) });
    } finally {
      if (controller.current === current) controller.current = null;
    }
  };

  const cancel = () => {
    controller.current?.abort();
    controller.current = null;
    setState({ phase: 'idle' });
  };

  const running = state.phase === 'running';
  const percent = running ? percentOf(state.progress) : state.phase === 'done' ? 100 : null;

  return (
    <Stack gap="sm" data-testid="personal-data-export-section">
      <Title order={3}>{t('account:export.title')}</Title>
      <Text>{t('account:export.intro')}</Text>
      <Group gap="sm">
        <Button
          onClick={() => void start()}
          loading={running}
          leftSection={<IconDownload aria-hidden="true" size={18} />}
          data-testid="personal-data-export"
        >
          {t('account:export.download')}
        </Button>
        {running && (
          <Button variant="default" onClick={cancel} data-testid="personal-data-export-cancel">
            {t('account:export.cancel')}
          </Button>
        )}
      </Group>
      {(running || state.phase === 'done') && (
        <Stack gap={4} maw={480} data-testid="personal-data-progress" data-percent={percent ?? ''}>
          {percent === null ? (
            // Size unknown: an indeterminate bar (a progressbar without a value).
            <Progress.Root size="lg">
              <Progress.Section
                value={100}
                animated
                withAria={false}
                role="progressbar"
                aria-label={t('account:export.progressLabel')}
              />
            </Progress.Root>
          ) : (
            <Progress
              size="lg"
              value={percent}
              aria-label={t('account:export.progressLabel')}
              transitionDuration={100}
            />
          )}
          <Text size="sm" aria-live="polite" data-testid="personal-data-progress-text">
            {state.phase === 'done'
              ? t('account:export.done', { fileName: state.fileName })
              : percent === null
                ? t('account:export.receivedKilobytes', {
                    size: formatNumber(Math.round((running ? state.progress.received : 0) / 1024), lang),
                  })
                : t('account:export.percent', { percent })}
          </Text>
        </Stack>
      )}
      {state.phase === 'failed' && (
        <Alert color="red" data-testid="personal-data-export-error">
          {t(state.messageKey)}
        </Alert>
      )}
    </Stack>
  );
}
