import type { ContactFilterInput, Language } from '@app/contract';
import { endpoints } from '@app/contract';
import { buildUrl } from '../../../lib/http';
import type { ContactSide } from '../contact-params';

/** GET my-contacts/export with the screen's filter (no view or page: every contact, repeats too). */
export const contactExportUrl = (side: ContactSide, filter: ContactFilterInput, lang: Language): string =>
  buildUrl(
    endpoints.exportMyContacts,
    {
      query: {
        from: filter.from,
        to: filter.to,
        vlancode: filter.vlancode,
        ...(side === 'sent' ? { sent: 'true' } : {}),
      },
    },
    lang,
  );
