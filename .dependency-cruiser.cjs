/**
 * The architecture, checked by `npm run lint`: packages/api in layers (modules over platform, no cycles between
 * files or folders), and the browser app free of server code.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'api-file-cycle',
      comment: 'Files of packages/api import each other in a circle: move the shared part into a file both import.',
      severity: 'error',
      from: { path: '^packages/api/src' },
      to: { circular: true, dependencyTypesNot: ['type-only'], viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'api-folder-cycle',
      comment:
        'Folders of packages/api import each other in a circle: a module uses another only through its service, and never back.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^packages/api/src' },
      to: { circular: true, dependencyTypesNot: ['type-only'], viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'platform-imports-a-module',
      comment: 'platform/ is what modules build on: it never imports a module (pass what it needs as an argument).',
      severity: 'error',
      from: { path: '^packages/api/src/platform/' },
      to: { path: '^packages/api/src/modules/' },
    },
    {
      name: 'module-reaches-into-another',
      comment: 'A module uses another only through the functions its service exports (<x>.service.ts).',
      severity: 'error',
      from: { path: '^packages/api/src/modules/([^/]+)/' },
      to: { path: '^packages/api/src/modules/', pathNot: ['^packages/api/src/modules/$1/', '\\.service\\.ts$'] },
    },
    {
      name: 'web-imports-server-code',
      comment:
        'The browser app imports only shared schemas, the client and types: server code (api, db, server) stays on the server.',
      severity: 'error',
      from: { path: '^apps/web/src' },
      to: { path: '^(apps/server|packages/api|packages/db|migrations)/', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests are not part of the architecture: a module's test calls the whole app through createTestCaller.
    exclude: { path: '(^|/)(dist|node_modules)/|\\.gen\\.ts$|\\.test\\.tsx?$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
