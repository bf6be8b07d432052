import type { Language, PropertyFilterInput } from '@app/contract';
import { buildUrl } from '../../../lib/http';
import { loadSchemas } from '../../../lib/schemas';

/**
 * GET my-properties/export with the list's current filter (no page: the export holds every match).
 * Built when asked for, with the contract's schemas: the list shows without them (issue 49).
 */
export const exportUrl = async (filter: PropertyFilterInput, lang: Language): Promise<string> => {
  const { endpoints, exportQueryOf } = await loadSchemas();
  return buildUrl(endpoints.exportMyProperties, { query: exportQueryOf(filter) }, lang);
};

export type ListingDocument = 'poster' | 'folder';

/** GET my-properties/:id/poster or /folder. */
export const documentUrl = async (document: ListingDocument, id: number, lang: Language): Promise<string> => {
  const { endpoints } = await loadSchemas();
  return buildUrl(
    document === 'poster' ? endpoints.getPropertyPoster : endpoints.getPropertyFolder,
    { params: { id } },
    lang,
  );
};
