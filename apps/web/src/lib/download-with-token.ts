import { authStore } from './auth.ts';

/** The file name a download's Content-Disposition gives, if any. */
const fileNameOf = (response: Response) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];

/**
 * Downloads a private file (a CV, an export of requests) with the administrator's token and saves it under the name
 * given, else the one the server sends. A rejected token signs the administrator out, as every other call does.
 */
export async function downloadWithToken(url: string, fileName?: string): Promise<void> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${authStore.getToken() ?? ''}` } });
  if (response.status === 401) authStore.signOut('expired');
  if (!response.ok) throw new Error(`download failed: ${response.status}`);
  const href = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), {
    href,
    download: fileName ?? fileNameOf(response) ?? 'download',
  });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
