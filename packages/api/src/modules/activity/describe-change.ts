/** What a management call did, in the log's terms. */
export interface ChangeDescription {
  action: 'create' | 'update' | 'delete' | 'sign-out';
  entity: string;
  entity_id: string | null;
  fields: string[];
}

/** Fields that name the record rather than change it, and the captcha's proof: not listed as changed. */
const NOT_FIELDS = new Set(['id', 'link', 'captcha_ticket']);

const VERBS: [RegExp, ChangeDescription['action']][] = [
  [/^(create|add)/, 'create'],
  [/^(update|set|change|import|reorder)/, 'update'],
  [/^(delete|remove|revoke)/, 'delete'],
  [/^logout$/, 'sign-out'],
];

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The names of the fields a call was sent: keys of an object, names of a form's fields (never their values). */
export function sentFieldNames(input: unknown): string[] {
  const names =
    input instanceof FormData ? [...input.keys()] : input && typeof input === 'object' ? Object.keys(input) : [];
  return [...new Set(names)].filter((name) => !NOT_FIELDS.has(name)).sort();
}

const idOf = (value: unknown): string | null => {
  if (typeof value === 'number' || (typeof value === 'string' && value !== '')) return String(value);
  if (value instanceof FormData) return idOf(value.get('id') ?? value.get('link'));
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // A call on several records at once (`request.deleteMany`) names them all.
    if (Array.isArray(record.ids) && record.ids.length > 0) return record.ids.join(', ');
    return idOf(record.id) ?? idOf(record.link);
  }
  return null;
};

/**
 * Reads a management procedure's path as a change: `service.update` → update of `service`, `spare.createPart` →
 * create of `spare.part`, `auth.changePassword` → update of `auth.password`, `request.deleteMany` → delete of `request`. The record's id is the one sent or,
 * for a create, the one answered.
 */
export function describeChange(path: string, input: unknown, result: unknown): ChangeDescription {
  const [entity = path, name = ''] = path.split('.');
  const verb = VERBS.find(([pattern]) => pattern.test(name));
  const action = verb?.[1] ?? 'update';
  const rest = (verb ? name.replace(verb[0], '') : name).replace(/Many$/, '');
  const part = rest ? `.${lowerFirst(rest)}` : '';
  const created = action === 'create' ? idOf(result) : null;
  const texts = changedTexts(result);
  if (texts) return { action, entity: `${entity}${part}`, entity_id: languageOf(input), fields: texts };
  return { action, entity: `${entity}${part}`, entity_id: created ?? idOf(input), fields: sentFieldNames(input) };
}

/** A call that says which texts it changed (an import of translations) is logged with them: `service/3/title`. */
function changedTexts(result: unknown): string[] | undefined {
  const changed = (result as { changed?: unknown } | null)?.changed;
  if (!Array.isArray(changed)) return undefined;
  return (changed as { entity: string; id: number; field: string }[]).map(
    (text) => `${text.entity}/${text.id}/${text.field}`,
  );
}

const languageOf = (input: unknown): string | null => {
  const lang = input instanceof FormData ? input.get('lang') : (input as { lang?: unknown } | null)?.lang;
  return typeof lang === 'string' ? lang : null;
};
