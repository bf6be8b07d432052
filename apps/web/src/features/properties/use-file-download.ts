import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { errorMessageKey } from '../../lib/i18n';

export interface DownloadRequest {
  /** What is being downloaded (e.g. "poster-12"): `pending` names it meanwhile. */
  key: string;
  /** Built when the download starts (the endpoint's schemas load with it). */
  url: () => Promise<string>;
  /** Used when the answer names no file. */
  fallbackName: string;
  /** A literal message key: the title of the failure notice. */
  failureKey: string;
}

/**
 * Downloads a file and offers it to the user; a failure shows the server's message, translated,
 * under `failureKey`. Leaving the screen cancels what is under way, silently.
 */
export function useFileDownload() {
  const { t, i18n } = useTranslation();
  const [pending, setPending] = useState<string | null>(null);
  const controllers = useRef(new Set<AbortController>());

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running) controller.abort();
    };
  }, []);

  const download = async ({ key, url, fallbackName, failureKey }: DownloadRequest): Promise<void> => {
    const controller = new AbortController();
    controllers.current.add(controller);
    setPending(key);
    try {
      // Loaded with the first download, not with the list: most visits download nothing.
      const [{ downloadFile }, address] = await Promise.all([import('../../lib/download'), url()]);
      await downloadFile(address, { fallbackName, signal: controller.signal });
    } catch (error) {
      // Cancelled by leaving the screen: nobody is left to tell.
      if (controller.signal.aborted) return;
      notifications.show({
        color: 'red',
        title: t(failureKey),
        message: t(errorMessageKey(error, i18n)),
        autoClose: false,
        'data-testid': 'properties-download-failed',
      });
    } finally {
      controllers.current.delete(controller);
      if (!controller.signal.aborted) setPending((current) => (current === key ? null : current));
    }
  };

  return { pending, download };
}
