import { FileInput, Loader } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { IMAGE_ACCEPT, imageFileError, megabytes } from './image-file';

/**
 * Picks one image and hands it on, after the browser's check of type and size (with the server's
 * messages). A refused file is never sent; the server's own refusal comes back as `error`.
 */
export function ImageUploadInput({
  label,
  maxBytes,
  onFile,
  error,
  disabled,
  description,
  loading,
  testId,
}: {
  label: string;
  maxBytes: number;
  /** Called with a file that passed the checks. */
  onFile: (file: File) => void;
  /** A message key from the server's answer. */
  error: string | null;
  disabled?: boolean;
  description?: string;
  loading?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const [refused, setRefused] = useState<string | null>(null);
  const shown = refused ?? error;
  // Empties the native input after each pick, so the same file can be chosen again (a retry).
  const resetRef = useRef<() => void>(null);
  // The hidden native input, for browser tests that set files on it.
  const fileInputProps = { name: 'file', 'data-testid': `${testId}-file` };

  return (
    <FileInput
      label={label}
      description={description ?? t('profile:upload.hint', { mb: megabytes(maxBytes) })}
      placeholder={t('profile:upload.placeholder')}
      accept={IMAGE_ACCEPT}
      // Always empty: the chosen file goes up at once, the preview shows the result.
      value={null}
      resetRef={resetRef}
      onChange={(file) => {
        if (!file) return;
        const problem = imageFileError(file, maxBytes);
        setRefused(problem);
        resetRef.current?.();
        if (!problem) onFile(file);
      }}
      error={shown ? t(shown) : undefined}
      disabled={disabled || loading}
      leftSection={<IconUpload aria-hidden="true" size={16} />}
      data-testid={testId}
      rightSection={
        loading ? <Loader size="xs" role="status" aria-label={t('profile:upload.uploading')} /> : undefined
      }
      fileInputProps={fileInputProps}
    />
  );
}
