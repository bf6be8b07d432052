import type { translator } from '../../i18n';
import type { Requester } from './products.repository';

/** The company's name, else the person's, else the e-mail address. */
export const requesterCompany = (requester: Requester): string =>
  requester.company_name ??
  ([requester.first_name, requester.last_name].filter(Boolean).join(' ') || requester.email);

/** Who asks, as the sales desk or the delegate needs it to call or write back. */
export function requesterDetails(
  t: ReturnType<typeof translator>,
  requester: Requester,
  customerId: number,
): Array<readonly [string, string]> {
  const contact = [requester.first_name, requester.last_name].filter(Boolean).join(' ');
  const phone = requester.phone ?? requester.mobile;
  return [
    [t('mail:productInformation.company'), requesterCompany(requester)],
    ...(contact ? [[t('mail:productInformation.contact'), contact] as const] : []),
    [t('mail:productInformation.email'), requester.email],
    ...(phone ? [[t('mail:productInformation.phone'), phone] as const] : []),
    [t('mail:productInformation.customer'), String(customerId)],
    [t('mail:productInformation.language'), requester.language.toUpperCase()],
  ];
}
