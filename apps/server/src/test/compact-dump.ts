import { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { PgliteHandle } from '../db/client';
import { rowsOf } from '../db/sql';

const TAR_BLOCK = 512;
const WAL_FILE = /(?:^|\/)pg_wal\/([0-9A-F]{24})$/;

/**
 * The tar of a PGlite data folder without the write-ahead log segments its next start does not read.
 *
 * Seeding writes about 60 MB of log; PostgreSQL keeps finished segments until a checkpoint and then
 * recycles them as empty future ones (min_wal_size, which PGlite cannot change at run time). After a
 * checkpoint only the segments from its redo point to the current insert point are read on start, so
 * the others are dropped: the seeded template shrinks from 116 to 66 MB, and every test app that loads
 * it opens in about 60 % of the time. Only whole entries are dropped; every kept header and data block
 * is copied as it is, so no more of the format than an entry's name and size is read.
 */
export async function compactDump(database: PgliteHandle): Promise<Buffer> {
  await database.db.execute(sql`checkpoint`);
  const [wal] = rowsOf(
    z.object({ redo: z.string(), current: z.string() }),
    await database.db.execute(
      sql`select pg_walfile_name(redo_lsn) as redo, pg_walfile_name(pg_current_wal_insert_lsn()) as current
          from pg_control_checkpoint()`,
    ),
  );
  if (!wal) throw new Error('no checkpoint');
  const tar = Buffer.from(await (await database.dump()).arrayBuffer());
  const kept: Buffer[] = [];
  let offset = 0;
  while (offset + TAR_BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + TAR_BLOCK);
    // Two zero blocks end the archive: kept with whatever padding follows.
    if (header.every((byte) => byte === 0)) {
      kept.push(tar.subarray(offset));
      break;
    }
    const name = field(header, 0, 100);
    const size = Number.parseInt(field(header, 124, 12) || '0', 8);
    const length = TAR_BLOCK + Math.ceil(size / TAR_BLOCK) * TAR_BLOCK;
    const segment = WAL_FILE.exec(name)?.[1];
    if (!segment || (segment >= wal.redo && segment <= wal.current)) {
      kept.push(tar.subarray(offset, offset + length));
    }
    offset += length;
  }
  return Buffer.concat(kept);
}

/** A NUL-terminated text field of a tar header. */
function field(header: Buffer, start: number, length: number): string {
  const text = header.subarray(start, start + length).toString('latin1');
  const end = text.indexOf('\0');
  return (end === -1 ? text : text.slice(0, end)).trim();
}
