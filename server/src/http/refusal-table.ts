// How one domain refusal looks on the wire. Each domain keeps a table of its codes beside its
// routes; http/refusals.ts joins the tables, and the error handler is the only reader.

export interface Refusal {
  statusCode: number;
  message: string;
  /** The envelope's `code` when it differs from the domain code (kept stable for clients). */
  wireCode?: string;
}

export type RefusalTable<Code extends string> = Readonly<Record<Code, Refusal>>;
