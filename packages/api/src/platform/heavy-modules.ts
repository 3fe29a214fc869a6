/**
 * Libraries loaded on first use, not at start: a server that draws no captcha, takes no image, cleans no rich text
 * and reads or writes no spreadsheet keeps their memory (exceljs about 30 MB, sharp and libvips about 20 MB,
 * sanitize-html with its parsers about 10 MB) and starts faster (the authenticator codes' and the User-Agent
 * reader's libraries: 30 ms of each start).
 */
type Sharp = (typeof import('sharp'))['default'];
type Excel = typeof import('exceljs');
type Sanitizer = typeof import('sanitize-html');
let sanitizerModule: Promise<Sanitizer> | undefined;
let sharpModule: Promise<Sharp> | undefined;
let excelModule: Promise<Excel> | undefined;

/** sharp, without libvips' operation cache: the site converts each picture once, a cache would only hold memory. */
export function loadSharp() {
  sharpModule ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return sharpModule;
}

export function loadExcel() {
  // exceljs is CommonJS: its exports arrive as the default export.
  excelModule ??= import('exceljs').then((module) => (module as unknown as { default: Excel }).default);
  return excelModule;
}

export function loadSanitizer() {
  // sanitize-html is CommonJS too.
  sanitizerModule ??= import('sanitize-html').then((module) => (module as unknown as { default: Sanitizer }).default);
  return sanitizerModule;
}

let otpModule: Promise<typeof import('otplib')> | undefined;
let userAgentModule: Promise<(typeof import('bowser'))['default']> | undefined;

/** otplib (authenticator app codes): loaded by the first second-factor call. */
export function loadOtp() {
  otpModule ??= import('otplib');
  return otpModule;
}

/** bowser (a session's browser and system, read from its User-Agent), CommonJS: its export arrives as the default. */
export function loadUserAgentReader() {
  userAgentModule ??= import('bowser').then((module) => module.default);
  return userAgentModule;
}
