/** The four counters of spec section 3 plus the contacts received: the series of every chart and table. */
export const SERIES = ['searchAppearances', 'detailViews', 'mails', 'phoneRequests', 'contacts'] as const;
export type SeriesName = (typeof SERIES)[number];

/** Literal keys: the i18n check finds every key in the source. */
export const SERIES_KEYS: Record<SeriesName, string> = {
  searchAppearances: 'statistics:series.searchAppearances',
  detailViews: 'statistics:series.detailViews',
  mails: 'statistics:series.mails',
  phoneRequests: 'statistics:series.phoneRequests',
  contacts: 'statistics:series.contacts',
};

/**
 * The dashboard's colours for the same figures (issue 48: the same look for the same thing): blues for
 * how often the listings were shown, orange and grape for the requests, the contacts in the teal of the
 * dashboard's contacts chart (red read as an error).
 */
export const SERIES_COLORS: Record<SeriesName, string> = {
  searchAppearances: 'blue.8',
  detailViews: 'cyan.7',
  mails: 'orange.7',
  phoneRequests: 'grape.7',
  contacts: 'teal.8',
};
