import type { GroupProps } from '@mantine/core';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useRef, useState } from 'react';

export interface ShownOnceProps {
  /** What is shown this once (a secret, a link with its token): the server keeps only its hash. */
  value: string;
  /** The plain warning that it will not be shown again, in the caller's words. */
  warning: { title: string; text: string };
  /** The words of the Copy button and of its status line (the caller's catalog). */
  labels: { copy: string; copied: string; copyFailed: string };
  /** Words above the value, when it needs a name. */
  label?: string;
  /** Prefix of the data-testids: `-once` (the warning), `-copy`, `-copy-status`, and `-value`. */
  testId: string;
  /** The value's data-testid, when not `${testId}-value`. */
  valueTestId?: string;
  /** How the row of Copy and the caller's actions lines up. */
  justify?: GroupProps['justify'];
  /** The caller's actions after Copy (Open, Done…). */
  children?: ReactNode;
}

/**
 * A value shown this once: the warning that it will not be shown again, the whole value in a
 * monospace box that wraps anywhere (a phone's 375 px too), a Copy button whose outcome a status
 * line announces to screen readers (copying refused: the value is selected, ready for the keyboard),
 * and the caller's actions beside Copy. Its parts go straight into the caller's Stack.
 */
export function ShownOnce({
  value,
  warning,
  labels,
  label,
  testId,
  valueTestId = `${testId}-value`,
  justify,
  children,
}: ShownOnceProps) {
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const box = useRef<HTMLParagraphElement>(null);

  const copyValue = () => {
    const failed = () => {
      setCopy('failed');
      // Selected, ready for the keyboard's copy.
      if (box.current) window.getSelection()?.selectAllChildren(box.current);
    };
    if (!navigator.clipboard) return failed();
    navigator.clipboard.writeText(value).then(() => setCopy('copied'), failed);
  };

  // A plain monospace box: Mantine's Code would add its styles to every first load.
  const shown = (
    <Paper withBorder p="xs" bg="var(--mantine-color-gray-0)">
      <Text
        ref={box}
        ff="monospace"
        fz="sm"
        data-testid={valueTestId}
        style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
      >
        {value}
      </Text>
    </Paper>
  );

  return (
    <>
      <Alert color="yellow" title={warning.title} data-testid={`${testId}-once`}>
        {warning.text}
      </Alert>
      {label ? (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {label}
          </Text>
          {shown}
        </Stack>
      ) : (
        shown
      )}
      <Text size="sm" role="status" data-testid={`${testId}-copy-status`}>
        {copy === 'copied' ? labels.copied : null}
        {copy === 'failed' ? labels.copyFailed : null}
      </Text>
      <Group justify={justify} gap="sm" wrap="wrap">
        <Button
          variant="light"
          leftSection={
            copy === 'copied' ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />
          }
          onClick={copyValue}
          data-autofocus
          data-testid={`${testId}-copy`}
        >
          {labels.copy}
        </Button>
        {children}
      </Group>
    </>
  );
}
