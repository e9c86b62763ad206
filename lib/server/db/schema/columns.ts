import { integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

// Column shapes every table repeats. Each helper builds exactly the column it names (migrations are unchanged).

/** A point in time, stored as timestamptz (rules read it in Asia/Kathmandu). */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

export const createdAt = () => instant('created_at').notNull().defaultNow();
export const updatedAt = () => instant('updated_at').notNull().defaultNow();

/** A required link to the row this one belongs to: deleting the parent deletes it too. */
export const belongsTo = (name: string, parent: () => AnyPgColumn) => integer(name).notNull().references(parent, { onDelete: 'cascade' });
