// Every migration, in order. Listed in code (no folder scanning) so tsx, vitest and bundlers agree.
// To change the schema, add a new file `NNNN-what.ts` and one line here; never edit a shipped one.
import type { Migration } from 'kysely';
import { initial } from './0001-initial.ts';

export const MIGRATIONS: Record<string, Migration> = {
  '0001-initial': initial,
};
