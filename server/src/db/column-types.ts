// Shared by both drivers, so the same SQL answers the same JavaScript types.

/** BIGINT money in cents stays far below 2^53, but a silent rounding would be a wrong balance. */
export function parseBigIntColumn(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new Error(`BIGINT value ${text} is outside the safe integer range`);
  return value;
}

export const SCHEMA_NAME_PATTERN = /^[a-z_][a-z0-9_]{0,62}$/;
