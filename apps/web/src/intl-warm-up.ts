import { warmUpIntlAside } from './lib/intl-aside';

/**
 * The Intl warm-up's worker, started as soon as the entry's modules evaluate (main.tsx imports this
 * first): the earlier it starts, the surer it is done before the page's first use of Intl.
 */
export const intlWarmedUp: Promise<void> = warmUpIntlAside();
