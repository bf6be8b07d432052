import type { Language, Property } from '@app/contract';
import { pdfBuffer } from '../../documents/pdf';
import { translator } from '../../i18n';
import type { AgencyRow } from './agency.repository';
import {
  newPdf,
  writeAgencyBlock,
  writeCode,
  writeHeadline,
  writePhotoPlaceholder,
  writeKeyFacts,
} from './pdf-layout';

export interface ListingDocumentInput {
  property: Property;
  agency: AgencyRow;
  /** PNG, or null when the owner has no logo. */
  logo: Buffer | null;
  lang: Language;
}

/**
 * The poster for the shop window, one A4 page: the transaction line big enough to read from the
 * street, the photo's place, the price and key figures, the code and URL, and the agency block.
 */
export function buildPoster({ property, agency, logo, lang }: ListingDocumentInput): Promise<Buffer> {
  const t = translator(lang);
  const doc = newPdf(t('documents:poster.title', { code: property.vlancode }), lang);
  writeHeadline(doc, property, t, logo, 44);
  writePhotoPlaceholder(doc, property, t, 320);
  writeKeyFacts(doc, property, t, { price: 30, type: 18, text: 14 });
  doc.moveDown(0.6);
  writeCode(doc, property, t);
  writeAgencyBlock(doc, agency, t);
  return pdfBuffer(doc);
}
