import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { TRPCClientError } from '@trpc/client';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { serverMessage } from '../../lib/server-message.ts';
import { notify } from '../../ui/toast.tsx';
import { fieldMessage, translatedRefusal } from './field-messages.ts';

/** One reason the server refused an input: where (the field's path) and why (the schema's message). */
export interface ServerIssue {
  path: PropertyKey[];
  message: string;
}

const isIssue = (value: unknown): value is ServerIssue =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as ServerIssue).path) &&
  typeof (value as ServerIssue).message === 'string';

/** The issues of a refused input as the server's error formatter sends them (`data.issues`); none for any other error. */
export function serverIssuesOf(error: unknown): ServerIssue[] {
  if (!(error instanceof TRPCClientError)) return [];
  const issues = (error.data as { issues?: unknown } | null | undefined)?.issues;
  return Array.isArray(issues) ? issues.filter(isIssue) : [];
}

/** The fields of a form that can show the server's messages. */
export interface FieldErrorTarget {
  /** Puts `message` on the field `name` (a path joined with dots) and answers true, or answers false when the form has no such field. */
  show: (name: string, message: string, focus: boolean) => boolean;
}

/** A react-hook-form form as a target for the server's messages; only the named fields take them. */
export function fieldErrorTarget<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): FieldErrorTarget {
  const names: readonly string[] = fields;
  return {
    show: (name, message, focus) => {
      if (!names.includes(name)) return false;
      setError(name as Path<T>, { type: 'server', message }, { shouldFocus: focus });
      return true;
    },
  };
}

/**
 * A refused change. Each issue whose path names a field of `form` is shown under that field (the first one is
 * focused); when no field takes any, the toast says what it said before: the server's message, or `fallback`
 * when the server could not answer. Issues for fields the form does not have follow in a toast.
 */
export function showServerError(error: unknown, fallback: string, form?: FieldErrorTarget): void {
  // The tiers' refusals name the role in English (trpc/procedures.ts): said in the dashboard's language instead.
  const refusal = serverMessage(error, '');
  // A session that must set up a second factor first is refused everything else in a sentence of its own.
  const translated = translatedRefusal(refusal);
  if (translated) {
    notify.error(translated);
    return;
  }
  if (refusal.startsWith('Your role (')) {
    notify.error(
      refusal.includes('second factor')
        ? i18n._(msg`Set up a passkey or an authenticator app first: your role requires it.`)
        : i18n._(msg`Your role may not do this. An owner can change your role if you need it.`),
    );
    return;
  }
  const shown = new Set<string>();
  const unshown: ServerIssue[] = [];
  for (const issue of form ? serverIssuesOf(error) : []) {
    const name = issue.path.map(String).join('.');
    if (shown.has(name)) continue;
    if (form?.show(name, issue.message, shown.size === 0)) shown.add(name);
    else unshown.push(issue);
  }
  if (shown.size === 0) notify.error(fieldMessage(serverMessage(error, fallback)));
  else if (unshown[0]) notify.error(fieldMessage(unshown[0].message));
}
