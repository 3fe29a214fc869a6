import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { iconImports } from './scripts/icon-imports.ts';
import { codeGroups } from './scripts/public-chunks.ts';

// Two builds from one route tree: the browser's (`dist/client`, with the manifest the server reads to preload each
// page's code) and the server's (`dist/server/entry-server.js`, imported by the Fastify server at start).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // One import per icon file, so each icon goes with the code that draws it (scripts/icon-imports.ts).
    iconImports(),
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
          routeId.startsWith('/dashboard')
            ? [['loader'], ['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']]
            : undefined,
      },
    }),
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    // A catalog with a missing translation fails the build.
    lingui({ failOnMissing: true, failOnCompileError: true }),
    tailwindcss(),
  ],
  // The server bundle takes the icons it draws into itself: the icon package's CommonJS build, loaded whole by
  // Node, holds every icon it has (about 30 MB of the server's memory) for the twenty the site uses.
  ssr: { noExternal: ['lucide-react'] },
  build: isSsrBuild
    ? {
        target: 'node20',
        outDir: 'dist/server',
        // Pictures and icons are the browser build's to serve.
        copyPublicDir: false,
        sourcemap: false,
        rolldownOptions: { input: 'src/entry-server.tsx' },
      }
    : {
        target: 'es2022',
        outDir: 'dist/client',
        manifest: true,
        // A page preloads its own code (the loader in the router manifest, scripts/router-manifest.mjs), so Vite's
        // helper, which looks for and adds those links again before every lazy import, is only work on a phone.
        modulePreload: false,
        sourcemap: false,
        reportCompressedSize: false,
        rolldownOptions: {
          input: 'src/entry-client.tsx',
          output: {
            // The libraries every page needs in one file, the public site's shared code in two (scripts/public-chunks.ts).
            codeSplitting: { groups: codeGroups },
          },
        },
      },
}));
