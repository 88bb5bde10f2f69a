// Export CSV on the audit trail saves the file the api makes, under the name the api gives it, and
// says why when the api refuses (then no file is saved).
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuditTrailSection } from '../../src/features/workspaces/components/audit-trail-section.tsx';
import type { WorkspaceDetail } from '#contract/workspaces';
import { workspaceErrorMessages } from '#contract/workspaces';
import { findNotification, renderScreen, signedIn } from './render.tsx';

const workspace: WorkspaceDetail = {
  id: '00000000-0000-4000-8000-000000000010',
  name: 'Acme',
  slug: 'acme',
  logo_url: null,
  logo_path: null,
  brand_color: null,
  email_sender_name: null,
  retention_days: 365,
  language: 'en',
  created_at: '2026-11-01T10:00:00.000Z',
  role: 'OWNER',
  members: [],
  invitations: [],
};
const CSV_URL = `/workspaces/${workspace.id}/audit-events.csv`;

/** The api: an empty page for the list, and `file` for the CSV. */
function answerApi(file: () => Response) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) =>
    url.includes(CSV_URL)
      ? file()
      : Response.json({ events: [], total: 0, page: 1, page_size: 50 }, { status: 200 }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The files the browser was asked to save, by name. */
function savedFiles() {
  const saved: string[] = [];
  // jsdom makes no object URLs; the link's click is where the browser would save the file.
  class ObjectUrls extends URL {
    static override createObjectURL = () => 'blob:file';
    static override revokeObjectURL = () => undefined;
  }
  vi.stubGlobal('URL', ObjectUrls);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('exporting the audit trail', () => {
  it("saves the api's file under the api's name", async () => {
    const saved = savedFiles();
    const fetch = answerApi(
      () =>
        new Response('When (UTC),Who,Action,Details,Interview,Candidate (invitation id)\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="audit-trail-acme.csv"',
          },
        }),
    );
    const { user } = renderScreen(<AuditTrailSection workspace={workspace} />, { session: signedIn() });
    await screen.findByText('No activity matches these filters.');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(saved).toEqual(['audit-trail-acme.csv']));
    const [url, init] = fetch.mock.calls.find(([called]) => called.includes(CSV_URL)) ?? [];
    expect(url).toMatch(new RegExp(`${CSV_URL}$`));
    expect(new Headers(init?.headers).get('accept')).toBe('text/csv; charset=utf-8');
  });

  it('says why when the api refuses, and saves nothing', async () => {
    const saved = savedFiles();
    answerApi(() => Response.json({ error: workspaceErrorMessages.ownerRequired }, { status: 403 }));
    const { user } = renderScreen(<AuditTrailSection workspace={workspace} />, { session: signedIn() });
    await screen.findByText('No activity matches these filters.');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await findNotification(`Could not export the audit trail. ${workspaceErrorMessages.ownerRequired}.`);
    expect(saved).toEqual([]);
  });
});
