// How a queue row names its customer: name and surname with the e-mail when the server sends them,
// else the customer's id, so a row is never anonymous.
export interface NamedRow {
  userId: string;
  name?: string;
  surname?: string;
  email?: string;
}

export function customerNameOf(row: NamedRow): string {
  const name = [row.name, row.surname].filter(Boolean).join(' ');
  if (name && row.email) return `${name} (${row.email})`;
  return name || row.email || row.userId;
}
