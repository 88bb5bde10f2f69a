import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Pagination, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { AUDIT_PAGE_SIZE, useAuditEvents } from '@/features/workspaces/api/audit-events';
import { fetchApiFile } from '@/lib/api-client';
import { downloadBlob } from '@/lib/download-file';
import { notifyFailure } from '@/ui/notify-failure';
import { QueryContent } from '@/ui/query-content';
import { SectionCard } from '@/ui/section-card';
import { auditApi, type AuditAction, type AuditFilters } from '#contract/audit';
import { detailLabel } from '#contract/audit-labels';
import { auditActionLabelMessages, localActorLabel } from '@/features/workspaces/lib/contract-texts';
import type { WorkspaceDetail } from '#contract/workspaces';

const whenFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A day picked in a date input (yyyy-mm-dd), as the instant it starts where the reader is. */
function startOfDay(day: string, plusDays = 0): string | undefined {
  if (!day) return undefined;
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const start = new Date(year, month - 1, date + plusDays);
  return Number.isNaN(start.getTime()) ? undefined : start.toISOString();
}

/**
 * The workspace's audit trail, for its owners (issue #20 item 4): who opened, played, rated,
 * decided, shared, exported or deleted what, filtered by action, person and days, and exported as
 * CSV (the api makes the file and records the export in the trail first).
 */
export function AuditTrailSection({ workspace }: { workspace: WorkspaceDetail }) {
  const { t, i18n } = useLingui();
  const actionOptions = Object.entries(auditActionLabelMessages).map(([value, label]) => ({
    value,
    label: t(label),
  }));
  const [action, setAction] = useState<AuditAction | null>(null);
  const [actor, setActor] = useState<string | null>(null);
  const [fromDay, setFromDay] = useState('');
  const [toDay, setToDay] = useState('');
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);

  const filters: AuditFilters = {
    ...(action ? { action } : {}),
    ...(actor ? { actor_id: actor } : {}),
    ...(fromDay ? { from: startOfDay(fromDay) } : {}),
    ...(toDay ? { to: startOfDay(toDay, 1) } : {}),
  };
  const events = useAuditEvents(workspace.id, filters, page);
  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const file = await fetchApiFile(auditApi.csv, { params: { id: workspace.id }, query: filters });
      downloadBlob(file.fileName, file.blob);
    } catch (error) {
      notifyFailure(t`Could not export the audit trail.`, error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <SectionCard title={t`Audit trail`}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          <Trans>
            Every review opened, recording played, rating, decision, shared link, export and deletion in this
            workspace. Nobody can change or remove an entry.
          </Trans>
        </Text>
        <Group align="flex-end" gap="sm">
          <Select
            label={t`Action`}
            placeholder={t`All actions`}
            data={actionOptions}
            value={action}
            onChange={filtered((value: string | null) => setAction(value as AuditAction | null))}
            clearable
          />
          <Select
            label={t`Person`}
            placeholder={t`Everyone`}
            data={workspace.members.map((member) => ({ value: member.user_id, label: member.full_name }))}
            value={actor}
            onChange={filtered(setActor)}
            clearable
            searchable
          />
          <TextInput
            type="date"
            label={t`From`}
            value={fromDay}
            onChange={(event) => filtered(setFromDay)(event.currentTarget.value)}
          />
          <TextInput
            type="date"
            label={t`To`}
            value={toDay}
            onChange={(event) => filtered(setToDay)(event.currentTarget.value)}
          />
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={exporting}
            onClick={() => void exportCsv()}
          >
            <Trans>Export CSV</Trans>
          </Button>
        </Group>
        <QueryContent
          query={events}
          what={t`the audit trail`}
          skeleton={{ rows: 4, height: 36 }}
          isEmpty={(data) => data.events.length === 0}
          empty={
            <Text c="dimmed">
              <Trans>No activity matches these filters.</Trans>
            </Text>
          }
        >
          {(data) => (
            <Stack gap="sm">
              <Table.ScrollContainer minWidth={640}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>
                        <Trans>When</Trans>
                      </Table.Th>
                      <Table.Th>
                        <Trans>Who</Trans>
                      </Table.Th>
                      <Table.Th>
                        <Trans>Action</Trans>
                      </Table.Th>
                      <Table.Th>
                        <Trans>Interview</Trans>
                      </Table.Th>
                      <Table.Th>
                        <Trans>Details</Trans>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.events.map((event) => (
                      <Table.Tr key={event.id}>
                        <Table.Td>{whenFormat.format(new Date(event.occurred_at))}</Table.Td>
                        <Table.Td>{localActorLabel(i18n, event)}</Table.Td>
                        <Table.Td>{t(auditActionLabelMessages[event.action])}</Table.Td>
                        <Table.Td>{event.interview_title ?? ''}</Table.Td>
                        <Table.Td>{detailLabel(event)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              {data.total > AUDIT_PAGE_SIZE && (
                <Pagination
                  total={Math.ceil(data.total / AUDIT_PAGE_SIZE)}
                  value={page}
                  onChange={setPage}
                  aria-label={t`Audit trail pages`}
                />
              )}
            </Stack>
          )}
        </QueryContent>
      </Stack>
    </SectionCard>
  );
}
