import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

/**
 * msgid → msgstr of a .po catalog (single-line entries, as `lingui extract` writes them). An entry with a context
 * (`msgctxt`) is another message than the same text without one: it is keyed `context: text`.
 */
function entries(file: string): Map<string, string> {
  const text = fs.readFileSync(file, 'utf8');
  return new Map(
    [
      ...text.matchAll(/^(?:msgctxt "((?:[^"\\]|\\.)*)"\n)?msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/gm),
    ].map((match) => [match[1] ? `${match[1]}: ${match[2]!}` : match[2]!, match[3]!]),
  );
}

// The server renders with both catalogs loaded, a visitor's browser with the public one only: a text in both with two
// translations renders one way on the server and another in the browser, and hydration fails.
it.each(['de', 'ru'])('translates a text the same way in the public and the dashboard catalog (%s)', (language) => {
  const publicCatalog = entries(path.join(import.meta.dirname, language, 'messages.po'));
  const adminCatalog = entries(path.join(import.meta.dirname, language, 'admin.po'));
  const different = [...adminCatalog].filter(
    ([id, text]) => id !== '' && publicCatalog.has(id) && publicCatalog.get(id) !== text,
  );
  expect(different.map(([id, text]) => `"${id}": public "${publicCatalog.get(id)}", dashboard "${text}"`)).toEqual([]);
});
