import type { ContactFilterInput, Language } from '@app/contract';
import { buildUrl } from '../../../lib/http';
import { loadSchemas } from '../../../lib/schemas';
import type { ContactSide } from '../contact-params';

/**
 * GET my-contacts/export with the screen's filter (no view or page: every contact, repeats too). Built
 * when asked for, with the contract's schemas: the list shows without them (issue 49).
 */
export const contactExportUrl = async (
  side: ContactSide,
  filter: ContactFilterInput,
  lang: Language,
): Promise<string> => {
  const { endpoints } = await loadSchemas();
  return buildUrl(
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
};
