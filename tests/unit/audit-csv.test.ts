import { describe, expect, it } from 'vitest';
import { auditCsv } from '#contract/audit-labels';
import type { AuditEvent } from '#contract/audit';

const event = (overrides: Partial<AuditEvent>): AuditEvent => ({
  id: '1',
  action: 'DECIDED',
  actor_id: '00000000-0000-4000-8000-000000000001',
  actor_email: 'olive@example.com',
  interview_id: '00000000-0000-4000-8000-000000000002',
  interview_title: 'Backend engineer',
  invitation_id: '00000000-0000-4000-8000-000000000003',
  detail: { decision: 'ADVANCE' },
  occurred_at: '2026-11-27T10:00:00.000Z',
  ...overrides,
});

describe('the audit trail as CSV', () => {
  it('writes one row per event with the action in words and what was decided', () => {
    expect(auditCsv([event({})])).toBe(
      'When (UTC),Who,Action,Details,Interview,Candidate (invitation id)\r\n' +
        '2026-11-27T10:00:00.000Z,olive@example.com,Made a decision,ADVANCE,Backend engineer,00000000-0000-4000-8000-000000000003\r\n',
    );
  });

  it('names the system for what no person did, and a removed account apart', () => {
    const csv = auditCsv([
      event({ actor_id: null, actor_email: null, action: 'DELETED', detail: { what: 'invitation' } }),
      event({ actor_email: null, action: 'RATED', detail: {} }),
    ]);
    expect(csv).toContain(',System,Deleted,invitation,');
    expect(csv).toContain(',A removed account,Submitted ratings,,');
  });

  it('says who asked for candidate data to be deleted without naming the candidate', () => {
    const deleted = (by: string) =>
      event({ actor_id: null, actor_email: null, action: 'DELETED', detail: { what: 'candidate data', by } });
    const csv = auditCsv([deleted('candidate'), deleted('retention')]);
    expect(csv).toContain(',The candidate (their request),Deleted,candidate data,');
    expect(csv).toContain(',Retention schedule,Deleted,candidate data,');
  });

  it('keeps an interview title from running as a formula in a spreadsheet', () => {
    expect(auditCsv([event({ interview_title: '=HYPERLINK("x")' })])).toContain(`,"'=HYPERLINK(""x"")",`);
  });
});
