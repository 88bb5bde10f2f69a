/**
 * What the candidate has done but the server does not know yet, kept in localStorage per
 * invitation so a reload or a crash loses nothing: the text typed into a TEXT answer, and the
 * object name of a recording that is uploaded but not yet submitted with Next. Cleared when the
 * interview is completed. (Recordings not yet uploaded live in the media library's IndexedDB backup.)
 */
export interface QuestionDraft {
  text?: string;
  /** An uploaded recording in the responses bucket; null once discarded by a retake. */
  mediaPath?: string | null;
  /** The options picked for a CHOICE question, not yet saved. */
  optionIds?: string[];
  /**
   * Takes started on this device (MediaRecorder ran), uploaded or not: the server learns of a take
   * only once it is submitted. Kept after the answer is submitted.
   */
  takes?: number;
}

export type Drafts = Record<string, QuestionDraft>;

const storageKey = (invitationId: string) => `take-drafts:${invitationId}`;

export function loadDrafts(invitationId: string): Drafts {
  try {
    const stored = localStorage.getItem(storageKey(invitationId));
    const parsed: unknown = stored ? JSON.parse(stored) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Drafts) : {};
  } catch {
    return {};
  }
}

export function saveDrafts(invitationId: string, drafts: Drafts): void {
  try {
    localStorage.setItem(storageKey(invitationId), JSON.stringify(drafts));
  } catch {
    // Storage full or disabled (private mode): the drafts still live in memory for this tab.
  }
}

export function clearDrafts(invitationId: string): void {
  try {
    localStorage.removeItem(storageKey(invitationId));
  } catch {
    // Nothing to clear.
  }
}
