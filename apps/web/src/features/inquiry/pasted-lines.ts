/** A line of pasted text read as a part number and a quantity, or why it could not be. */
export type PastedLine =
  { row: number; partnumber: string; quantity: number } | { row: number; text: string; problem: 'quantity' };

const PART_NUMBER_MAX = 80;

/**
 * Reads part numbers pasted one per line, as typed or copied from a spreadsheet: a number alone (quantity 1), or
 * a number and a quantity separated by a tab (spreadsheet cells), a semicolon or a comma. Spaces inside a number
 * stay part of it (`L29479 G01`). Empty lines are skipped; a quantity that is not a whole number ≥ 1 is reported.
 */
export function readPastedLines(text: string): PastedLine[] {
  const lines: PastedLine[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const cells = raw.split(/[\t;,]/).map((cell) => cell.trim());
    const partnumber = (cells[0] ?? '').slice(0, PART_NUMBER_MAX);
    if (partnumber === '') return;
    const quantityCell = cells.slice(1).find((cell) => cell !== '');
    if (quantityCell === undefined) return lines.push({ row: index + 1, partnumber, quantity: 1 });
    const quantity = Number(quantityCell.replace(/\s/g, ''));
    if (!Number.isInteger(quantity) || quantity < 1)
      return lines.push({
        row: index + 1,
        text: raw.trim(),
        problem: 'quantity',
      });
    lines.push({ row: index + 1, partnumber, quantity });
  });
  return lines;
}
