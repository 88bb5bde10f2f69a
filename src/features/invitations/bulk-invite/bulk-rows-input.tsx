import { Trans, useLingui } from '@lingui/react/macro';
import { Button, FileButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';

interface BulkRowsInputProps {
  pending: boolean;
  onRows: (text: string) => void;
}

/** Pasted rows or a chosen CSV file, as text for the parser. */
export function BulkRowsInput({ pending, onRows }: BulkRowsInputProps) {
  const { t } = useLingui();
  const [pasted, setPasted] = useState('');
  return (
    <Stack gap="sm">
      <Text size="sm">
        <Trans>
          One candidate per row: first name, last name, e-mail, separated by commas or tabs (as copied from a
          spreadsheet). A header row is recognised. Up to 1,000 rows.
        </Trans>
      </Text>
      <Textarea
        label={t`Paste rows`}
        placeholder={t`Ada,Lovelace,ada@example.com\nGrace,Hopper,grace@example.com`}
        autosize
        minRows={5}
        maxRows={12}
        value={pasted}
        onChange={(event) => setPasted(event.currentTarget.value)}
      />
      <Group>
        <Button onClick={() => onRows(pasted)} disabled={pasted.trim() === ''} loading={pending}>
          <Trans>Check rows</Trans>
        </Button>
        <FileButton
          accept=".csv,text/csv,text/plain"
          onChange={(file) => file && void file.text().then(onRows)}
        >
          {(props) => (
            <Button variant="default" leftSection={<IconFileSpreadsheet size={16} aria-hidden />} {...props}>
              <Trans>Upload a CSV file</Trans>
            </Button>
          )}
        </FileButton>
      </Group>
    </Stack>
  );
}
