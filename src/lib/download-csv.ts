/** Saves `blob` as a file named `fileName` through a temporary link. */
function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Saves `text` as a CSV file named `fileName`. */
export function downloadCsv(fileName: string, text: string): void {
  downloadBlob(fileName, new Blob([text], { type: 'text/csv;charset=utf-8' }));
}

/** Saves `value` as an indented JSON file named `fileName`. */
export function downloadJson(fileName: string, value: unknown): void {
  downloadBlob(fileName, new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }));
}
