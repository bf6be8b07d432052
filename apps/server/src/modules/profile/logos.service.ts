import type { Language, Logos, LogoTarget } from '@app/contract';
import { LOGO_MAX_SIZE_PX, LOGO_TARGETS } from '@app/contract';
import { notFound } from '../../http-error';
import { processImage } from '../../images/image-processing';
import { logoUrl } from '../profile/image-urls';
import type { LogoRow } from '../profile/logos.repository';
import { deleteLogo, findLogo, findLogos, upsertLogo } from '../profile/logos.repository';
import type { StoredImage } from '../../images/send-image';
import type { UploadDeps } from '../profile/stored-files';
import { discardFile, etagOf, newImageKey, storeWithRecord } from '../profile/stored-files';

/**
 * The stored logos by target. A language without its own logo shows the one for all languages;
 * that choice is the screen's: here each URL is exactly what is stored.
 */
export function toLogos(rows: LogoRow[], lang: Language): Logos {
  const logos = Object.fromEntries(LOGO_TARGETS.map((target) => [target, null])) as Logos;
  for (const row of rows) logos[row.target] = logoUrl(lang, row.target, row.updatedAt);
  return logos;
}

export async function logosOf(deps: UploadDeps, userId: number, lang: Language): Promise<Logos> {
  return toLogos(await findLogos(deps.db, userId), lang);
}

/** Checks and re-encodes the upload, stores it, then removes the logo it replaces. */
export async function replaceLogo(
  deps: UploadDeps,
  userId: number,
  target: LogoTarget,
  upload: Buffer,
): Promise<void> {
  const image = await processImage(upload, LOGO_MAX_SIZE_PX);
  const storageKey = newImageKey(userId, 'logos');
  const replaced = await storeWithRecord(deps, storageKey, image.data, () =>
    upsertLogo(deps.db, { userId, target, storageKey, width: image.width, height: image.height }),
  );
  if (replaced) await discardFile(deps, replaced);
}

export async function removeLogo(deps: UploadDeps, userId: number, target: LogoTarget): Promise<void> {
  const storageKey = await deleteLogo(deps.db, userId, target);
  if (!storageKey) throw notFound();
  await discardFile(deps, storageKey);
}

export async function logoImage(deps: UploadDeps, userId: number, target: LogoTarget): Promise<StoredImage> {
  const row = await findLogo(deps.db, userId, target);
  if (!row) throw notFound();
  const data = await deps.storage.get(row.storageKey);
  if (!data) {
    deps.log.error({ key: row.storageKey }, 'logo row without its file');
    throw notFound();
  }
  return { data, etag: etagOf(row.storageKey) };
}
