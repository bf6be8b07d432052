import type { Language } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { Database } from '../../db/client';
import type { Storage } from '../../storage/storage';
import { findLogo } from '../profile/profile.service';

export interface LogoDeps {
  db: Database;
  storage: Storage;
  log: FastifyBaseLogger;
}

/**
 * The owner's logo for a document in `lang` as PNG, or null when none is stored. A language without
 * its own logo uses the one for all languages (as the profile screen shows them). Logos are stored
 * as WebP (decision 008), which pdfkit cannot read: it takes PNG and JPEG only.
 */
export async function agencyLogoPng(deps: LogoDeps, userId: number, lang: Language): Promise<Buffer | null> {
  const row = (await findLogo(deps.db, userId, lang)) ?? (await findLogo(deps.db, userId, 'all'));
  if (!row) return null;
  const data = await deps.storage.get(row.storageKey);
  if (!data) {
    // The document is still worth printing without it; the broken upload is reported for repair.
    deps.log.error({ key: row.storageKey }, 'logo row without its file');
    return null;
  }
  return sharp(data).png().toBuffer();
}
