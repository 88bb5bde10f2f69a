import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { downloadTextFile } from '@/lib/download-file';
import { toCsv } from '#contract/csv';

interface CsvDownloadButtonProps {
  fileName: string;
  header: readonly string[];
  rows: readonly (readonly string[])[];
  /** What the file holds, for a screen reader: the visible text alone says only "CSV". */
  label: string;
}

/** The figures of a chart's table as a CSV file, made in the browser from the rows shown. */
export function CsvDownloadButton({ fileName, header, rows, label }: CsvDownloadButtonProps) {
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconDownload size={14} aria-hidden />}
      aria-label={label}
      onClick={() => downloadTextFile(fileName, toCsv(header, rows), 'text/csv;charset=utf-8')}
    >
      <Trans>CSV</Trans>
    </Button>
  );
}
