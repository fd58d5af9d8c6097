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
