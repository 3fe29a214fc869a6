import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** The React refresh runtime's preamble, which Vite's index.html would inject (there is no index.html here). */
const REFRESH_PREAMBLE = `import RefreshRuntime from "/@react-refresh";
RefreshRuntime.injectIntoGlobalHook(window);
window.$RefreshReg$ = () => {};
window.$RefreshSig$ = () => (type) => type;
window.__vite_plugin_react_preamble_installed__ = true;`;

/** The router manifest in development: Vite's client, the refresh preamble and the entry from source. */
const DEV_MANIFEST = {
  routes: {
    __root__: {
      scripts: [
        { attrs: { type: 'module' }, children: REFRESH_PREAMBLE },
        { attrs: { type: 'module', src: '/@vite/client' } },
        { attrs: { type: 'module', src: '/src/entry-client.tsx', async: true } },
      ],
    },
  },
};

/**
 * `npm run dev`: Vite runs inside this server in middleware mode. It serves the web app's modules with hot
 * reload, and each page is rendered from the current source (`ssrLoadModule` reloads what changed).
 * Only loaded in development: vite and middie are development dependencies.
 */
export async function createDevRenderer(app: FastifyInstance, webRoot: string) {
  const [{ createServer }, { default: middie }] = await Promise.all([import('vite'), import('@fastify/middie')]);
  // Lingui's Vite and macro plugins look for their config from the working directory, which is the repository's.
  process.env.LINGUI_CONFIG ??= path.join(webRoot, 'lingui.config.ts');
  const vite = await createServer({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    appType: 'custom',
    // Hot-reload messages share the server's port, so the page's CSP ('self') allows them.
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook('onClose', () => vite.close());
  return async () => {
    try {
      const bundle = (await vite.ssrLoadModule('/src/entry-server.tsx')) as { render: unknown };
      return { bundle, manifest: DEV_MANIFEST };
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      throw error;
    }
  };
}
