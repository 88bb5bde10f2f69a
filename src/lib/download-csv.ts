import { downloadTextFile } from '@/lib/download-file';

/** Saves `text` as a CSV file named `fileName` through a temporary link. */
export function downloadCsv(fileName: string, text: string): void {
  downloadTextFile(fileName, text, 'text/csv;charset=utf-8');
}
