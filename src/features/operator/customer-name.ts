// How a queue row names its customer: name and surname with the e-mail when the server sends them.
// A money request carries only the customer's id, so its row links to the customer's file instead.
export interface NamedRow {
  userId: string;
  name?: string;
  surname?: string;
  email?: string;
}

/** The customer's name (and e-mail), or null when the row carries neither. */
export function customerNameOf(row: NamedRow): string | null {
  const name = [row.name, row.surname].filter(Boolean).join(' ');
  if (name && row.email) return `${name} (${row.email})`;
  return name || row.email || null;
}
