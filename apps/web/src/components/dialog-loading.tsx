import { Loader } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';

/** In the middle of the screen while a dialog's code loads, the first time it opens. */
export function DialogLoading({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return <Loader pos="fixed" top="50%" left="50%" aria-label={t('common:loading')} data-testid={testId} />;
}
