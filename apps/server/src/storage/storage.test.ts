import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { copyOfTemplate } from '../test/app';
import { databaseStorage } from './database-storage';
import { localStorage } from './local-storage';
import type { Storage } from './storage';

/** What every driver must do; each driver's own checks follow. */
function behavesAsStorage(open: () => Promise<{ storage: Storage; close: () => Promise<void> }>) {
  let storage: Storage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await open());
  });
  afterAll(() => close());

  it('puts, gets, replaces and deletes a file', async () => {
    const bytes = Buffer.from([0, 255, 1, 2, 0x89, 0x50]);
    await storage.put('users/1/logo-all.webp', bytes);
    expect(await storage.get('users/1/logo-all.webp')).toEqual(bytes);
    await storage.put('users/1/logo-all.webp', Buffer.from('new'));
    expect((await storage.get('users/1/logo-all.webp'))?.toString()).toBe('new');
    await storage.delete('users/1/logo-all.webp');
    expect(await storage.get('users/1/logo-all.webp')).toBeNull();
    await storage.delete('users/1/logo-all.webp');
  });

  it('removes everything under a prefix and leaves the others', async () => {
    await storage.put('users/2/gallery/a.webp', Buffer.from('a'));
    await storage.put('users/2/logo-nl.webp', Buffer.from('b'));
    await storage.put('users/20/logo-nl.webp', Buffer.from('c'));
    await storage.put('users/3/logo-nl.webp', Buffer.from('d'));
    await storage.deletePrefix('users/2/');
    expect(await storage.get('users/2/gallery/a.webp')).toBeNull();
    expect(await storage.get('users/2/logo-nl.webp')).toBeNull();
    expect((await storage.get('users/20/logo-nl.webp'))?.toString()).toBe('c');
    expect((await storage.get('users/3/logo-nl.webp'))?.toString()).toBe('d');
  });

  it('refuses keys that could leave their place', async () => {
    await expect(storage.put('../etc/passwd', Buffer.from('x'))).rejects.toThrow(/unsafe/);
    await expect(storage.get('/abs')).rejects.toThrow(/unsafe/);
    await expect(storage.deletePrefix('users/../')).rejects.toThrow(/unsafe/);
    await expect(storage.deletePrefix('users/%')).rejects.toThrow(/unsafe/);
  });
}

describe('local storage', () => {
  let root: string;
  behavesAsStorage(async () => {
    root = await mkdtemp(join(tmpdir(), 'storage-'));
    return { storage: localStorage(root), close: () => rm(root, { recursive: true, force: true }) };
  });

  it('keeps the files in its folder', async () => {
    expect(await readdir(join(root, 'users'))).toEqual(expect.arrayContaining(['20', '3']));
  });
});

describe('database storage', () => {
  let database: DatabaseHandle;
  behavesAsStorage(async () => {
    database = await copyOfTemplate(false);
    return { storage: databaseStorage(database.db), close: () => database.close() };
  });
});
