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
/** The note of a saved property. */
export const BOOKMARK_NOTE_MAX = 2000;
/** Saved properties' orders (bookmarks.ts builds the schema): the screen takes them without zod. */
export const BOOKMARK_SORTS = ['savedAt', 'rating', 'priceLow', 'priceHigh'] as const;
export const LOGO_DELAY_HOURS = 24;
export const SAVED_SEARCH_NEW_MATCH_DAYS = 3;
/** A search's matches come a few at a time: each is a photo and a few lines, in a dialog. */
export const SAVED_SEARCH_MATCHES_PAGE_SIZE = 10;
export const SAVED_SEARCH_NAME_MAX = 100;
export const SAVED_SEARCH_POSTCODES_MAX = 30;
export const AUTO_SELECTION_WEEKDAY = 'sunday';

export const SUPPORT_URL = 'https://support.example.be';

/**
 * A session's lifetimes by default (settings SESSION_IDLE_DAYS and SESSION_MAX_DAYS, decision 081):
 * it ends after `idleDays` without a request, and `maxDays` after its sign-in whatever its use.
 */
export const SESSION_DEFAULTS = { idleDays: 30, maxDays: 90 } as const;

/**
 * What is told to the user by e-mail and kept in the account's security activity (issue 51): a
 * sign-in from a device its device cookie does not know, a password change, a passkey added, a
 * personal data export, and the account secured through a notice's "this wasn't me" link.
 */
export const SECURITY_EVENT_KINDS = [
  'new-device',
  'password-changed',
  'passkey-added',
  'data-exported',
  'account-secured',
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];
export const SECURITY_EVENTS_SHOWN = 50;
/** Passkeys (issue 51): a name the user gives each, how many an account keeps, how long a ceremony may take. */
export const PASSKEY_NAME_MAX = 100;
export const PASSKEYS_MAX = 20;
export const PASSKEY_CHALLENGE_SECONDS = 300;

/** How long a notice's "this wasn't me" link works. */
export const SECURE_ACCOUNT_TOKEN_TTL_HOURS = 72;
/** The session cookie over http (development); over https it is `SECURE_SESSION_COOKIE`. */
export const SESSION_COOKIE = 'sid';
/**
 * Over https the browser keeps a `__Host-` cookie only if it is Secure, has Path=/ and no Domain, so
 * neither a sibling subdomain nor a plain-http page can set or shadow it (decision 052).
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
/**
 * The device cookie a successful login leaves in the browser (signed, HttpOnly): with it, failures of
 * unknown devices do not lock the owner out (decision 052). `__Host-` prefixed over https.
 */
export const DEVICE_COOKIE = 'device';
export const SECURE_DEVICE_COOKIE = `__Host-${DEVICE_COOKIE}`;
export const DEVICE_COOKIE_TTL_DAYS = 365;
/** Header every state-changing request must carry (cross-site requests cannot set it without CORS). */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'account-area';

/**
 * Idempotent money (decision 054): the request header of the IETF draft "The Idempotency-Key HTTP
 * Header Field", an sf-string (`"…"`; a bare token is taken too) of 1 to `maxLength` printable ASCII
 * characters. A key is the caller's for `hours`: the same request with it answers the first answer
 * again; then the retention job removes it.
 */
export const IDEMPOTENCY_KEY = { header: 'idempotency-key', maxLength: 255, hours: 24 } as const;

/**
 * The same order again (same user, order type and package, for the same listing, project, valuation
 * or postcode; a dossier on the same listing) within this many seconds answers 409 (decision 054).
 * A double click comes within a second, a second tab within seconds, and a retry after the client's
 * timeout (HTTP_TIMEOUT_MS, 60 s) after that timeout: two minutes cover the timeout and a minute to
 * read the error and click again, and nobody buys the very same thing twice within two minutes.
 */
export const REPEATED_ORDER_WINDOW_SECONDS = 120;

/**
 * Failed logins, counted over a sliding window (decisions 027, 052). From an unknown device (no valid
 * device cookie of the account): one address guessing one account is slowed after `perPair` failures:
 * `firstDelaySeconds`, doubling with each further failure, at most the window; `perAccount` failures
 * over all addresses lock the account for unknown devices only. A browser with the account's device
 * cookie is limited by its own failures instead (`perDevice`), so an attack does not lock the owner
 * out. An address's ceiling over all accounts holds for everyone and is high enough for an office
 * behind one address (NIST 800-63B allows up to 100 failed attempts).
 */
export const LOGIN_LIMITS = {
  windowMinutes: 15,
  perPair: 5,
  firstDelaySeconds: 60,
  perAccount: 100,
  perAddress: 100,
  perDevice: 5,
} as const;

