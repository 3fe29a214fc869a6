// Links to one field of a dashboard screen (`/dashboard/services/3#field-title_en`), as the Translations screen makes.

export const FIELD_HASH = /^field-([a-z_]+)$/;

/** The field a `#field-<name>` address names: an input of that name, or a rich-text editor's (`data-field`). */
export function fieldNamed(name: string, within: ParentNode = document): HTMLElement | null {
  const input = within.querySelector<HTMLElement>(`[name="${name}"]`);
  if (input) return input;
  return within.querySelector<HTMLElement>(`[data-field="${name}"] [contenteditable="true"]`);
}

/** The field inside `within` that the address's `#field-<name>` names, if any (a dialog opened by such a link). */
export function linkedFieldWithin(within: ParentNode): HTMLElement | null {
  const name = FIELD_HASH.exec(window.location.hash.slice(1))?.[1];
  return name ? fieldNamed(name, within) : null;
}
