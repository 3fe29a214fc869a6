import type { TranslatableEntity, TranslationState } from '@tp/schemas';
import type { CodedText } from './inline-codes.ts';

/** A text as an export writes it: the German source and the stored translation ('' when missing). */
export interface ExportUnit {
  entity: TranslatableEntity;
  id: number;
  field: string;
  /** What a person recognises the record by (a note for the translator). */
  label: string;
  state: TranslationState;
  /** Rich text (HTML) rather than a plain line. */
  rich: boolean;
  source: string;
  target: string;
}

/**
 * A text as a returned file holds it, before it is checked against the database. XLIFF gives words and inline codes
 * (`CodedText`); a spreadsheet gives the cell as typed (`cell`: HTML for rich text, a plain line otherwise).
 */
export type FileText = { coded: CodedText } | { cell: string };

export interface FileUnit {
  /** Where it is in the file, for messages: `service/3-title` (XLIFF), `row 7` (XLSX). */
  unit: string;
  entity: string;
  id: number | null;
  field: string;
  source?: FileText;
  /** Absent (or empty) when the file has no translation for it: nothing changes. */
  target?: FileText;
  /** Why the unit cannot be read (an inline element the import does not know). */
  problem?: string;
}
