import { NAMESPACES } from '@app/i18n';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routePages } from '../../scripts/first-load';
import { namespacesUsed } from '../test/namespace-trace';
import {
  BUNDLED_NAMESPACES,
  LATER_NAMESPACES,
  laterNamespaces,
  LOGIN_NAMESPACES,
  ROUTE_NAMESPACES,
  SHELL_NAMESPACES,
} from './namespaces';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const known = new Set<string>(NAMESPACES);
const shell = new Set<string>([...SHELL_NAMESPACES, ...BUNDLED_NAMESPACES]);
const moduleFile = (from: string, specifier: string) => {
  const base = resolve(dirname(from), specifier);
  return [`${base}.tsx`, `${base}.ts`].find((file) => existsSync(file))!;
};

// Each route's screen as app/router.tsx loads it, read as the bundle budget reads it.
const routerSource = readFileSync(resolve(src, 'app/router.tsx'), 'utf8');
const screens = Object.entries(routePages(routerSource, Object.keys(ROUTE_NAMESPACES))).map(
  ([name, page]) => ({ name, file: moduleFile(src, page) }),
);

describe('catalogs per screen', () => {
  it('finds every route of the route table in the router', () => {
    expect(screens.map((screen) => screen.name).sort()).toEqual(Object.keys(ROUTE_NAMESPACES).sort());
  });

  it('loads with the shell every namespace the shell and the not-found page use', () => {
    const used = [
      ...namespacesUsed(resolve(src, 'main.tsx'), known),
      ...namespacesUsed(resolve(src, 'app/pages/not-found.tsx'), known),
    ];
    expect(used.filter(([ns]) => !shell.has(ns))).toEqual([]);
  });

  it('loads with the shell every namespace the inactive notice uses (it loads when shown)', () => {
    const used = namespacesUsed(resolve(src, 'app/inactive-notice.tsx'), known);
    expect([...used].filter(([ns]) => !shell.has(ns))).toEqual([]);
  });

  it('loads with the login modal every namespace it uses, and no other', () => {
    const used = namespacesUsed(resolve(src, 'app/login/login-modal.tsx'), known);
    expect([...used].filter(([ns]) => !shell.has(ns) && !LOGIN_NAMESPACES.includes(ns as never))).toEqual([]);
    expect(LOGIN_NAMESPACES.filter((ns) => !used.has(ns))).toEqual([]);
  });

  it("loads with the dashboard's lower half every namespace it uses beyond the screen's, and no other", () => {
    const screen = new Set(ROUTE_NAMESPACES.profile as readonly string[]);
    const used = namespacesUsed(resolve(src, 'features/dashboard/components/activity-sections.tsx'), known);
    const later: readonly string[] = LATER_NAMESPACES.profile;
    expect([...used].filter(([ns]) => !shell.has(ns) && !screen.has(ns) && !later.includes(ns))).toEqual([]);
    expect(later.filter((ns) => !used.has(ns))).toEqual([]);
  });

  it.each(screens)('loads with $name every namespace its screen uses, and no other', ({ name, file }) => {
    // Its dialogs and later parts included: their catalogs come with the screen's.
    const used = namespacesUsed(file, known, { lazyParts: true });
    const route = name as keyof typeof ROUTE_NAMESPACES;
    const declared: readonly string[] = [...ROUTE_NAMESPACES[route], ...laterNamespaces(route)];
    const missing = [...used].filter(([ns]) => !shell.has(ns) && !declared.includes(ns));
    expect(missing, 'used by the screen, not loaded with it').toEqual([]);
    expect(
      declared.filter((ns) => !used.has(ns)),
      'loaded with the screen, not used',
    ).toEqual([]);
  });
});
