import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { settle } from '../lib/settle';
import { openConfirmModal } from '../lib/confirm-modal';

export interface Notice {
  title?: string;
  message: string;
  testId: string;
}

export interface ConfirmedAction<Result> {
  title: string;
  question: string;
  labels: { confirm: string; cancel: string };
  /** Names the modal's parts: `${testId}-question`, `${testId}-confirm`, `${testId}-cancel`. */
  testId: string;
  /** A destructive action gets a red confirm button. */
  destructive?: boolean;
  /** The call; when it is cancelled (a route change) nobody is left to tell, so nothing shows. */
  run: () => Promise<Result>;
  /** The green notice after the call succeeded (it stays a few seconds). */
  succeeded: (result: Result) => Notice;
  /** The red notice of a failure (it stays until closed). */
  failed: (error: unknown) => Notice;
}

function runAndTell<Result>({ run, succeeded, failed }: ConfirmedAction<Result>): Promise<void> {
  return settle(run(), {
    done: (result) => {
      const { title, message, testId } = succeeded(result);
      notifications.show({ color: 'green', ...(title ? { title } : {}), message, 'data-testid': testId });
    },
    failed: (error) => {
      const { title, message, testId } = failed(error);
      notifications.show({
        color: 'red',
        ...(title ? { title } : {}),
        message,
        autoClose: false,
        'data-testid': testId,
      });
    },
  });
}

/**
 * An action that asks first (spec section 5) and then tells how it went: a confirmation modal,
 * the call after "confirm", its outcome as a notice.
 */
export function runConfirmed<Result>(action: ConfirmedAction<Result>): void {
  openConfirmModal({
    title: action.title,
    children: (
      <Text size="sm" data-testid={`${action.testId}-question`}>
        {action.question}
      </Text>
    ),
    labels: action.labels,
    confirmProps: {
      ...(action.destructive ? { color: 'red' } : {}),
      'data-testid': `${action.testId}-confirm`,
    },
    cancelProps: { 'data-testid': `${action.testId}-cancel` },
    onConfirm: () => void runAndTell(action),
  });
}
