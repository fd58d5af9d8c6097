// Column values come back the same on both engines: int8 and numeric as JS numbers (unix seconds and
// amounts fit), arrays as arrays, jsonb as objects.
export const PG_TYPE = {
  INT8: 20,
  NUMERIC: 1700,
  INT8_ARRAY: 1016,
  NUMERIC_ARRAY: 1231,
} as const;

export function toNumber(text: string): number {
  return Number(text);
}
