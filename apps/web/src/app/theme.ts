import { BREAKPOINTS } from '@app/contract';
import type { CSSVariablesResolver, VariantColorsResolver } from '@mantine/core';
import {
  createTheme,
  defaultVariantColorsResolver,
  em,
  mergeThemeOverrides,
  parseThemeColor,
} from '@mantine/core';

/** Mantine's breakpoints are the contract's (spec section 9), in em. */
export const themeBreakpoints = {
  xs: em(BREAKPOINTS.mobile),
  sm: em(BREAKPOINTS.tablet),
  md: em(BREAKPOINTS.laptop),
  lg: em(BREAKPOINTS.smallDesktop),
  xl: em(BREAKPOINTS.bigDesktop),
} as const;

/**
 * Light variants (badges, light buttons, alerts) print shade 6 text on a pale tint: below 4.5:1 for
 * green, orange, teal and gray, and even shade 9 of green stays near 4:1. Shade 9 mixed with 30% black
 * keeps each colour's hue with text above 4.5:1 on its tint.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colors;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  return parsed.isThemeColor && parsed.color
    ? { ...colors, color: `color-mix(in srgb, var(--mantine-color-${parsed.color}-9) 70%, black)` }
    : colors;
};

export const theme = createTheme({
  variantColorResolver,
  breakpoints: themeBreakpoints,
  primaryColor: 'blue',
  // Shade 8 keeps white text on filled controls and blue links on white above 4.5:1 (WCAG AA).
  primaryShade: 8,
  defaultRadius: 'md',
  components: {
    // Mantine's focus placeholder is a focusable role=presentation child of role=menu, which axe
    // refuses (aria-required-children); without it the first item takes the focus on open.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A loader is named for assistive technology (aria-label), which a span without a role may not be
    // (axe: aria-prohibited-attr); as a status its name is read out.
    Loader: { defaultProps: { role: 'status' } },
  },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  focusRing: 'auto',
  // The shell's menu already stops sliding for readers who ask their system for less motion; Mantine's
  // own transitions (modals, menus, popovers, notifications) only follow that wish when told to.
  respectReducedMotion: true,
});

/**
 * Mantine's "dimmed" text is gray 6 (about 3.3:1 on white): too light for small text under WCAG AA.
 * Gray 7 keeps the quieter look above 4.5:1 wherever dimmed text and placeholders are used; error
 * text (red 6, about 3.3:1) becomes red 9 for the same reason.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});

/** The theme with translated labels for controls Mantine draws itself (notification and modal close buttons). */
export function themeFor(closeLabel: string) {
  return mergeThemeOverrides(
    theme,
    createTheme({
      components: {
        Notification: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
        Modal: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
      },
    }),
  );
}
