import { PDF_FILE } from '@tp/api/testing';

export { pngImage } from '@tp/api/testing';

export const SVG_IMAGE = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>',
);
export const TEXT_FILE = Buffer.from('just some text, not a picture');

/** A multipart body built by hand, as any HTTP client sends it. */
export function multipartBody(
  fields: Record<string, string>,
  files: { field: string; filename: string; type: string; data: Buffer }[],
  order: 'fields first' | 'files first' = 'fields first',
) {
  const boundary = `----tp${Math.random().toString(16).slice(2)}`;
  const fieldChunks = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const fileChunks = files.flatMap((file) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from('\r\n'),
  ]);
  const chunks = order === 'fields first' ? [...fieldChunks, ...fileChunks] : [...fileChunks, ...fieldChunks];
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A job application with one CV file, as the careers page sends it (multipart, with the captcha ticket). */
export const cvApplicationBody = (captchaTicket: string, file: Buffer = PDF_FILE) =>
  multipartBody(
    { first_name: 'Jana', last_name: 'Müller', email: 'jana@example.de', lang: 'en', captcha_ticket: captchaTicket },
    [{ field: 'files', filename: 'cv.pdf', type: 'application/pdf', data: file }],
  );
