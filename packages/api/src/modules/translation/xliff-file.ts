import { TRPCError } from '@trpc/server';
import { xml2js, type Element } from 'xml-js';
import { SOURCE_LANG, type TargetLang } from '@tp/schemas';
import { escapeText, htmlToCodes, type CodeData, type CodedText, type Inline } from './inline-codes.ts';
import type { ExportUnit, FileUnit } from './translation-file-units.ts';

/**
 * XLIFF 2.0 (OASIS), the exchange format of CAT tools (Trados, memoQ, Phrase): one `<file>` per kind of record, one
 * `<unit>` per text (`<unit id="3-title">` of `<file id="service">`), the German text as `<source>`, the stored
 * translation (if any) as `<target>`, rich text as inline codes with their HTML in `<originalData>`.
 */

const XLIFF_NAMESPACE = 'urn:oasis:names:tc:xliff:document:2.0';
const bad = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });
const attribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

/** The inline content as XLIFF: words escaped, codes as `<pc>`/`<ph>` pointing at their data. */
function inlineXml(inline: Inline[]): string {
  return inline
    .map((part) => {
      if (typeof part === 'string') return escapeText(part);
      if ('ph' in part) return `<ph id="${part.ph}" dataRef="d${part.ph}"/>`;
      return `<pc id="${part.pc}" dataRefStart="d${part.pc}" dataRefEnd="d${part.pc}e">${inlineXml(part.contents)}</pc>`;
    })
    .join('');
}

/**
 * The stored translation with the source's code ids where it uses the same tags (as a CAT tool expects), and ids
 * of its own after the source's for tags the source does not have (a link only the translation carries).
 */
function alignedTarget(source: CodedText, target: CodedText): CodedText {
  const unused = new Map<string, string[]>();
  for (const [id, code] of source.data) unused.set(code.start, [...(unused.get(code.start) ?? []), id]);
  const data = new Map(source.data);
  let next = source.data.size;
  const remap = (inline: Inline[]): Inline[] =>
    inline.map((part) => {
      if (typeof part === 'string') return part;
      const code = target.data.get('pc' in part ? part.pc : part.ph)!;
      let id = unused.get(code.start)?.shift();
      if (!id) {
        id = String(++next);
        data.set(id, code);
      }
      return 'pc' in part ? { pc: id, contents: remap(part.contents) } : { ph: id };
    });
  return { inline: remap(target.inline), data };
}

function unitXml(unit: ExportUnit): string {
  const plain = (text: string): CodedText => ({ inline: text ? [text] : [], data: new Map() });
  const source = unit.rich ? htmlToCodes(unit.source) : plain(unit.source);
  const target = unit.target
    ? alignedTarget(source, unit.rich ? htmlToCodes(unit.target) : plain(unit.target))
    : undefined;
  const data = target?.data ?? source.data;
  const originalData = [...data]
    .flatMap(([id, code]) => [
      `<data id="d${id}">${escapeText(code.start)}</data>`,
      ...(code.end === undefined ? [] : [`<data id="d${id}e">${escapeText(code.end)}</data>`]),
    ])
    .join('');
  // XLIFF's segment states: no target yet, or one to revise (outdated) are `initial`; a current one `translated`.
  const state = unit.state === 'current' ? 'translated' : 'initial';
  return [
    `    <unit id="${unit.id}-${unit.field}" name="${attribute(unit.field)}">`,
    '      <notes>',
    `        <note category="record">${escapeText(unit.label)}</note>`,
    `        <note category="state">${unit.state}</note>`,
    '      </notes>',
    ...(originalData ? [`      <originalData>${originalData}</originalData>`] : []),
    `      <segment state="${state}">`,
    `        <source xml:space="preserve">${inlineXml(source.inline)}</source>`,
    ...(target ? [`        <target xml:space="preserve">${inlineXml(target.inline)}</target>`] : []),
    '      </segment>',
    '    </unit>',
  ].join('\n');
}

