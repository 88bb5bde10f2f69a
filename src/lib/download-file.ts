/** Saves `text` as a file named `fileName` of type `type` through a temporary link. */
export function downloadTextFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
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
  downloadTextFile(fileName, text, 'text/csv;charset=utf-8');
}

/** Saves `value` as an indented JSON file named `fileName`. */
export function downloadJson(fileName: string, value: unknown): void {
  downloadTextFile(fileName, JSON.stringify(value, null, 2), 'application/json');
}
