/** Business constants and limits of spec section 9. */
export const HTTP_TIMEOUT_MS = 60_000;
export const SCROLL_THRESHOLD_PX = 25;
export const SCROLL_THROTTLE_MS = 500;

export const BREAKPOINTS = {
  mobile: 576,
  tablet: 768,
  laptop: 992,
  smallDesktop: 1120,
  bigDesktop: 1500,
} as const;
/** The side menu is collapsed below this width. */
export const MENU_COLLAPSE_BELOW = BREAKPOINTS.smallDesktop;

export const PASSWORD_MIN_LENGTH = 8;
/** Longest password accepted; never truncated, refused above. */
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const RATING_MAX = 5;
export const LOGO_DELAY_HOURS = 24;
export const SAVED_SEARCH_NEW_MATCH_DAYS = 3;
export const AUTO_SELECTION_WEEKDAY = 'sunday';

export const SUPPORT_URL = 'https://support.example.be';

/** Session lifetime, sliding: each use extends it. */
export const SESSION_TTL_DAYS = 30;
export const SESSION_COOKIE = 'sid';
/** Header every state-changing request must carry (cross-site requests cannot set it without CORS). */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'account-area';

export const LOGIN_LIMITS = {
  windowMinutes: 15,
  perAccount: 5,
  perAddress: 20,
} as const;
export const EMAIL_TOKEN_TTL_HOURS = 48;

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;
