import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShownOnce } from './shown-once';

const VALUE = 'whsec_c2VjcmV0LWZvci10ZXN0cy1vbmx5LTEyMzQ1Njc4OTA=';

const show = (props: Partial<Parameters<typeof ShownOnce>[0]> = {}) =>
  render(
    <MantineProvider>
      <ShownOnce
        value={VALUE}
        warning={{ title: 'Not again', text: 'You will not see it again.' }}
        labels={{ copy: 'Copy it', copied: 'Copied.', copyFailed: 'Copying failed: it is selected.' }}
        testId="probe"
        {...props}
      >
        <button type="button">Done</button>
      </ShownOnce>
    </MantineProvider>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  window.getSelection()?.removeAllRanges();
});

describe('ShownOnce', () => {
  it('shows the warning, the whole value in a box that wraps anywhere, Copy and the caller’s actions', () => {
    show({ label: 'Signing secret' });
    expect(screen.getByTestId('probe-once')).toHaveTextContent('Not again');
    expect(screen.getByTestId('probe-once')).toHaveTextContent('You will not see it again.');
    expect(screen.getByText('Signing secret')).toBeInTheDocument();
    const value = screen.getByTestId('probe-value');
    expect(value).toHaveTextContent(VALUE);
    expect(value.style.overflowWrap).toBe('anywhere');
    expect(value.style.whiteSpace).toBe('pre-wrap');
    expect(screen.getByRole('button', { name: 'Copy it' })).toHaveAttribute('data-testid', 'probe-copy');
    expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
    // The status line is there before any copy, empty: a screen reader announces what comes in.
    expect(screen.getByRole('status')).toHaveAttribute('data-testid', 'probe-copy-status');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('takes the value’s own data-testid and goes without a label', () => {
    show({ valueTestId: 'probe-url' });
    expect(screen.getByTestId('probe-url')).toHaveTextContent(VALUE);
    expect(screen.queryByTestId('probe-value')).toBeNull();
  });

  it('copies the value and says so in the status line', async () => {
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('button', { name: 'Copy it' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Copied.'));
    await expect(navigator.clipboard.readText()).resolves.toBe(VALUE);
  });

  it('selects the value for the keyboard when copying is refused', async () => {
    const user = userEvent.setup();
    show();
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    await user.click(screen.getByRole('button', { name: 'Copy it' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Copying failed: it is selected.'),
    );
    expect(window.getSelection()?.toString()).toBe(VALUE);
  });
});
