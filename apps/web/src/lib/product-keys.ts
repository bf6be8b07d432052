import type { ProductCode, SelectionMethod } from '@app/contract';

/**
 * The names of products, packs and selection methods: the products screens' and the personal data
 * page's (which names the codes the export holds). Literal keys: the i18n check finds every key in the
 * source.
 */
export const PRODUCT_NAME_KEYS: Record<ProductCode, string> = {
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

export const PACK_KEYS = { starter: 'products:pack.starter', gold: 'products:pack.gold' } as const;

export const SELECTION_KEYS: Record<SelectionMethod, string> = {
  AUTO: 'products:selection.AUTO',
  MANUAL: 'products:selection.MANUAL',
};
