// Column callbacks shared by the initial migration's table definitions.
import type { ColumnDefinitionBuilder } from 'kysely';

type Column = (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

export const required: Column = (c) => c.notNull();

/** NOT NULL integer with a default: 0/1 flags, counters, display orders, money defaulting to 0. */
export const withDefault =
  (value: number | string): Column =>
  (c) =>
    c.notNull().defaultTo(value);

/** Money columns are BIGINT paise: int4 would overflow at ₹2.1 crore and in price-range filters. */
export const MONEY = 'bigint';