export function writeXliff(lang: TargetLang, units: ExportUnit[]): string {
  const byEntity = new Map<string, ExportUnit[]>(); // Map.groupBy is Node 21's
  for (const unit of units) byEntity.set(unit.entity, [...(byEntity.get(unit.entity) ?? []), unit]);
  const files = [...byEntity].map(([entity, ofEntity]) =>
    [`  <file id="${entity}">`, ...ofEntity.map(unitXml), '  </file>'].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<xliff xmlns="${XLIFF_NAMESPACE}" version="2.0" srcLang="${SOURCE_LANG}" trgLang="${lang}">`,
    ...files,
    '</xliff>',
    '',
  ].join('\n');
}

const childrenNamed = (element: Element, name: string) =>
  (element.elements ?? []).filter((child) => child.type === 'element' && child.name === name);

const textOf = (element: Element): string =>
  (element.elements ?? []).map((child) => (child.type === 'text' ? String(child.text ?? '') : textOf(child))).join('');

/** The inline content of a `<source>` or `<target>`; codes beyond `<pc>` and `<ph>` are refused by name. */
function readInline(element: Element, refs: Map<string, { start?: string; end?: string }>): Inline[] {
  return (element.elements ?? []).flatMap((child): Inline[] => {
    if (child.type === 'text' || child.type === 'cdata') return [String(child.text ?? child.cdata ?? '')];
    if (child.type !== 'element') return [];
    const id = String(child.attributes?.id ?? '');
    const known = refs.get(id) ?? {};
    if (child.name === 'ph') {
      refs.set(id, { start: (child.attributes?.dataRef as string | undefined) ?? known.start });
      return [{ ph: id }];
    }
    if (child.name === 'pc') {
      refs.set(id, {
        start: (child.attributes?.dataRefStart as string | undefined) ?? known.start,
        end: (child.attributes?.dataRefEnd as string | undefined) ?? known.end,
      });
      return [{ pc: id, contents: readInline(child, refs) }];
    }
    if (child.name === 'mrk') return readInline(child, refs); // an annotation (a comment, a term): its words count
    throw new UnsupportedCode(child.name ?? '?');
  });
}

export class UnsupportedCode extends Error {
  constructor(readonly element: string) {
    super(`<${element}> is not supported here: only <pc>, <ph> and <mrk> inline elements`);
  }
}

/** Reads the units of a returned XLIFF 2.0 file for `lang`; a file that is not one, or of another language, is refused. */
export function readXliff(text: string, lang: TargetLang): FileUnit[] {
  // No document type: it is where entity expansion attacks live, and XLIFF has none.
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw bad('The file declares a document type; XLIFF files have none');
  let document: Element;
  try {
    document = xml2js(text, { captureSpacesBetweenElements: true }) as Element;
  } catch (error) {
    throw bad(`The file is not well-formed XML: ${(error as Error).message.split('\n')[0]}`);
  }
  const root = childrenNamed(document, 'xliff')[0];
  if (!root || root.attributes?.xmlns !== XLIFF_NAMESPACE || root.attributes.version !== '2.0')
    throw bad('The file is not XLIFF 2.0 (an <xliff version="2.0"> root in its namespace)');
  const { srcLang, trgLang } = root.attributes;
  if (srcLang !== SOURCE_LANG) throw bad(`The file translates from ${String(srcLang)}, not from ${SOURCE_LANG}`);
  if (trgLang !== lang) throw bad(`The file is a translation into ${String(trgLang ?? 'no language')}, not ${lang}`);

  return childrenNamed(root, 'file').flatMap((file) =>
    childrenNamed(file, 'unit').map((unit): FileUnit => {
      const unitId = String(unit.attributes?.id ?? '');
      const entity = String(file.attributes?.id ?? '');
      const [, id, field] = /^(\d+)-(\w+)$/.exec(unitId) ?? [];
      const read: FileUnit = { unit: `${entity}/${unitId}`, entity, id: id ? Number(id) : null, field: field ?? '' };
      try {
        const data = new Map(
          childrenNamed(unit, 'originalData')
            .flatMap((original) => childrenNamed(original, 'data'))
            .map((element) => [String(element.attributes?.id), textOf(element)]),
        );
        const refs = new Map<string, { start?: string; end?: string }>();
        // A CAT tool may split a text into several segments, with white space between them as `<ignorable>`.
        const parts = (unit.elements ?? []).filter((child) => child.name === 'segment' || child.name === 'ignorable');
        const source: Inline[] = [];
        const target: Inline[] = [];
        let hasTarget = false;
        for (const part of parts) {
          const sourceElement = childrenNamed(part, 'source')[0];
          const targetElement = childrenNamed(part, 'target')[0];
          const sourceInline = sourceElement ? readInline(sourceElement, refs) : [];
          source.push(...sourceInline);
          if (targetElement) {
            target.push(...readInline(targetElement, refs));
            if (part.name === 'segment') hasTarget = true;
          } else if (part.name === 'ignorable') target.push(...sourceInline); // white space between segments
        }
        const codes = new Map<string, CodeData>();
        for (const [codeId, { start, end }] of refs) {
          const startHtml = start === undefined ? undefined : data.get(start);
          if (startHtml !== undefined)
            codes.set(codeId, { start: startHtml, end: end === undefined ? undefined : data.get(end) });
        }
        return {
          ...read,
          source: { coded: { inline: source, data: codes } },
          target: hasTarget ? { coded: { inline: target, data: codes } } : undefined,
        };
      } catch (error) {
        if (error instanceof UnsupportedCode) return { ...read, problem: error.message };
        throw error;
      }
    }),
  );
}
