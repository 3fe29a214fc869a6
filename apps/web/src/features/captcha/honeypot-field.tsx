import { HONEYPOT_FIELD } from '@tp/schemas/honeypot';

/**
 * A field people never meet: off screen, hidden from screen readers, skipped by the tab key and by autofill.
 * Scripts that fill every input fill it too, and the server refuses the form (its label says so to a reader of
 * the markup, not to a visitor). Not translated: nobody sees it.
 */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** What a form's trap field holds: empty unless a script filled it. */
export function honeypotValue(form: HTMLFormElement): string {
  const value = new FormData(form).get(HONEYPOT_FIELD);
  return typeof value === 'string' ? value : '';
}
