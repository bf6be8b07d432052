import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStorage } from './local-storage';
import type { Storage } from './storage';

describe('local storage', () => {
  let root: string;
  let storage: Storage;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'storage-'));
    storage = localStorage(root);
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('puts, gets and deletes a file', async () => {
    await storage.put('users/1/logo-all.webp', Buffer.from('abc'));
    expect((await storage.get('users/1/logo-all.webp'))?.toString()).toBe('abc');
    await storage.delete('users/1/logo-all.webp');
    expect(await storage.get('users/1/logo-all.webp')).toBeNull();
  });

  it('removes everything under a prefix and leaves the others', async () => {
    await storage.put('users/2/gallery/a.webp', Buffer.from('a'));
    await storage.put('users/2/logo-nl.webp', Buffer.from('b'));
    await storage.put('users/3/logo-nl.webp', Buffer.from('c'));
    await storage.deletePrefix('users/2/');
    const left = await readdir(join(root, 'users'));
    expect(left).toContain('3');
    expect(left).not.toContain('2');
    expect(await storage.get('users/3/logo-nl.webp')).not.toBeNull();
  });

  it('refuses keys that could leave the folder', async () => {
    await expect(storage.put('../etc/passwd', Buffer.from('x'))).rejects.toThrow(/unsafe/);
    await expect(storage.get('/abs')).rejects.toThrow(/unsafe/);
    await expect(storage.deletePrefix('users/../')).rejects.toThrow(/unsafe/);
  });
});
