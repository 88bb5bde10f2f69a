import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { BULK_MAX_ROWS, bulkInvitationMessages } from '#contract/bulk-invitations';

/**
 * A problem of parse-bulk-rows in the page's language: #contract/bulk-invitations' messages are
 * translated here; others (the invite form's field messages, the server's) are shown as they are.
 */
export function localBulkError(i18n: I18n, message: string): string {
  switch (message) {
    case bulkInvitationMessages.tooManyRows: {
      const max = BULK_MAX_ROWS;
      return i18n._(msg`A file can hold at most ${max} rows`);
    }
    case bulkInvitationMessages.duplicate:
      return i18n._(msg`This e-mail appears more than once in the file`);
    case bulkInvitationMessages.alreadyInvited:
      return i18n._(msg`Already invited to this interview`);
    case bulkInvitationMessages.noRows:
      return i18n._(msg`Paste rows or choose a CSV file with first name, last name and e-mail`);
    default:
      return message;
  }
}
