import { LANGUAGE_NAMES } from '../../../lib/language-names';
import { PACK_KEYS, PRODUCT_NAME_KEYS, SELECTION_KEYS } from '../../../lib/product-keys';

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
  code: PRODUCT_NAME_KEYS,
  product: PRODUCT_NAME_KEYS,
  pack: PACK_KEYS,
  selection: SELECTION_KEYS,
  zoneType: {
    exclusivity: 'products:territory.zoneType.exclusivity',
    pool: 'products:territory.zoneType.pool',
  },
  // A saved search's alerts, in the words its card uses for each state.
  emailNotification: {
    on: 'savedSearches:alerts.email.on',
    off: 'savedSearches:alerts.email.off',
    pending: 'savedSearches:alerts.email.pending',
  },
  pushNotification: {
    on: 'savedSearches:alerts.push.on',
    off: 'savedSearches:alerts.push.off',
    pending: 'savedSearches:alerts.push.pending',
  },
  // An app device's; the account's own status is a number, named in dump-values.ts.
  status: { connected: 'account:devices.connected', disconnected: 'account:devices.disconnected' },
  customerType: {
    agency: 'account:data.code.customerType.agency',
    notaires: 'account:data.code.customerType.notaires',
    developer: 'account:data.code.customerType.developer',
  },
  // A security event's kind, as the security activity names it.
  kind: {
    'new-device': 'account:securityEvents.kind.new-device',
    'password-changed': 'account:securityEvents.kind.password-changed',
    'passkey-added': 'account:securityEvents.kind.passkey-added',
    'data-exported': 'account:securityEvents.kind.data-exported',
    'account-secured': 'account:securityEvents.kind.account-secured',
  },
  condition: {
    new: 'valuations:condition.new',
    good: 'valuations:condition.good',
    toRefresh: 'valuations:condition.toRefresh',
    toRenovate: 'valuations:condition.toRenovate',
  },
};
