import type { Language, PropertyFilterInput } from '@app/contract';
import { endpoints, exportQueryOf } from '@app/contract';
import { buildUrl } from '../../../lib/http';

/** GET my-properties/export with the list's current filter (no page: the export holds every match). */
export const exportUrl = (filter: PropertyFilterInput, lang: Language): string =>
  buildUrl(endpoints.exportMyProperties, { query: exportQueryOf(filter) }, lang);

export type ListingDocument = 'poster' | 'folder';

/** GET my-properties/:id/poster or /folder. */
export const documentUrl = (document: ListingDocument, id: number, lang: Language): string =>
  buildUrl(
    document === 'poster' ? endpoints.getPropertyPoster : endpoints.getPropertyFolder,
    { params: { id } },
    lang,
  );
