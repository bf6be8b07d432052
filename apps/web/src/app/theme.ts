import { BREAKPOINTS } from '@app/contract';
import { createTheme, em } from '@mantine/core';

/** Mantine's breakpoints are the contract's (spec section 9), in em. */
export const themeBreakpoints = {
  xs: em(BREAKPOINTS.mobile),
  sm: em(BREAKPOINTS.tablet),
  md: em(BREAKPOINTS.laptop),
  lg: em(BREAKPOINTS.smallDesktop),
  xl: em(BREAKPOINTS.bigDesktop),
} as const;

/** The breakpoint below which the side menu is collapsed (MENU_COLLAPSE_BELOW, small desktop). */
export const MENU_BREAKPOINT = 'lg' as const;

export const theme = createTheme({
  breakpoints: themeBreakpoints,
  primaryColor: 'blue',
  // Shade 8 keeps white text on filled controls and blue links on white above 4.5:1 (WCAG AA).
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  focusRing: 'auto',
});
