// Storage conventions shared by every table, chosen so SQLite and PostgreSQL behave identically.
import type { ColumnType, Generated } from 'kysely';

/** Money in integer paise (₹1 = 100 paise): exact arithmetic, no float rounding. BIGINT column. */
export type Paise = number;

/** Boolean stored as INTEGER 0/1 (SQLite has no boolean type). */
export type Flag = 0 | 1;

/** UTC ISO-8601 text as produced by Date#toISOString ('2026-05-01T10:00:00.000Z'); sorts as time. */
export type Timestamp = string;

/** Auto-increment primary key: optional on insert, never updated. */
export type Id = Generated<number>;

/** created_at-style column with a database default: optional on insert, read-only afterwards. */
export type CreatedAt = ColumnType<Timestamp, Timestamp | undefined, never>;

/** Column with a database default that may still be updated (counters, flags, updated_at). */
export type WithDefault<T> = ColumnType<T, T | undefined, T>;
