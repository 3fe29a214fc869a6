// Sizes shared by the editor and its loading skeleton; no Lexical imports here, so the lazy wrapper stays small.

/** Default height of the editable area, in pixels. */
export const DEFAULT_MIN_HEIGHT = 180;
/** Height of the toolbar row: 32px buttons, 4px padding above and below, 1px bottom border. */
export const TOOLBAR_HEIGHT = 41;
