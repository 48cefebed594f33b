// ESLint flat config: typescript-eslint (syntax rules only, no type information, so it stays fast),
// React hooks rules for the web app, import boundaries and cycles (eslint-plugin-import-x), size limits.
// Prettier owns formatting: eslint-config-prettier comes last and turns off every rule it would fight.
import fs from 'node:fs';
import path from 'node:path';

import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const at = (...parts) => path.join(root, ...parts);

/** The folder names directly under `dir` (read when the config loads, so a new feature or domain is covered at once). */
function foldersIn(dir) {
  if (!fs.existsSync(at(dir))) return [];
  return fs
    .readdirSync(at(dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * Falls back to the path written in a relative import when no file answers it (`./x.js` names `./x.ts`).
 * Real files are resolved by the node resolver first; this only lets the boundary zones judge an import whose
 * target does not exist (yet), such as a virtual file in tests/lint. A missing file is TypeScript's to report.
 */
const relativePathResolver = {
  interfaceVersion: 3,
  name: 'relative-path',
  resolve(source, file) {
    if (!source.startsWith('.')) return { found: false };
    const written = path.resolve(path.dirname(file), source);
    return { found: true, path: /\.[cm]?jsx?$/.test(written) ? written.replace(/\.([cm]?)js(x?)$/, '.$1ts$2') : `${written}.ts` };
  },
};

/** A domain's Drizzle tables: `modules/<domain>/tables.ts` (or a `tables/` folder, should one grow), as an absolute glob. */
const tablesOf = (domain) => at('src/server/modules', domain, 'tables{.ts,/**}');

const platformZones = [
  // 1. The web app and the server meet only in src/shared.
  { target: './src/web', from: './src/server', message: 'The web app talks to the server over HTTP; share code through src/shared.' },
  { target: './src/server', from: './src/web', message: 'The server never imports the web app; share code through src/shared.' },
  { target: './src/shared', from: ['./src/server', './src/web'], message: 'src/shared imports neither the server nor the web app.' },
  // 2. A feature never imports another feature; shared web code never imports a feature. Pages (src/web/app) compose features.
  ...foldersIn('src/web/features').map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: './src/web/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move the shared part to src/web/{components,hooks,lib} or compose both in a page.',
  })),
  {
    target: ['./src/web/components', './src/web/hooks', './src/web/lib', './src/web/config'],
    from: './src/web/features',
    message: 'Shared web code never imports a feature.',
  },
];

const boundaryZones = [
  ...platformZones,
  // 3. A domain's tables belong to its module: other modules go through its service, flows through the services.
  ...foldersIn('src/server/modules').map((domain) => ({
    target: `./src/server/modules/${domain}`,
    from: tablesOf('*'),
    except: [tablesOf(domain)],
    message: `Only the ${domain} module uses its own tables: call the other module's service.`,
  })),
  {
    target: './src/server/flows',
    from: tablesOf('*'),
    message: 'A flow goes through the modules’ services, never their tables.',
  },
];

const sizeLimits = {
  'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
  'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }],
};

export default defineConfig([
  globalIgnores(['dist/', 'data/', '**/node_modules/', 'test-results/', 'migrations/', 'coverage/']),

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: globals.node },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { prefer: 'type-imports', fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'warn',
    },
  },

  // Imports: boundaries and cycles.
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'], '.jsx': ['.tsx', '.jsx'] },
        }),
        relativePathResolver,
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
    },
  },
  // A table may name another module's table in a foreign key (the database links them by id);
  // that is a constraint, not a query, so tables.ts files are held to the platform zones only.
  {
    files: ['src/server/modules/*/tables.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: platformZones }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },

  // The web app: browser globals and the rules of hooks.
  {
    files: ['src/web/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
  },
  // Plain scripts the browser loads as they are (no module, no bundler).
  { files: ['src/web/public/**/*.js'], languageOptions: { sourceType: 'script', globals: globals.browser } },

  // Size: no file over 300 lines, no function over 60 (seed data is data, not code).
  { files: ['src/**/*.{ts,tsx}'], ignores: ['src/**/seed/**'], rules: sizeLimits },
  { files: ['src/**/*.test.ts'], rules: { 'max-lines-per-function': 'off' } },
  // Tests and scripts: test callbacks are long by nature, files still have a limit.
  {
    files: ['tests/**/*.ts', 'scripts/**/*.ts'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }] },
  },

  prettier,
]);
