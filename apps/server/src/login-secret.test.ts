import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dataFolderSecret } from './login-secret';

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

describe('the embedded database’s login secret', () => {
  it('is made once per data folder, readable by its owner only, and kept over restarts', async () => {
    const root = await mkdtemp(join(tmpdir(), 'login-secret-'));
    folders.push(root);
    const data = join(root, 'data');
    const [first, again] = await Promise.all([dataFolderSecret(data), dataFolderSecret(data)]);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(again).toBe(first);
    expect(await dataFolderSecret(data)).toBe(first);
    expect((await stat(join(data, 'login-secret'))).mode & 0o777).toBe(0o600);
    expect(await dataFolderSecret(join(root, 'other'))).not.toBe(first);
  });
});
