import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

// `import { Search, X } from 'lucide-react'` names lucide's index, so in the module graph every icon is imported by
// the index, and the index by whatever imports any icon (the entry included): the chunking (scripts/public-chunks.ts)
// would see every icon of the dashboard as needed by every public page. This plugin rewrites such an import into one
// import per icon file (`lucide-react/dist/esm/icons/search.mjs`), so each icon is imported by the modules that draw
// it and goes where they go. Type-only names stay on the index (they leave no code).

/** Each name lucide's index exports (`Search`, `SearchIcon`, `LucideSearch`) → its icon file (`search.mjs`). */
function iconFiles(): Map<string, string> {
  const index = createRequire(import.meta.url).resolve('lucide-react/dist/esm/lucide-react.mjs');
  const files = new Map<string, string>();
  const lines = fs.readFileSync(index, 'utf8').matchAll(/export \{([^}]+)\} from '\.\/icons\/([\w-]+\.mjs)';/g);
  for (const [, names, file] of lines)
    for (const [, name] of names!.matchAll(/default as (\w+)/g)) files.set(name!, file!);
  return files;
}

const ICON_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"];?/g;

/** The imports of one `import { … } from 'lucide-react'`, one per icon; undefined if a name is not an icon. */
export function splitIconImport(names: string, files: Map<string, string>): string | undefined {
  const icons: string[] = [];
  const types: string[] = [];
  for (const part of names.split(',').map((name) => name.trim())) {
    if (!part) continue;
    if (part.startsWith('type ')) {
      types.push(part);
      continue;
    }
    const [imported, local = imported] = part.split(/\s+as\s+/) as [string, string?];
    const file = files.get(imported);
    if (!file) return undefined;
    icons.push(`import ${local} from 'lucide-react/dist/esm/icons/${file}';`);
  }
  if (types.length > 0) icons.push(`import { ${types.join(', ')} } from 'lucide-react';`);
  return icons.join(' ');
}

export function iconImports(): Plugin {
  let files: Map<string, string> | undefined;
  return {
    name: 'tp:icon-imports',
    enforce: 'pre',
    transform(code, id) {
      if (!code.includes('lucide-react') || id.includes(`${path.sep}node_modules${path.sep}`)) return null;
      files ??= iconFiles();
      const known = files;
      let changed = false;
      const rewritten = code.replace(ICON_IMPORT, (whole, names: string) => {
        const split = splitIconImport(names, known);
        if (split === undefined) return whole;
        changed = true;
        // As many lines as before, so the lines after it keep their numbers (no source map needed).
        return split + '\n'.repeat(whole.split('\n').length - 1);
      });
      return changed ? { code: rewritten, map: null } : null;
    },
  };
}
