/** Saves a downloaded file under its own name through a temporary object URL (revoked after 10 s). */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file's name: the `File`'s own when the server named it, else the given one. */
export function fileNameOf(file: Blob, fallback: string): string {
  return file instanceof File && file.name && file.name !== 'blob' ? file.name : fallback;
}
