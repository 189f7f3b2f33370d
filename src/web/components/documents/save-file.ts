/**
 * Saves a file the browser has in memory (a download fetched with the user's token) through a
 * temporary `<a download>`. The object URL is revoked once the browser has had time to start the
 * download.
 */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
