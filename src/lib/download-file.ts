/** Saves `blob` as a file named `fileName` through a temporary link. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Saves `text` as a file named `fileName` of type `type`. */
export function downloadTextFile(fileName: string, text: string, type: string): void {
  downloadBlob(fileName, new Blob([text], { type }));
}

/** Saves `value` as an indented JSON file named `fileName`. */
export function downloadJson(fileName: string, value: unknown): void {
  downloadTextFile(fileName, JSON.stringify(value, null, 2), 'application/json');
}
