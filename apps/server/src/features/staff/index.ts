// The staff feature's front door: what the console's other endpoints and the operator command
// may use.
//
//   defineConsoleEndpoint(app, guard, key, handler): register a console endpoint of the
//     contract's CONSOLE_ENDPOINTS behind the one role guard (console-endpoint.ts).
//   staffContext(app, db, config): the session policy and throttles the guard needs.
//   recordChange(trx, actor, entry): write the audit row of a change, in its transaction.
//   actorOf(staff): the audit's actor for a signed-in member.
//   addStaffByCommand(ctx, member): `npm run admin -- staff add` (the first owner).
export {
  bearerToken,
  defineConsoleEndpoint,
  type ConsoleContext,
  type ConsoleGuard,
} from './console-endpoint.ts';
export { recordChange, type AuditFields, type StaffActor } from './audit.ts';
export { actorOf, addStaffByCommand, type NewStaffByCommand } from './staff.service.ts';
export { staffContext, staffFeature } from './staff.routes.ts';
export type { SignedInStaff } from './staff-sessions.ts';
//   keysetPage / dayRange: the console lists' paging (one row more = a next page) and days.
export { dayRange, keysetPage } from './console-paging.ts';
