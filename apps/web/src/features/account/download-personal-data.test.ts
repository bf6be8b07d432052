import { describe, expect, it } from 'vitest';
import { FALLBACK_FILE_NAME, fileNameOf } from './download-personal-data';

describe('fileNameOf', () => {
  it('reads the name of Content-Disposition, filename* first', () => {
    expect(fileNameOf('attachment; filename="personal-data-2026-05-04.json"')).toBe(
      'personal-data-2026-05-04.json',
    );
    expect(fileNameOf('attachment; filename=dump.json')).toBe('dump.json');
    expect(fileNameOf(`attachment; filename="plain.json"; filename*=UTF-8''donn%C3%A9es.json`)).toBe(
      'données.json',
    );
  });

  it('never lets the header choose a folder, and falls back when there is no name', () => {
    expect(fileNameOf('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameOf('attachment; filename="C:\\\\Windows\\\\x.json"')).toBe('x.json');
    expect(fileNameOf('attachment')).toBe(FALLBACK_FILE_NAME);
    expect(fileNameOf(null)).toBe(FALLBACK_FILE_NAME);
  });
});