/** Seconds an address waits after `failures` failed logins on one account (0 below the limit). */
export const pairDelaySeconds = (failures: number): number =>
  failures < LOGIN_LIMITS.perPair
    ? 0
    : Math.min(
        LOGIN_LIMITS.windowMinutes * 60,
        LOGIN_LIMITS.firstDelaySeconds * 2 ** (failures - LOGIN_LIMITS.perPair),
      );
export const EMAIL_TOKEN_TTL_HOURS = 48;
/**
 * E-mails a user can trigger (confirm the address, confirm an account deletion, confirm alerts): at
 * most `perKind` of each kind per account in `windowMinutes`, so nobody can flood a mailbox (issue 13).
 */
export const EMAIL_LINK_LIMIT = { perKind: 3, windowMinutes: 15 } as const;
/**
 * What the nightly retention job removes (decision 015, issue 13): raw listing events past this many
 * days (statistics read the daily roll-ups), failed logins past this many hours (far past the login
 * window), and sessions, single-use links and sign-in states once expired. Issue 47: e-mails (whole
 * bodies, with names and addresses) a month after they were written, sent or not (a month is long
 * enough to answer "did you send it?", and a mail unsent for a month will never be wanted); alert
 * matches after a week (the alerts need a day: the real-time hour, the digest's day, the matching
 * job's 15-minute look-back); push messages after a week (an alert that old is news to nobody).
 */
export const RETENTION = {
  listingEventDays: 400,
  loginAttemptHours: 24,
  mailOutboxDays: 30,
  alertMatchDays: 7,
  pushOutboxDays: 7,
  /** The account's security activity (issue 51): sign-ins from new devices, password changes. */
  securityEventDays: 400,
  /** Webhook messages (issue 50), delivered or not, with their attempts: they copy leads' personal data. */
  webhookMessageDays: 30,
  hour: 3,
} as const;

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

/** Uploads (issue 3): sizes in bytes; images are re-encoded on the server. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const GALLERY_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const GALLERY_MAX_IMAGES = 20;
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const LOGO_MAX_SIZE_PX = { width: 800, height: 400 } as const;
export const GALLERY_MAX_SIZE_PX = { width: 1920, height: 1280 } as const;

export const EXTRA_ADDRESSES_MAX = 10;
export const EXTRA_CONTACTS_MAX = 20;
export const TEXT_SHORT_MAX = 100;
export const TEXT_MEDIUM_MAX = 255;
export const DESCRIPTION_MAX = 4000;
/** The ad editor's number fields (issue 4): in the constants, so the editor shows them without loading zod. */
export const AD_PRICE_MAX = 100_000_000;
export const AD_SURFACE_MAX = 100_000;
export const AD_BEDROOMS_MAX = 50;
export const SLOGAN_MAX = 150;
export const COMMENT_MAX = 500;

/** Account deletion: the confirmation link in the e-mail is valid this long and works once. */
export const DELETION_TOKEN_TTL_HOURS = 24;

/**
 * The domain of the addresses that replace erased ones: a deleted account's, and the sender's of a
 * lead whose sender deleted the account (decision 030). `.invalid` can never receive mail.
 */
export const ERASED_EMAIL_DOMAIN = 'deleted.invalid';
export const isErasedEmail = (email: string): boolean => email.endsWith(`@${ERASED_EMAIL_DOMAIN}`);

/** The dashboard's contact statistics cover this many days (getContactStatistics). */
export const CONTACT_STATISTICS_DAYS = 30;

/**
 * The query a provider login that ended without a session comes back to the dashboard with:
 * `?login=unknown` (the provider knows the person, no account is linked to that identity) or
 * `?login=error&reason=<errors key without its namespace>`. The server writes it, the login modal
 * reads it.
 */
export const PROVIDER_LOGIN_RESULT = {
  param: 'login',
  reasonParam: 'reason',
  unknown: 'unknown',
  error: 'error',
} as const;

/** What a Wallpaper PRO's change request is about, and its message's length (wallpaper.ts builds the schema). */
export const WALLPAPER_CHANGES = ['image', 'period', 'stop', 'other'] as const;
export const WALLPAPER_MESSAGE_MAX = 2000;

// Codes the screens show without loading zod (issue 49): the schemas that check them import them.

/** The sign-in providers a user may connect (spec section 5). */
export const PROVIDERS = ['facebook', 'google', 'belfius'] as const;
/** Opening hours: whether a day is also, or only, by appointment. */
export const BY_APPOINTMENT = ['no', 'also', 'only'] as const;
/** A listing order is for one listing or project; a product order is for a product of the account. */
export const LISTING_ORDER_TYPES = ['publication', 'upsell', 'prolongation'] as const;
export const ORDER_TYPES = [...LISTING_ORDER_TYPES, 'product', 'valuation'] as const;
