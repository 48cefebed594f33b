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
/** An HTTP area's route files (`routes.ts`, `*-routes.ts`, `*-route.ts`, the Stripe webhook), as an absolute glob. */
const routesOf = (area) => at('src/server/api', area, '{routes,*-routes,*-route,stripe-webhook}.ts');

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
    message:
      'A feature never imports another feature: move the shared part to src/web/entities (or components, hooks, lib) or compose both in a page.',
  })),
  {
    target: ['./src/web/components', './src/web/hooks', './src/web/lib', './src/web/config'],
    from: './src/web/features',
    message: 'Shared web code never imports a feature.',
  },
  // 2b. Entities (src/web/entities/<cart|laptop|order>): the domain pieces several features use. Features and pages
  //     import them; an entity never imports a feature, and the generic layers below never import an entity.
  {
    target: './src/web/entities',
    from: './src/web/features',
    message: 'An entity never imports a feature: features compose entities, not the other way.',
  },
  {
    target: ['./src/web/components', './src/web/hooks', './src/web/lib', './src/web/config'],
    from: './src/web/entities',
    message: 'Generic web code (components, hooks, lib, config) never imports an entity: compose it in a feature or a page.',
  },
];

/** A module (tables.ts included) sits below the flows and the HTTP layer. */
const serverLayerZones = [
  {
    target: './src/server/modules',
    from: ['./src/server/flows', './src/server/api'],
    message: 'A module imports neither a flow nor the HTTP layer (src/server/flows, src/server/api): they call its service.',
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
  // 4. The server's layers: api (HTTP) → flows → modules, never upwards; HTTP reaches data only through them.
  ...serverLayerZones,
  {
    target: './src/server/flows',
    from: './src/server/api',
    message: 'A flow never imports the HTTP layer (src/server/api): routes call flows, and map their results to the wire themselves.',
  },
  {
    target: './src/server/api',
    from: tablesOf('*'),
    message: 'A route never queries tables: call a module’s service, a flow, or a read in src/server/flows/reads.',
  },
  // 5. An area of the HTTP layer takes another area's wire mappers from its wire.ts, never from its routes.
  ...foldersIn('src/server/api').map((area) => ({
    target: `./src/server/api/${area}`,
    from: routesOf('*'),
    except: [routesOf(area)],
    message: 'A route file never imports another area’s routes: take its wire mapper from that area’s wire.ts.',
  })),
];

/** Primitives only the UI kit draws raw; everywhere else in the web app they come from src/web/components/ui. */
const uiKitOnly = [
  {
    selector: "JSXOpeningElement[name.name='dialog']",
    message: 'Use Modal (or ConfirmDialog / FormDialog) from src/web/components/ui instead of a raw <dialog>.',
  },
  {
    selector: 'Literal[value=/loading-spinner/], TemplateElement[value.raw=/loading-spinner/]',
    message: 'Use Spinner from src/web/components/ui/spinner (or Button’s `busy`) instead of the loading-spinner class.',
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
  // that is a constraint, not a query, so tables.ts files are held to the platform and layer zones only.
  {
    files: ['src/server/modules/*/tables.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...platformZones, ...serverLayerZones] }] },
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
  // Flows reach a module only through its service object (FlowContext): from a module's files they take types alone.
  {
    files: ['src/server/flows/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/**'],
              allowTypeImports: true,
              message: 'A flow calls a module through its service (its Deps, from FlowContext); import only types from a module.',
            },
          ],
        },
      ],
    },
  },
  // The UI kit (src/web/components/ui) holds the one dialog frame and the one spinner: screens compose them.
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/components/ui/**'],
    rules: { 'no-restricted-syntax': ['error', ...uiKitOnly] },
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
