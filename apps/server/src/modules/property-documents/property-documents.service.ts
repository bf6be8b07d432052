import type { CurrentUser, Language } from '@app/contract';
import { notFound } from '../../http-error';
import { translator } from '../../i18n';
import { propertyOf } from '../properties/properties.service';
import type { LogoDeps } from './agency-logo';
import { agencyLogoPng } from './agency-logo';
import { findAgency } from './agency.repository';
import { buildFolder } from './folder';
import type { ListingDocumentInput } from './poster';
import { buildPoster } from './poster';

export interface ListingPdf {
  data: Buffer;
  fileName: string;
}

/** Someone else's listing, a draft or a deleted one answers 404 (propertyOf), as if absent. */
async function inputOf(
  deps: LogoDeps,
  user: CurrentUser,
  id: number,
  lang: Language,
): Promise<ListingDocumentInput> {
  const property = await propertyOf(deps.db, user, id);
  const agency = await findAgency(deps.db, user.id);
  if (!agency) throw notFound();
  const logo = await agencyLogoPng(deps, user.id, lang);
  return { property, agency, logo, lang };
}

/** GET my-properties/:id/poster. */
export async function posterOf(
  deps: LogoDeps,
  user: CurrentUser,
  id: number,
  lang: Language,
): Promise<ListingPdf> {
  const input = await inputOf(deps, user, id, lang);
  return {
    data: await buildPoster(input),
    fileName: translator(lang)('documents:poster.fileName', { code: input.property.vlancode }),
  };
}

/** GET my-properties/:id/folder. */
export async function folderOf(
  deps: LogoDeps,
  user: CurrentUser,
  id: number,
  lang: Language,
): Promise<ListingPdf> {
  const input = await inputOf(deps, user, id, lang);
  return {
    data: await buildFolder(input),
    fileName: translator(lang)('documents:folder.fileName', { code: input.property.vlancode }),
  };
}
