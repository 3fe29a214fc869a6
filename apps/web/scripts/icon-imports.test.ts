import { describe, expect, it } from 'vitest';
import { splitIconImport } from './icon-imports.ts';

const FILES = new Map([
  ['Search', 'search.mjs'],
  ['X', 'x.mjs'],
  ['Bold', 'letter-b.mjs'],
  ['LetterB', 'letter-b.mjs'],
]);

describe('icon imports', () => {
  it('imports each icon from its own file, keeping local names and type-only names', () => {
    expect(splitIconImport(' Search, X as Close, type LucideIcon ', FILES)).toBe(
      "import Search from 'lucide-react/dist/esm/icons/search.mjs'; " +
        "import Close from 'lucide-react/dist/esm/icons/x.mjs'; " +
        "import { type LucideIcon } from 'lucide-react';",
    );
    // An alias of an icon (Bold is LetterB's) is found by either name.
    expect(splitIconImport('Bold', FILES)).toBe("import Bold from 'lucide-react/dist/esm/icons/letter-b.mjs';");
  });

  it('leaves an import alone when a name is not an icon (a helper of the package)', () => {
    expect(splitIconImport('Search, createLucideIcon', FILES)).toBeUndefined();
  });
});
