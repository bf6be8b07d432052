import { BREAKPOINTS } from '@app/contract';
import { Loader, MantineProvider, Transition } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../test/media';
import postcssConfig from '../../postcss.config.cjs?raw';
import { theme, themeBreakpoints } from './theme';

describe('breakpoints', () => {
  it('are the contract breakpoints in the Mantine theme', () => {
    expect(theme.breakpoints).toEqual({
      xs: `${BREAKPOINTS.mobile / 16}em`,
      sm: `${BREAKPOINTS.tablet / 16}em`,
      md: `${BREAKPOINTS.laptop / 16}em`,
      lg: `${BREAKPOINTS.smallDesktop / 16}em`,
      xl: `${BREAKPOINTS.bigDesktop / 16}em`,
    });
  });

  it('are the same in the PostCSS variables', () => {
    for (const [name, value] of Object.entries(themeBreakpoints)) {
      expect(postcssConfig).toContain(`'mantine-breakpoint-${name}': '${value}'`);
    }
  });
});

describe('loaders', () => {
  it('are statuses, so their names may be read out', () => {
    render(
      <MantineProvider theme={theme}>
        <Loader aria-label="Loading" />
      </MantineProvider>,
    );
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });
});

describe('motion', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** The duration of a 200 ms fade just after it is asked to show, with the reader's motion setting. */
  async function fadeDuration(reduceMotion: boolean): Promise<string> {
    stubMatchMedia((query) => reduceMotion && query === '(prefers-reduced-motion: reduce)');
    const fade = (mounted: boolean) => (
      <MantineProvider theme={theme}>
        <Transition mounted={mounted} transition="fade" duration={200}>
          {(styles) => <div data-testid="fade" style={styles} />}
        </Transition>
      </MantineProvider>
    );
    const { rerender, unmount } = render(fade(false));
    rerender(fade(true));
    const duration = (await screen.findByTestId('fade')).style.transitionDuration;
    unmount();
    return duration;
  }

  it("follows the reader's wish for less motion in Mantine's modals, menus and popovers too", async () => {
    expect(await fadeDuration(false)).toBe('200ms');
    // Without motion Mantine draws the element as it ends, with no transition at all.
    expect(['', '0ms']).toContain(await fadeDuration(true));
  });
});
