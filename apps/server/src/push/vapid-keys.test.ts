import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dataFolderVapidKeys } from './vapid-keys';

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

describe('the embedded database’s VAPID keys', () => {
  it('are made once per data folder, readable by its owner only, and kept over restarts', async () => {
    const root = await mkdtemp(join(tmpdir(), 'vapid-keys-'));
    folders.push(root);
    const data = join(root, 'data');
    const [first, again] = await Promise.all([dataFolderVapidKeys(data), dataFolderVapidKeys(data)]);
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(again).toEqual(first);
    expect(await dataFolderVapidKeys(data)).toEqual(first);
    expect((await stat(join(data, 'vapid-keys.json'))).mode & 0o777).toBe(0o600);
    expect(await dataFolderVapidKeys(join(root, 'other'))).not.toEqual(first);
  });
});
