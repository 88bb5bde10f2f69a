import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { invalidate } from '@/api/invalidate';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import { bulkInvitationApi, type BulkRow } from '#contract/bulk-invitations';
import { clearBulkSend, loadBulkSend, saveBulkSend, type BulkSend } from './bulk-send-store';

/** Rows per request: small enough for a quick answer, large enough that 1,000 take 20 requests. */
const BATCH_SIZE = 50;

type Phase = 'idle' | 'sending' | 'interrupted' | 'done';

export interface UseBulkSend {
  phase: Phase;
  progress: BulkSend | null;
  /** Why the last batch failed, while interrupted by an error. */
  error: string | null;
  start: (rows: BulkRow[], expiresAt: string | undefined) => void;
  resume: () => void;
  /** Forgets a finished or abandoned send. */
  reset: () => void;
}

/**
 * Sends rows in batches, one after the other, saving after each confirmed batch (bulk-send-store):
 * a send found on opening the page is 'interrupted' and resumes from its first unconfirmed batch.
 */
export function useBulkSend(interviewId: string): UseBulkSend {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<BulkSend | null>(() => loadBulkSend(interviewId));
  const [phase, setPhase] = useState<Phase>(() => (progress ? 'interrupted' : 'idle'));
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);

  const run = useCallback(
    async (initial: BulkSend) => {
      if (running.current) return;
      running.current = true;
      setPhase('sending');
      setError(null);
      let state = initial;
      try {
        while (state.sent < state.rows.length) {
          const rows = state.rows.slice(state.sent, state.sent + BATCH_SIZE);
          const { results } = await callApi(bulkInvitationApi.send, {
            params: { id: interviewId },
            body: { rows, ...(state.expires_at ? { expires_at: state.expires_at } : {}) },
          });
          const count = (...statuses: string[]) => results.filter((r) => statuses.includes(r.status)).length;
          state = {
            ...state,
            sent: state.sent + rows.length,
            invited: state.invited + count('INVITED', 'ALREADY_SENT'),
            skipped: state.skipped + count('ALREADY_INVITED'),
            failed: state.failed + count('INVALID'),
          };
          saveBulkSend(interviewId, state);
          setProgress(state);
        }
        clearBulkSend(interviewId);
        setPhase('done');
      } catch (cause) {
        setError(cause instanceof Error ? cause.message : String(cause));
        setPhase('interrupted');
      } finally {
        running.current = false;
        void invalidate(queryClient, queryKeys.invitations.all, queryKeys.dashboard.all);
      }
    },
    [interviewId, queryClient],
  );

  return {
    phase,
    progress,
    error,
    start: (rows, expiresAt) => {
      const fresh: BulkSend = { rows, sent: 0, expires_at: expiresAt, invited: 0, skipped: 0, failed: 0 };
      saveBulkSend(interviewId, fresh);
      setProgress(fresh);
      void run(fresh);
    },
    resume: () => {
      if (progress) void run(progress);
    },
    reset: () => {
      clearBulkSend(interviewId);
      setProgress(null);
      setPhase('idle');
    },
  };
}
