/** The mails' colours: the portal's blue (its favicon's) and greys that pass WCAG AA on white. */
export const COLORS = {
  brand: '#1864ab',
  page: '#f1f3f5',
  card: '#ffffff',
  text: '#212529',
  muted: '#495057',
  line: '#dee2e6',
  drop: '#2b8a3e',
} as const;

/** Fonts every mail client has. */
export const FONT = 'Arial, Helvetica, sans-serif';

/**
 * A long link (a token URL) breaks anywhere rather than widen the mail past a phone's screen. Both
 * spellings: some clients know only one.
 */
export const BREAK_ANYWHERE = { wordBreak: 'break-all', overflowWrap: 'anywhere' } as const;
