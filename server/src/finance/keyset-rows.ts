// Reads a long result in pages by key (WHERE key > last key ORDER BY key LIMIT n), never by
// OFFSET, so each page costs the same however deep the export is, and only one page is in memory
// at a time: the consumer pulls the next page when it has written the previous one.

/** Rows per page of an export: large enough that round trips are few, small enough to hold. */
export const EXPORT_PAGE_ROWS = 1_000;

export async function* keysetRows<Row, Cursor>(
  fetchPage: (after: Cursor | null, limit: number) => Promise<Row[]>,
  cursorOf: (row: Row) => Cursor,
  pageRows: number = EXPORT_PAGE_ROWS,
): AsyncGenerator<Row> {
  let after: Cursor | null = null;
  for (;;) {
    const page = await fetchPage(after, pageRows);
    for (const row of page) yield row;
    if (page.length < pageRows) return;
    after = cursorOf(page[page.length - 1]);
  }
}
