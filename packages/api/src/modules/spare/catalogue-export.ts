import type { Db } from '@tp/db';
import type { SiteLang } from '@tp/schemas';
import { loadExcel } from '../../platform/heavy-modules.ts';
import { csvText, neutraliseFormula } from '../../platform/spreadsheet-cells.ts';
import { listParts } from './spare-part.repository.ts';
import { spareGroupRepository } from './spare.repository.ts';

const HEADINGS: Record<SiteLang, [string, string, string, string]> = {
  de: ['Teilenummer', 'Beschreibung', 'Ersatzteilnummer', 'Menge'],
  en: ['Part number', 'Description', 'Substitute part', 'Quantity'],
  ru: ['Номер детали', 'Описание', 'Заменяющая деталь', 'Количество'],
};

/** The catalogue of a group, without prices: title for the file name and the rows in the reader's language. */
export async function catalogueOf(db: Db, groupId: number, language: SiteLang) {
  const group = await spareGroupRepository.find(db, groupId);
  if (!group) return undefined;
  const parts = await listParts(db, groupId);
  const title = group[`title_${language}`] || group.title_en || group.title_de || `spare-group-${groupId}`;
  return {
    title,
    headings: HEADINGS[language],
    rows: parts.map(
      (part) =>
        [part.partnumber, part[`description_${language}`] || part.description_en, part.subst_part, part.quantity] as [
          string,
          string,
          string,
          number,
        ],
    ),
  };
}

/** A file name from a title: letters, digits and dashes only. */
export const catalogueFileName = (title: string, extension: 'xlsx' | 'csv') =>
  `${
    title
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .toLowerCase() || 'catalogue'
  }-catalogue.${extension}`;

export function catalogueCsv(catalogue: NonNullable<Awaited<ReturnType<typeof catalogueOf>>>): string {
  return csvText([catalogue.headings, ...catalogue.rows]);
}

export async function catalogueXlsx(catalogue: NonNullable<Awaited<ReturnType<typeof catalogueOf>>>): Promise<Buffer> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'TurboTech Rosdorf GmbH';
  const sheet = workbook.addWorksheet(catalogue.title.slice(0, 31).replace(/[\\/?*[\]:]/g, ' ') || 'Catalogue', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = [
    { header: catalogue.headings[0], width: 22 },
    { header: catalogue.headings[1], width: 60 },
    { header: catalogue.headings[2], width: 22 },
    { header: catalogue.headings[3], width: 12 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const [partnumber, description, substitute, quantity] of catalogue.rows) {
    sheet.addRow([
      neutraliseFormula(partnumber),
      neutraliseFormula(description),
      neutraliseFormula(substitute),
      quantity,
    ]);
  }
  // Part numbers are text: keep leading zeros and stop Excel from reading them as numbers.
  sheet.getColumn(1).numFmt = '@';
  sheet.getColumn(3).numFmt = '@';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
