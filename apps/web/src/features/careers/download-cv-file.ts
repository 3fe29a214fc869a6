import { authStore } from '../../lib/auth.ts';

/** Downloads a private CV file with the administrator's token and saves it under its original name. */
export async function downloadCvFile(fileId: number, fileName: string): Promise<void> {
  const response = await fetch(`/api/cv-files/${fileId}`, { headers: { authorization: `Bearer ${authStore.getToken() ?? ''}` } });
  if (response.status === 401) authStore.signOut('expired');
  if (!response.ok) throw new Error(`download failed: ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
