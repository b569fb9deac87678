import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * Boundaries (docs/architecture.md): who may import whom, checked on every import specifier with
 * ESLint's own no-restricted-imports. A pattern sees the specifier as written ('../jobs/search'),
 * so each rule is stated for the files at one depth, where a relative path names one folder.
 * Files at depth d below a folder reach that folder's siblings with d + 1 '../'.
 */
const up = (n) => (n === 0 ? '(\\./)?' : '\\.\\./'.repeat(n));
const ts = (dir, depth) => [`${dir}/${'*/'.repeat(depth)}*.ts`, `${dir}/${'*/'.repeat(depth)}*.tsx`];
const ban = (regex, message) => ({ regex, message });
const restrict = (files, patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });
/** The same bans for import('...') expressions, which no-restricted-imports does not read. */
const restrictDynamic = (files, regex, message) => ({
  files,
  rules: { 'no-restricted-syntax': ['error', { selector: `ImportExpression > Literal[value=/${regex.replaceAll('/', '\\u002F')}/]`, message }] },
});

/** `names` (folders of src/) reached from a file `depth` folders below src/<top>. */
const srcFolders = (depth, names) => `^${up(depth + 1)}(${names.join('|')})(/|$)`;

const LIBRARIES_ONLY_SHARED = 'src/cv y src/cv-analysis son bibliotecas: solo importan src/shared.';
const NO_SERVER_IN_WEB = 'El cliente web no importa el servidor: habla con él por el contrato (src/shared/contract).';
const NO_WEB_IN_SERVER = 'El servidor no importa el cliente web.';
const ONLY_PUBLIC = 'Otra área se usa solo por su cara pública: modules/<área>/public.ts.';
const KERNEL_KNOWS_NO_AREA = 'core, infra y db no conocen ningún área (modules): lo que varias áreas necesitan baja al núcleo.';
const CV_ANALYSIS_FACE = 'src/cv-analysis se usa por su cara pública, src/cv-analysis/index.ts.';

const boundaries = [];

// src/shared: isomorphic, knows neither side nor the analysis library.
for (let d = 0; d <= 2; d++) {
  boundaries.push(restrict(ts('src/shared', d), [ban(srcFolders(d, ['server', 'web', 'cv', 'cv-analysis']), 'src/shared no importa el servidor, la web ni las bibliotecas src/cv y src/cv-analysis.')]));
}

// src/cv and src/cv-analysis: libraries on top of src/shared only.
for (let d = 0; d <= 3; d++) {
  boundaries.push(restrict(ts('src/cv', d), [ban(srcFolders(d, ['server', 'web', 'cv-analysis']), LIBRARIES_ONLY_SHARED)]));
  boundaries.push(restrict(ts('src/cv-analysis', d), [ban(srcFolders(d, ['server', 'web', 'cv']), LIBRARIES_ONLY_SHARED)]));
}

// Test data: fixture CVs drawn with the product's own CV templates (src/cv), as candidates download them.
boundaries.push(restrict(['src/cv-analysis/fixtures/templates/chamba.tsx'], [ban(srcFolders(2, ['server', 'web']), LIBRARIES_ONLY_SHARED)]));

// src/web: shared and the CV templates (live preview); features never import one another.
for (let d = 0; d <= 3; d++) {
  boundaries.push(restrict(ts('src/web', d), [ban(srcFolders(d, ['server', 'cv-analysis']), NO_SERVER_IN_WEB)]));
}
boundaries.push(
  restrict(ts('src/web/features', 1), [
    ban(srcFolders(2, ['server', 'cv-analysis']), NO_SERVER_IN_WEB),
    ban('^\\.\\./[^./][^/]*(/|$)|(^|/)features/', 'Una feature no importa otra: lo común baja a components/, lib/ o src/shared.'),
  ]),
);

// src/server: never the web; src/cv-analysis only through its index.
const serverBase = (d) => [
  ban(srcFolders(d, ['web']), NO_WEB_IN_SERVER),
  ban(`^${up(d + 1)}cv-analysis/(?!fixtures/)`, CV_ANALYSIS_FACE),
];
/** A folder of src/server reached from `depth` folders below src/server. */
const serverFolders = (depth, names) => `^${up(depth)}(${names.join('|')})(/|$)`;
for (let d = 0; d <= 3; d++) boundaries.push(restrict(ts('src/server', d), serverBase(d)));

// The kernel (core), the adapters (infra) and the database know no area; db knows no kernel
// either; infra is below core (core wires it in deps.ts, never the other way).
for (let d = 1; d <= 3; d++) {
  boundaries.push(restrict(ts('src/server/core', d - 1), [...serverBase(d), ban(serverFolders(d, ['modules', 'seed', 'test', 'app', 'main']), KERNEL_KNOWS_NO_AREA)]));
  boundaries.push(restrict(ts('src/server/infra', d - 1), [...serverBase(d), ban(serverFolders(d, ['modules', 'seed', 'test', 'app', 'main', 'core']), KERNEL_KNOWS_NO_AREA)]));
  boundaries.push(restrict(ts('src/server/db', d - 1), [...serverBase(d), ban(serverFolders(d, ['modules', 'seed', 'test', 'app', 'main', 'core', 'infra']), KERNEL_KNOWS_NO_AREA)]));
}

// An area: core, infra, db, shared and the libraries, and other areas' public.ts only. Its
// API tests also build the whole app (app.ts) with the test kit (src/server/test).
const area = (outside) => [
  ...serverBase(2),
  ban(`^\\.\\./(?!\\.\\.)[^/]+/(?!public$)`, ONLY_PUBLIC),
  ban(`^\\.\\./\\.\\./modules/[^/]+/(?!public$)`, ONLY_PUBLIC),
  ban(serverFolders(2, outside), 'Un área no importa la semilla, el armado de la aplicación ni el kit de pruebas.'),
];
boundaries.push(restrict(ts('src/server/modules', 1), area(['seed', 'app', 'main', 'test'])));
boundaries.push(restrict(['src/server/modules/*/*.test.ts', 'src/server/modules/*/test-helpers.ts'], area(['seed', 'main'])));
boundaries.push(restrictDynamic(ts('src/server/modules', 1), `^\\.\\./(?!\\.\\.)[^/]+/(?!public$)`, ONLY_PUBLIC));

// The seed and the test kit write through the areas, by their public faces.
for (const dir of ['src/server/seed', 'src/server/test']) {
  boundaries.push(restrict(ts(dir, 0), [...serverBase(1), ban(`^\\.\\./modules/[^/]+/(?!public$)`, ONLY_PUBLIC)]));
}

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'data', 'src/server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...boundaries,
  // No file reaches itself again through its imports (decision 102): a cycle makes the order in
  // which modules run depend on which one is imported first. Type-only imports do not count (they
  // vanish at run time); packages are not followed (ignoreExternal), which keeps lint fast.
  {
    files: ['src/**/*.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.{js,mjs,ts}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Journeys type key by key, as people do (issue 36): `fill` sets a whole value at once and hid
  // a dialog that lost the focus on every key. An input nobody types into (a date, a colour, a
  // paste) has a keyboard way too: the date's parts typed, the slider's arrows, insertText for a paste.
  {
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='fill']",
          message: 'Una persona escribe tecla por tecla: usa typeInto (e2e/support/forms.ts) o pressSequentially, no fill.',
        },
      ],
    },
  },
);
