import { TRPCError } from '@trpc/server';
import type { TargetLang } from '@tp/schemas';
import { loadExcel } from '../../platform/heavy-modules.ts';
import { xlsxCells } from '../../platform/spreadsheet-cells.ts';
import type { ExportUnit, FileUnit } from './translation-file-units.ts';

/**
 * The spreadsheet for a translator without a CAT tool: one row per text with the German source, the stored
 * translation for reference (`current`) and an empty `target` to fill in. Rich text is HTML in its cell. Cells are
 * text cells, never formulas (ExcelJS writes strings as strings), so texts go back as they came, without the
 * apostrophe a CSV download puts before `=`.
 */
const COLUMNS = ['entity', 'id', 'field', 'lang', 'record', 'state', 'source', 'current', 'target'] as const;
const REQUIRED = ['entity', 'id', 'field', 'source', 'target'] as const;
const WIDTHS: Record<(typeof COLUMNS)[number], number> = {
  entity: 12,
  id: 8,
  field: 14,
  lang: 6,
  record: 28,
  state: 10,
  source: 60,
  current: 60,
  target: 60,
};

const bad = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });

export async function writeXlsx(lang: TargetLang, units: ExportUnit[]): Promise<Buffer> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'TurboTech Rosdorf GmbH';
  const sheet = workbook.addWorksheet(`de-${lang}`, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((key) => ({ header: key, key, width: WIDTHS[key] }));
  sheet.getRow(1).font = { bold: true };
  for (const unit of units)
    sheet.addRow({
      entity: unit.entity,
      id: unit.id,
      field: unit.field,
      lang,
      record: unit.label,
      state: unit.state,
      source: unit.source,
      current: unit.target,
      target: '',
    });
  for (const key of ['source', 'current', 'target'] as const) {
    const column = sheet.getColumn(key);
    column.numFmt = '@';
    column.alignment = { wrapText: true, vertical: 'top' };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The rows of a returned spreadsheet for `lang`, by column name; a sheet of another language is refused. */
export async function readXlsx(bytes: Buffer, lang: TargetLang): Promise<FileUnit[]> {
  const [header, ...rows] = await xlsxCells(bytes);
  const names = (header ?? []).map((name) => name.trim().toLowerCase());
  const missing = REQUIRED.filter((name) => !names.includes(name));
  if (missing.length > 0)
    throw bad(`The first row must name the columns ${REQUIRED.join(', ')} (missing: ${missing.join(', ')})`);
  const column = (name: string) => names.indexOf(name);
  const cell = (cells: string[], name: string) => (column(name) < 0 ? '' : (cells[column(name)] ?? ''));
  const units: FileUnit[] = [];
  rows.forEach((cells, index) => {
    if (cells.every((value) => value.trim() === '')) return;
    const rowLang = cell(cells, 'lang').trim();
    if (rowLang && rowLang !== lang)
      throw bad(`Row ${index + 2} is a translation into ${rowLang}, not ${lang}: nothing was imported`);
    const id = cell(cells, 'id').trim();
    units.push({
      unit: `row ${index + 2}`,
      entity: cell(cells, 'entity').trim(),
      id: /^\d+$/.test(id) ? Number(id) : null,
      field: cell(cells, 'field').trim(),
      source: { cell: cell(cells, 'source') },
      target: { cell: cell(cells, 'target') },
    });
  });
  return units;
}
