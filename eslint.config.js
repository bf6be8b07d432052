import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import noSelfRecursion from './eslint-rules/no-self-recursion.js';

// Folders are read from disk so that a new feature or module is covered the day it is created.
const folders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const webFeatures = folders('./apps/web/src/features');
const serverModules = folders('./apps/server/src/modules');

// Web: app → features → components/lib. A feature never imports another feature; lib and
// components never import app or a feature. Pages in app/ compose features instead.
const webZones = [
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message:
      'A feature never imports another feature: compose them in app/pages or move the shared part to lib/ or components/.',
  })),
  {
    target: ['./apps/web/src/lib', './apps/web/src/components'],
    from: ['./apps/web/src/app', './apps/web/src/features'],
    message: 'lib/ and components/ are imported by features and app, never the other way round.',
  },
  {
    target: './apps/web/src/features',
    from: './apps/web/src/app',
    message: 'Features never import app/: app composes features.',
  },
];

// Server: a module reaches another module only through its service; lib/, db/ and plugins/
// never reach into modules.
const serverZones = [
  ...serverModules.map((module) => ({
    target: `./apps/server/src/modules/${module}`,
    from: './apps/server/src/modules',
    except: [
      `./${module}`,
      ...serverModules.filter((other) => other !== module).map((other) => `./${other}/${other}.service.ts`),
    ],
    message: 'A module reaches another module only through its *.service.ts.',
  })),
  {
    target: ['./apps/server/src/lib', './apps/server/src/db', './apps/server/src/plugins'],
    from: './apps/server/src/modules',
    message: 'lib/, db/ and plugins/ never import a module.',
  },
];

const noSqlRaw = {
  selector: "MemberExpression[object.name='sql'][property.name='raw']",
  message: 'sql.raw skips parameter binding: build the query with sql`` or drizzle helpers.',
};
// zod compiles a schema the first time it parses: one made per call costs about 50 µs each time (db/sql.ts).
const noSchemaPerCall = {
  selector:
    ":function CallExpression[callee.object.name='z'][callee.property.name=/^(object|array|string|number|boolean|enum|union|tuple|literal|record)$/]",
  message: 'A zod schema made inside a function is compiled at every call: make it a module constant.',
};
// And a coercing one (`z.coerce.number()`).
const noCoercedSchemaPerCall = {
  selector: ":function CallExpression[callee.object.object.name='z'][callee.object.property.name='coerce']",
  message: noSchemaPerCall.message,
};
// The same for a schema made from another one (`CardRow.extend({...})`): schemas are PascalCase constants.
const noDerivedSchemaPerCall = {
  selector:
    ':function CallExpression[callee.object.name=/^[A-Z]/][callee.property.name=/^(extend|pick|omit|partial|merge|array|nullable|optional)$/]',
  message: noSchemaPerCall.message,
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/.test-bundle-*/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message:
                "Use lib/link's Link: React Router's brings its framework mode's prefetching (decision 047).",
            },
          ],
        },
      ],
    },
  },
  {
    // The server draws pages in many languages in one process: a component's language is its tree's
    // instance's (useCurrentLanguage, or currentLanguage(i18n) from useTranslation), never the
    // browser's global instance, which the server does not start.
    files: ['apps/web/src/{app,features,components}/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='currentLanguage'][arguments.length=0]",
          message:
            "Use useCurrentLanguage() or currentLanguage(i18n): the tree's language, also on the server.",
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}', 'bench/**', 'e2e/**', 'scripts/**', '.ci/**'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
    rules: { 'no-console': 'off' },
  },
  {
    // Served as it is to the browser (apps/web/public/start-app.js).
    files: ['apps/web/public/**/*.js'],
    languageOptions: {
      globals: {
        document: 'readonly',
        PerformanceObserver: 'readonly',
        requestAnimationFrame: 'readonly',
        setTimeout: 'readonly',
        Worker: 'readonly',
      },
    },
  },
  {
    // The service worker that shows browser notifications, and the worker that loads Intl's data,
    // run in their own global scope, `self`.
    files: ['apps/web/public/push-worker.js', 'apps/web/public/intl-warm-up.js'],
    languageOptions: { globals: { self: 'readonly' } },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // basePath: zones are relative to the repository, whatever folder eslint is started from.
      'import-x/no-restricted-paths': [
        'error',
        { basePath: fileURLToPath(new URL('.', import.meta.url)), zones: [...webZones, ...serverZones] },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Nothing imports a test file, so none is part of a cycle: a cycle among the modules a test
    // imports is reported from those modules' own files. The rule took 85 % of the lint's time, half
    // of it walking from test files (issue 46).
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  {
    files: ['apps/server/**/*.{ts,tsx}'],
    rules: {
      // Raw SQL text bypasses parameter binding; the one justified use carries a disable comment saying why.
      'no-restricted-syntax': ['error', noSqlRaw],
    },
  },
  {
    files: ['apps/server/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', 'apps/server/src/test/**', 'apps/server/src/db/seed/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        noSqlRaw,
        noSchemaPerCall,
        noCoercedSchemaPerCall,
        noDerivedSchemaPerCall,
      ],
    },
  },
  {
    // No recursive walk over user input (issue 44): code that serves requests, not its tests.
    files: ['apps/server/src/**/*.{ts,tsx}', 'packages/contract/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/test/**'],
    plugins: { local: { rules: { 'no-self-recursion': noSelfRecursion } } },
    rules: { 'local/no-self-recursion': 'error' },
  },
  prettier,
);
