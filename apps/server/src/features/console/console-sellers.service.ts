// Seller requests in the console: a page of a status, and the decision — one transaction that
// decides the request (only while pending), writes its audit row and queues the requester's
// e-mail in the language they asked in. A rejection must say why: the requester reads it.
import type { ConsoleRequest } from '@bazaar/contract/console/schemas';
import { LANGS } from '@bazaar/i18n/text';
import { ApiError } from '../../api-errors.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import * as accounts from '../accounts/index.ts';
import { keysetPage, recordChange, type StaffActor } from '../staff/index.ts';
import type { ConsoleServices } from './console-context.ts';
import { sellerDecisionMail } from './seller-mail.ts';

export async function listSellerRequests(
  ctx: ConsoleServices,
  params: ConsoleRequest<'listSellerRequests'>,
) {
  const rows = await accounts.sellerRequestPage(ctx.db, params.status, params.after, params.limit);
  return keysetPage(rows, params.limit, (row) => ({
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    mobile: row.mobile_no,
    status: row.status,
    languageCode: row.language_code,
    reason: row.decision_reason,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
  }));
}

export async function decideSellerRequest(
  ctx: ConsoleServices,
  params: ConsoleRequest<'decideSellerRequest'>,
  actor: StaffActor,
) {
  const reason = params.reason.trim();
  if (params.decision === 'rejected' && reason === '') {
    throw new ApiError(400, { id: 'sellerReasonRequired' });
  }
  const now = ctx.now();
  await writeTransaction(ctx.db, async (trx) => {
    const request = await accounts.findSellerRequest(trx, params.requestId);
    if (!request) throw new ApiError(404, { id: 'sellerRequestNotPending' });
    const kept = params.decision === 'rejected' ? reason : null;
    const decided = await accounts.decideSellerRequest(trx, request.id, params.decision, now, kept);
    if (!decided) throw new ApiError(409, { id: 'sellerRequestNotPending' });
    await recordChange(
      trx,
      actor,
      {
        action: `seller-request.${params.decision === 'approved' ? 'approve' : 'reject'}`,
        entity: 'seller-request',
        entityId: request.id,
        before: { status: request.status, reason: null },
        after: { status: params.decision, reason: kept },
      },
      now,
    );
    await ctx.mailer.queue(
      trx,
      sellerDecisionMail({
        to: request.email,
        firstName: request.first_name,
        decision: params.decision,
        reason,
        lang: LANGS.find((lang) => lang === request.language_code) ?? 'en',
      }),
    );
  });
  return { status: params.decision };
}
