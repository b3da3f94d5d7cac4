import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      // React Router's generated route types (its build and dev server write them).
      '**/.react-router/**',
      '**/node_modules/**',
      'data/**',
      'coverage/**',
      'e2e/artifacts/**',
      '**/*.js',
      '**/*.cjs',
      '**/*.mjs',
      // The one script the browser runs as it is (no build): linted below, type-checked by apps/web's tsconfig.
      '!apps/web/public/boot.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/only-throw-error': 'off',
    },
  },
  {
    // Tests read untyped JSON responses (inject().json()); the assertions are the type check there.
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/app/*', '../../app/*'], message: 'Nothing imports from app/.' }] },
      ],
    },
  },
  {
    files: ['packages/scoring/src/**/*.ts', 'packages/contracts/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@prepwise/server', '@prepwise/web', 'node:fs', 'fs', 'node:http'],
              message: 'Pure package: no I/O and no app imports.',
            },
          ],
        },
      ],
    },
  },
  {
    // Features on the typed client call endpoints declared in @prepwise/contracts, never a path
    // string (docs/architecture.md, "One definition per endpoint"). Features join this list as
    // they move to the typed client.
    files: [
      'apps/web/src/features/{teacher,classes,marketplace,profile,home,help,auth,practice,mock-test,exam,history,item-player,scoring,progress,review,admin}/**/*.{ts,tsx}',
    ],
    // Tests, and the fake servers they share (a feature's test/ folder), answer paths by name; the
    // support chat's WebSocket is no HTTP endpoint of the contract.
    ignores: [
      '**/*.test.{ts,tsx}',
      'apps/web/src/features/*/test/**',
      'apps/web/src/features/help/lib/support-socket.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/?(api|auth|user|marketplace)\\//]',
          message: 'Call the endpoint through the typed client (createApiClient) instead of a path string.',
        },
        {
          selector: 'TemplateElement[value.raw=/^\\/?(api|auth|user|marketplace)\\//]',
          message: 'Call the endpoint through the typed client (createApiClient) instead of a path string.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/app/*', '../../app/*'], message: 'Nothing imports from app/.' },
            {
              group: ['**/lib/api-client'],
              message: 'Call endpoints through the typed client (lib/api/endpoint-client) instead.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/public/boot.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
);
