import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, CancelledRequest } from '../lib/http';
import { runConfirmed } from './confirmed-action';
import { ModalsHost } from './modals-host';

function ask(run: () => Promise<string>) {
  render(
    <MantineProvider>
      <ModalsHost />
      <Notifications />
      <button
        type="button"
        onClick={() =>
          runConfirmed({
            title: 'Delete',
            question: 'Delete it?',
            labels: { confirm: 'Yes', cancel: 'No' },
            testId: 'probe',
            run,
            succeeded: (result) => ({ message: `done ${result}`, testId: 'probe-done' }),
            failed: () => ({ message: 'failed', testId: 'probe-failed' }),
          })
        }
      >
        ask
      </button>
    </MantineProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'ask' }));
}

const confirm = async () => {
  fireEvent.click(await screen.findByTestId('probe-confirm'));
  // Let the call settle and the notice render.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
};

afterEach(() => notifications.clean());

describe('runConfirmed', () => {
  it('tells a success in green', async () => {
    ask(() => Promise.resolve('42'));
    await confirm();
    expect(await screen.findByTestId('probe-done')).toHaveTextContent('done 42');
  });

  it('tells a failure in red', async () => {
    ask(() =>
      Promise.reject(new ApiError({ status: 409, error: 'conflict', messageKey: 'errors:conflict' })),
    );
    await confirm();
    expect(await screen.findByTestId('probe-failed')).toHaveTextContent('failed');
  });

  it('tells nothing when the call was cancelled (a route change): an empty result', async () => {
    ask(() => Promise.reject(new CancelledRequest('route-change')));
    await confirm();
    expect(screen.queryByTestId('probe-done')).toBeNull();
    expect(screen.queryByTestId('probe-failed')).toBeNull();
  });
});
