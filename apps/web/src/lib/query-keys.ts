/**
 * Query key roots that more than one feature invalidates: a feature that changes a listing, a draft
 * or a project (an order, the ad editor) refreshes the lists of another feature through these
 * prefixes. Keyed by user: another user logging in on the same page never sees these.
 */
export const myPropertiesKey = (userId: number) => ['properties', 'mine', userId] as const;

export const myDraftsKey = (userId: number) => ['drafts', 'mine', userId] as const;

/** Models and units are kept under it too. */
export const myProjectsKey = (userId: number) => ['projects', 'mine', userId] as const;

/** The dashboard: slot usage and counts follow listings and products. */
export const myDashboardKey = (userId: number) => ['dashboard', 'mine', userId] as const;
