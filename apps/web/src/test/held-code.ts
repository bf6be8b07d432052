import type * as LoadedOnFirstUse from '../components/loaded-on-first-use';

/**
 * Holds back what `loadedOnFirstUse` loads until `release()`, so that a test uses a field before and
 * after its code is in. For `vi.mock('./loaded-on-first-use', ...)` in an isolated test file (a shared
 * module graph does not honour it).
 */
export function heldCode() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  return {
    release: () => release(),
    module: (real: typeof LoadedOnFirstUse): typeof LoadedOnFirstUse => ({
      loadedOnFirstUse: (load) => real.loadedOnFirstUse(() => gate.then(load)),
    }),
  };
}
