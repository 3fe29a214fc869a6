import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = process.env.BACKEND_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    // The router plugin must run before react() so route files are split before they are transformed.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Imports with their .tsx extension, as NodeNext resolution needs: without them the route tree's types
      // do not resolve, and every loader's context is silently untyped.
      addExtensions: true,
      // Dashboard routes split their loaders too, so a visitor's first load carries none of their code.
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) =>
          routeId.startsWith('/dashboard') ? [['loader'], ['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']] : undefined,
      },
    }),
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    // A catalog with a missing translation fails the build.
    lingui({ failOnMissing: true, failOnCompileError: true }),
    tailwindcss(),
  ],
  server: {
    proxy: { '/trpc': backend, '/api': backend },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        // The libraries every page needs in one file: fewer requests and better compression than many small chunks.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](router-core|react-router|history|store|react-store|query-core|react-query)|@trpc|@lingui)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
