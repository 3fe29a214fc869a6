import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/*.gen.ts',
      'data/**',
      'bench/tmp/**',
      'test-results/**',
      '**/*.js',
      '**/*.mjs',
      '**/*.cjs',
    ],
  },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      // Type-aware rules over one program of the whole repository (tsconfig.eslint.json): a program per workspace
      // type-checked the shared packages again in each, which was most of lint's time in CI.
      parserOptions: { project: ['./tsconfig.eslint.json'], tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // Handlers passed to JSX and Fastify may return promises; what matters is that none floats unhandled.
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { arguments: false, attributes: false } },
      ],
      // Fastify plugins and handlers are async by contract (an async function is how they say "no callback"),
      // with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      'no-console': 'off',
    },
  },
  {
    // Tests read JSON bodies (`response.json()`, `evaluate`) as `any` on purpose: `expect` checks their shape.
    files: ['**/*.test.ts', 'e2e/support/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Kysely's migrations run on Kysely<any>: a migration must not depend on today's schema types.
    files: ['migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // TanStack Router's loaders and guards throw its redirect and not-found objects by design.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [{ from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] }],
          allowThrowingUnknown: false,
        },
      ],
    },
  },
);
