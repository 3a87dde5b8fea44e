// The linter of every package (`npm run lint`, part of `npm test`). Three jobs:
// 1. the layering of architecture.md §2: which package may import which, and that web features meet only
//    through each other's api.ts;
// 2. type-aware checks that catch real bugs (promises nobody awaits, awaiting non-promises);
// 3. the rules of React hooks.
// Formatting is Prettier's (`npm run format:check`), so no style rules here.
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const PACKAGES = ['domain', 'commands', 'projections', 'api', 'web', 'ops'];

// What each package must not import (architecture.md §2). ops may import everything.
const FORBIDDEN_PACKAGES = {
  domain: ['commands', 'projections', 'api', 'web', 'ops'],
  commands: ['projections', 'api', 'web', 'ops'],
  projections: ['api', 'web', 'ops'],
  api: ['web', 'ops'],
  web: ['commands', 'projections', 'api', 'ops'],
};

const packageImports = (names) => names.flatMap((name) => [`@lorewright/${name}`, `@lorewright/${name}/*`]);

const nodeBuiltins = [...builtinModules, ...builtinModules.map((name) => `node:${name}`)];

const layering = Object.entries(FORBIDDEN_PACKAGES).map(([pkg, forbidden]) => ({
  files: pkg === 'web' ? ['web/src/**/*.{ts,tsx}'] : [`${pkg}/**/*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        // The domain and the browser code run in browsers too: no Node built-ins.
        paths: pkg === 'domain' || pkg === 'web' ? nodeBuiltins.map((name) => ({ name, message: `${pkg}/ is browser-safe: no Node built-ins.` })) : [],
        patterns: [{ group: packageImports(forbidden), message: `${pkg}/ may not import ${forbidden.join(', ')} (architecture.md §2).` }],
      },
    ],
  },
}));

// Web features meet only through each other's api.ts (hooks and types); shared pieces live in
// web/src/lib and web/src/components, which import no feature. The creation hub hosting the
// element menus is the one exception (docs/decisions.md, "Web").
const FEATURES_DIR = 'web/src/features';
const features = fs
  .readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// The creation hub composes the element menus; writings and wikis show their text in a
// language's runes through the one entry the languages feature offers for it; a wiki shows its
// relations through the relations feature's panel, and the world page the world's graph through
// its button; the writing room and the wiki page show their comments through the comments
// feature's panels.
const HUB_EXCEPTIONS = {
  worlds: [
    'writings/WritingsMenu.tsx',
    'wikis/WikisMenu.tsx',
    'maps/MapsMenu.tsx',
    'timelines/TimelinesMenu.tsx',
    'languages/LanguagesMenu.tsx',
    'relations/WorldGraphButton.tsx',
    'continuity/ContinuityButton.tsx',
  ],
  writings: ['languages/runes/showInRunes.ts', 'comments/SceneComments.tsx', 'continuity/ContinuityBadge.tsx'],
  wikis: ['languages/runes/showInRunes.ts', 'relations/RelationsPanel.tsx', 'comments/WikiComments.tsx', 'continuity/ContinuityBadge.tsx'],
  timelines: ['continuity/ContinuityBadge.tsx'],
};

const SHARED_RULE = 'A web feature imports another only through its api.ts; shared pieces belong in web/src/lib or web/src/components.';
// app → features → components → lib, one way.
const layerZones = [
  ...features.map((feature) => ({
    target: `./${FEATURES_DIR}/${feature}`,
    from: `./${FEATURES_DIR}`,
    except: [
      `./${feature}`,
      ...features.filter((other) => other !== feature).map((other) => `./${other}/api.ts`),
      ...(HUB_EXCEPTIONS[feature] ?? []).map((file) => `./${file}`),
    ],
    message: SHARED_RULE,
  })),
  { target: './web/src/lib', from: [`./${FEATURES_DIR}`, './web/src/components'], message: 'web/src/lib imports only lib.' },
  { target: './web/src/components', from: `./${FEATURES_DIR}`, message: 'web/src/components is shared by features and imports none of them.' },
];
// The router and providers compose the features; only specs (which render the app) import them.
const appZone = {
  target: ['./web/src/features', './web/src/components', './web/src/lib'],
  from: './web/src/app',
  message: 'Only web/src/app composes the app; nothing else imports it.',
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.tsbuild/**', 'test-results/**', 'data/**', '.bench/**', 'web/e2e/screenshots/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', 'scripts/*.mjs', 'scripts/*.ts', 'vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      // The import graph (no-cycle) is read with the TypeScript parser.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: PACKAGES.map((pkg) => `${pkg}/tsconfig.json`), noWarnOnMultipleProjects: true })],
    },
    rules: {
      // Both are proven by the compiler (noUnusedLocals) or are deliberate (`_` placeholders).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Ports are promise-returning by contract (Fastify handlers, adapters); an async function
      // with nothing to await is how such a function says so.
      '@typescript-eslint/require-await': 'off',
      // No two files import each other, directly or in a loop: a circle means one idea is split
      // across files, or a shared one has no home of its own yet. (The rule follows value
      // imports only; a type-only circle is as much a sign, so keep those out too.)
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  ...layering,
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.{ts,tsx}', 'web/src/testing/**', 'web/src/testSetup.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...layerZones, appZone] }] },
  },
  {
    files: ['web/src/**/*.spec.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    // The rules of hooks. The plugin's React Compiler checks (refs read in render, setState in an
    // effect, …) are left out: the app does not use the compiler, and they flag deliberate,
    // commented patterns (a ref that remembers the latest callback, a clock started by an effect).
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Test code reads JSON answers (any) and hands methods to expect(); that is what it is for.
    files: [
      '**/*.spec.{ts,tsx}',
      '**/e2e/**',
      '**/*Testing.ts',
      '**/*.contract.ts',
      '**/contract/**',
      'web/src/testing/**',
      'web/src/testSetup.ts',
      '**/bench/**',
    ],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // Plain JavaScript files are not type-checked.
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
