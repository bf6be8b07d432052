import { useState } from 'react';
import type { FormBase } from './versioned';
import { saveIfUnchanged, sameValue } from './versioned';

/** Where a form's record is: the part the form writes as the cache holds it, and as the server has it now. */
export interface VersionSource<S> {
  /** The part as the cache holds it now, with the cache's version; undefined when not cached. */
  cached: () => FormBase<S> | undefined;
  /** Reads the record again (refreshing the cache): the part as the server has it now. */
  reread: () => Promise<FormBase<S>>;
}

/**
 * The version of a form (decision 055): the part of a record it writes (`section`) as the form was
 * loaded with it, and the record's version at that moment (the cache's, when the cache holds that
 * very part). The form saves through `save`, which names the right version in If-Match and, when the
 * part changed elsewhere, hands the current one to the form instead of overwriting it.
 */
export function useFormVersion<S>(section: S, source: VersionSource<S>) {
  // A holder that lives as long as the form (not state: changing it draws nothing).
  const [base] = useState(() => {
    const now = source.cached();
    return { current: { section, etag: now && sameValue(now.section, section) ? now.etag : undefined } };
  });
  return {
    /** The part of the record the form was loaded from, or last saved. */
    base: (): S => base.current.section,
    /** Saves with If-Match; when the part changed elsewhere, `onStale` gets the current one and the save rejects with the 412. */
    save: <R>(send: (etag: string) => Promise<R>, onStale: (current: S) => void): Promise<R> =>
      saveIfUnchanged({
        base: base.current,
        cached: source.cached,
        reread: source.reread,
        send,
        onStale: (current) => {
          base.current = current;
          onStale(current.section);
        },
      }),
    /** After a save: the form's part is `saved` at version `etag` (undefined: unknown, read again first). */
    saved: (saved: S, etag: string | undefined): void => {
      base.current = { section: saved, etag };
    },
  };
}
