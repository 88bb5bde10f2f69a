// The consent receipt (issue #20 item 1): by its own secret token for anyone holding the link (the
// completion e-mail's, no account needed), and the caller's consents for the portal's links.
import { requireUser } from '../auth.ts';
import { consentApi, consentMessages, type ConsentReceipt, type MyConsent } from '../contract/consent.ts';
import { errorCodes } from '../contract/errors.ts';
import { asCaller, isoTimestamp } from '../db.ts';
import { HttpError } from '../http-error.ts';
import { RouteTable } from '../route-table.ts';

function receiptNotFound(): HttpError {
  return new HttpError(404, consentMessages.receiptNotFound, { code: errorCodes.notFound });
}

export const consentRoutes = new RouteTable()
  .handle(
    consentApi.receipt,
    null,
    async (c, { params: { token } }) => {
      const receipt = await asCaller(c.var.caller, async (tx) => {
        const [row] = await tx<{ result: ConsentReceipt | null }[]>`
          select public.get_consent_receipt(${token}) as result`;
        return row?.result ?? null;
      });
      if (!receipt) throw receiptNotFound();
      return { ...receipt, consented_at: isoTimestamp(receipt.consented_at) };
    },
    { invalidParams: receiptNotFound },
  )

  .handle(consentApi.mine, requireUser, async (c) => {
    const rows = await asCaller(
      c.var.user,
      (tx) => tx<MyConsent[]>`
        select invitation_id, receipt_token, notice_version, locale, ai_analysis_allowed, consented_at
        from public.interview_consents
        where candidate_id = (select auth.uid())
        order by consented_at desc`,
    );
    return rows.map((row) => ({ ...row, consented_at: isoTimestamp(row.consented_at) }));
  });
