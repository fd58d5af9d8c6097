// Multi-row INSERT ... ON CONFLICT DO NOTHING in batches: seeds only the rows that are missing.
import type { Db } from '../db';

/** Bind parameters per statement (PostgreSQL allows 65535). */
const PARAMS_PER_STATEMENT = 30000;

export interface TableRows {
  table: string;
  columns: string[];
  rows: unknown[][];
  /** SQL type casts by column, e.g. { value: 'jsonb' } (the value is sent as JSON text). */
  casts?: Record<string, string>;
}

function valueSlot(column: string, position: number, casts: Record<string, string>): string {
  const cast = casts[column];
  return cast === 'jsonb' ? `$${position}::text::jsonb` : cast ? `$${position}::${cast}` : `$${position}`;
}

function encode(value: unknown, column: string, casts: Record<string, string>): unknown {
  return casts[column] === 'jsonb' ? JSON.stringify(value) : value;
}

export async function insertMissing(db: Db, { table, columns, rows, casts = {} }: TableRows): Promise<void> {
  const rowsPerStatement = Math.max(1, Math.floor(PARAMS_PER_STATEMENT / columns.length));
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    const batch = rows.slice(start, start + rowsPerStatement);
    const params: unknown[] = [];
    const tuples = batch.map((row) => {
      const cells = columns.map((column, index) => {
        params.push(encode(row[index], column, casts));
        return valueSlot(column, params.length, casts);
      });
      return `(${cells.join(', ')})`;
    });
    await db.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')} ON CONFLICT DO NOTHING`, params);
  }
}

/**
 * Fills `column` where it is still empty ('') on rows that exist: a column added later (e.g. name_ar) gets the
 * seed's value on databases seeded before it, without overwriting anything an operator has set.
 */
export async function fillEmptyColumn(db: Db, { table, columns, rows }: TableRows, column: string): Promise<void> {
  const idIndex = columns.indexOf('id');
  const valueIndex = columns.indexOf(column);
  if (idIndex < 0 || valueIndex < 0 || rows.length === 0) return;
  const params: unknown[] = [];
  const tuples = rows.map((row) => {
    params.push(row[idIndex], row[valueIndex]);
    return `($${params.length - 1}::integer, $${params.length}::text)`;
  });
  await db.query(
    `UPDATE ${table} SET ${column} = seed.value FROM (VALUES ${tuples.join(', ')}) AS seed(id, value)
     WHERE ${table}.id = seed.id AND ${table}.${column} = ''`,
    params,
  );
}
