import { config } from 'zod';

// In a browser zod probes `new Function` (when an object schema is defined) to decide whether to compile its
// validators; the site's Content-Security-Policy forbids eval, and Chromium reports even the refused probe as a
// violation. Browsers validate interpreted instead (forms are small); the server keeps compiled validators.
if ('window' in globalThis) config({ jitless: true });
