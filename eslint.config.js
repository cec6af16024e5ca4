// ESLint flat config: typescript-eslint with type information (the project's tsconfig through the
// project service), React hook rules and JSX accessibility rules. `npm run lint` runs it with
// --max-warnings 0, so a warning fails CI like an error. Every rule turned off below says why.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    // Generated files (Mesh build, OpenAPI/GraphQL snapshots, gql.tada's introspection typings) and outputs.
    ignores: [
      'node_modules/',
      'dist/',
      'build/',
      '.mesh/',
      'mesh/',
      'data/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'bench/.data/',
      'bench/.scratch/',
      'src/graphql/graphql-env.d.ts',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      // `_`-prefixed names mark parameters kept for a signature; `{ secret, ...rest }` drops a field on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // Off: Fastify handlers and XState `fromPromise` creators are async by contract (Fastify awaits what
      // they return; a placeholder actor must reject, not throw synchronously), with or without an await.
      '@typescript-eslint/require-await': 'off',
      // Off (both): flows reject with typed, plain failure objects (`ApiError`, `TagFailure`, `LoadPageError`)
      // that machines read from `xstate.error.actor` events and the inspector can serialise; not Error instances.
      '@typescript-eslint/only-throw-error': 'off',
      '@typescript-eslint/prefer-promise-reject-errors': 'off',
    },
  },
  {
    // Tests read JSON answers (`await res.json()` is `any`) and check them with `expect`, which is the
    // type check there; typing every answer would restate the schemas these tests exist to verify.
    // The model-test kit (tests/flows/kit) replays graphs of every machine through one generic
    // driver (`ModelDefinition<any>`, actions called by name), checked by the model tests it runs.
    // The UI replay declarations (tests/flows/<flow>/<flow>.ui.ts) are test code of the same kind: they
    // shape the server's JSON answers and read the generic driver's snapshots, checked by `expect`.
    files: ['tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    ...jsxA11y.flatConfigs.recommended,
    plugins: { ...reactHooks.configs.flat.recommended.plugins, ...jsxA11y.flatConfigs.recommended.plugins },
    languageOptions: { ...jsxA11y.flatConfigs.recommended.languageOptions, globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Unchecked hook dependencies are what this linter was brought in for: an error, not a warning.
      'react-hooks/exhaustive-deps': 'error',
      // Off: autoFocus is only used where a user action reveals the field to type in next (the login steps,
      // an opened dialog or popover, a tag row switched to editing). Without it focus falls back to <body>
      // when the control that was pressed unmounts, which is worse for keyboard and screen-reader users.
      'jsx-a11y/no-autofocus': 'off',
      // role="list" on a <ul> with list-style: none is deliberate: Safari/VoiceOver drops the list
      // semantics of unstyled lists otherwise.
      'jsx-a11y/no-redundant-roles': ['error', { ul: ['list'] }],
      // A scrolling region (a long code sample) takes focus so the keyboard can scroll it (WCAG 2.1.1).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'] }],
    },
  },
  {
    // Kysely's documented migration signature is `Kysely<any>`: a migration must not depend on today's
    // schema types. Existing migrations are never edited (team rule), so this cannot be fixed in place.
    files: ['server/src/db/migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Node scripts outside the TypeScript project: plain JavaScript rules, no type information.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
