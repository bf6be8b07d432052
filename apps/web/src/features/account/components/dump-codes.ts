import { LANGUAGE_NAMES } from '../../../lib/language-names';

/** Products by their code (the products section) or as what a territory is for. */
const PRODUCT_NAMES = {
  bestOf: 'products:name.bestOf',
  color: 'products:name.color',
  wallpaper: 'products:name.wallpaper',
  proFirst: 'products:name.proFirst',
  valuation: 'products:name.valuation',
  leadGenerator: 'products:name.leadGenerator',
  propertyAdvisor: 'products:name.propertyAdvisor',
  emailAlertPro: 'products:name.emailAlertPro',
  proDirectory: 'products:name.proDirectory',
};

/**
 * The names of codes the personal data export holds under a field, as the screens that set them
 * name them: the field's key, then each code's catalog key. Literal keys, so the catalog check sees
 * them; a code not listed shows as it is.
 */
export const CODE_KEYS: Record<string, Readonly<Record<string, string>>> = {
  language: LANGUAGE_NAMES,
  newsletter: {
    portalNews: 'profile:newsletters.name.portalNews',
    propertyTips: 'profile:newsletters.name.propertyTips',
    partnerOffers: 'profile:newsletters.name.partnerOffers',
    proNews: 'profile:newsletters.name.proNews',
  },
  // Products: their code, and in territories the product they are for.
  code: PRODUCT_NAMES,
  product: PRODUCT_NAMES,
  pack: { starter: 'products:pack.starter', gold: 'products:pack.gold' },
  selection: { AUTO: 'products:selection.AUTO', MANUAL: 'products:selection.MANUAL' },
  zoneType: {
    exclusivity: 'products:territory.zoneType.exclusivity',
    pool: 'products:territory.zoneType.pool',
  },
  condition: {
    new: 'valuations:condition.new',
    good: 'valuations:condition.good',
    toRefresh: 'valuations:condition.toRefresh',
    toRenovate: 'valuations:condition.toRenovate',
  },
};
