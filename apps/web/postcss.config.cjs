/* global module */
// Mantine's PostCSS set-up. The breakpoint variables are BREAKPOINTS of @app/contract in em
// (px / 16); src/app/theme.test.ts fails if they drift apart.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '62em',
        'mantine-breakpoint-lg': '70em',
        'mantine-breakpoint-xl': '93.75em',
      },
    },
  },
};
