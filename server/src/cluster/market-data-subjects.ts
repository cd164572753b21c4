// Where market data crosses NATS in a cluster: each symbol's ticks on `<CLUSTER_NAME>.md.<SYMBOL>`
// (a subscriber may take one symbol or all with `.md.*`), and the latest quote of every symbol in
// the key-value bucket `<CLUSTER_NAME>_quotes` (one entry for all), so a node that starts (or a
// feed leader that takes over) knows every price, including a closed market's that will not tick.
// Every name starts with the cluster's, so two clusters on one NATS server never meet.

/** Catalogue symbols are letters and digits; anything that could split or widen a subject is refused. */
const SYMBOL_PATTERN = /^[A-Za-z0-9_-]+$/;

export function isSubjectSymbol(symbol: string): boolean {
  return SYMBOL_PATTERN.test(symbol);
}

export function tickSubject(clusterName: string, symbol: string): string {
  if (!isSubjectSymbol(symbol))
    throw new Error(`market data: ${JSON.stringify(symbol)} cannot name a subject`);
  return `${clusterName}.md.${symbol}`;
}

/** Every symbol's ticks of one cluster. */
export function allTicksSubject(clusterName: string): string {
  return `${clusterName}.md.*`;
}

/** The symbol a tick subject names, or null for a subject of another cluster or shape. */
export function symbolOfSubject(clusterName: string, subject: string): string | null {
  const prefix = `${clusterName}.md.`;
  if (!subject.startsWith(prefix)) return null;
  const symbol = subject.slice(prefix.length);
  return isSubjectSymbol(symbol) ? symbol : null;
}

/** Bucket names allow letters, digits, `-` and `_`; CLUSTER_NAME is checked to fit at start. */
export function quotesBucket(clusterName: string): string {
  return `${clusterName}_quotes`;
}
