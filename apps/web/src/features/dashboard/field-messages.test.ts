/// <reference types="node" />
import fs from 'node:fs';
import path from 'node:path';
import {
  categoryFields,
  changeLoginInput,
  changePasswordInput,
  historyRetention,
  pageFields,
  pagePartFields,
  partnerFields,
  productFields,
  productPropertyFields,
  quoteCreateInput,
  quoteLineInput,
  retentionSettings,
  settingsFields,
  sparePartFields,
  titledForm,
} from '@tp/schemas';
import { draftScheduleForm } from '@tp/schemas/schedule';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

// The schemas of the dashboard forms, and what their inputs can hold: texts empty, blank, far too long, numbers
// wrong in every way a number input lets through, a language that does not exist.
const FORM_SCHEMAS: z.ZodObject[] = [
  titledForm,
  sparePartFields,
  productFields,
  productPropertyFields,
  categoryFields,
  partnerFields,
  pageFields,
  pagePartFields,
  settingsFields,
  retentionSettings,
  historyRetention,
  draftScheduleForm,
  changeLoginInput,
  changePasswordInput,
  quoteCreateInput.omit({ request_id: true }),
  quoteLineInput,
];
const INPUTS = ['', '   ', 'x'.repeat(250_000), 'not-an-address@', '-1', '1.5', '1e12', 'XX'];

/** Every message the form schemas give for the inputs above; zod's own generic ones aside (a select cannot send those). */
function schemaMessages(): Set<string> {
  const messages = new Set<string>();
  for (const schema of FORM_SCHEMAS) {
    for (const key of [undefined, ...Object.keys(schema.shape)]) {
      for (const input of INPUTS) {
        const result = schema.safeParse(key ? { [key]: input } : {});
        for (const issue of result.error?.issues ?? [])
          if (!issue.message.startsWith('Invalid input')) messages.add(issue.message);
      }
    }
  }
  return messages;
}

/** The explicit-id entries of a catalog: id → translation. */
function explicitEntries(locale: string): Map<string, string> {
  const po = fs.readFileSync(path.join(import.meta.dirname, `../../locales/${locale}/admin.po`), 'utf8');
  const entries = new Map<string, string>();
  for (const block of po.split(/\n\n/)) {
    const match = /^msgid "(.*)"\nmsgstr "(.*)"$/m.exec(block);
    if (match && block.includes('#. js-lingui-explicit-id')) entries.set(match[1]!, match[2]!);
  }
  return entries;
}

describe('the schema messages of the dashboard forms', () => {
  const listed = [
    ...fs
      .readFileSync(path.join(import.meta.dirname, 'field-messages.ts'), 'utf8')
      .matchAll(/msg\(\{\s*id: '([^']+)',\s*message: '([^']+)',?\s*\}\)/g),
  ];

  it('are each listed in field-messages.ts with the English text as id', () => {
    for (const [, id, message] of listed) expect(message).toBe(id);
    const ids = new Set(listed.map(([, id]) => id));
    expect([...schemaMessages()].filter((message) => !ids.has(message))).toEqual([]);
  });

  it('are translated into German and Russian', () => {
    for (const locale of ['de', 'ru']) {
      const entries = explicitEntries(locale);
      expect(listed.filter(([, id]) => !entries.get(id!)).map(([, id]) => `${locale}: ${id}`)).toEqual([]);
    }
  });
});
