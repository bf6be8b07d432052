import { BREAKPOINTS } from '@app/contract';
import { Loader, MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
