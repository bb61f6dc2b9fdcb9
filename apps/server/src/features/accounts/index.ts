// The accounts feature's front door: what the operator command and other features may use.
//
//   pendingSellerRequests(db) / decideSellerRequest(db, id, 'approved' | 'rejected', now,
//     reason): the operator's side of become-seller requests; decided once, while pending.
//   sellerRequestPage / findSellerRequest: the console's list and one request.
//   openSession(db, userId, policy): a login token for the user (test support signs shoppers in).
//   publicIdentity(db, userId): the name others read ('Asha R.') and the e-mail (reviews).
export {
  decideSellerRequest,
  findSellerRequest,
  pendingSellerRequests,
  sellerRequestPage,
  type Decision,
} from './seller-requests.repository.ts';
//   revokeAllSessions(db, userId): ends every session of a shopper (the console's customers).
export { openSession, revokeAllSessions, type SessionPolicy } from './sessions.ts';
export { publicIdentity, shortDisplayName } from './public-name.ts';
//   hashSecret / verifySecret / verifyDecoy: argon2id passwords (the console's staff logins).
export { hashSecret, verifyDecoy, verifySecret, type HashCost } from './passwords.ts';
