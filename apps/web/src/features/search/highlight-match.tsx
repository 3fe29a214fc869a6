import { partNumberKey } from '@tp/schemas/part-number';

/**
 * The part of a shown number that a query matched, marked. Matching ignores case and separators as the search
 * does (`l29479g01` marks `L29479-G01`), so each shown character is folded on its own and the match mapped back.
 */
export function HighlightMatch({ text, query }: { text: string; query: string }) {
  const key = partNumberKey(query);
  const range = key ? matchedRange(text, key) : null;
  if (!range) return <>{text}</>;
  return (
    <>
      {text.slice(0, range[0])}
      <mark className="rounded-sm bg-heat-400/30 text-inherit">{text.slice(range[0], range[1])}</mark>
      {text.slice(range[1])}
    </>
  );
}

/** Where in `text` the folded key appears: [start, end) of shown characters, or null. */
export function matchedRange(text: string, key: string): [number, number] | null {
  let folded = '';
  const shownIndexOf: number[] = [];
  for (let index = 0; index < text.length; index++) {
    for (const character of partNumberKey(text[index]!)) {
      folded += character;
      shownIndexOf.push(index);
    }
  }
  const start = folded.indexOf(key);
  if (start < 0) return null;
  return [shownIndexOf[start]!, shownIndexOf[start + key.length - 1]! + 1];
}
