// How a person's name is compared with the name a Turkish bank writes on an account: banks print
// names in capitals and often without Turkish letters ('AYSE KONTROL' for 'Ayşe Kontrol'), so two
// names are the same person's when they agree after spacing, case and Turkish letters are folded.
// The withdrawal holder check uses it; a form may use it to warn before sending.

/** Collapses whitespace, as a name is written on a transfer. */
export function tidyPersonName(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/**
 * The name in plain capitals: upper-cased the Turkish way ('i' → 'İ', 'ı' → 'I'), then every mark
 * taken off the letters ('İ' → 'I', 'Ş' → 'S', 'Ğ' → 'G', 'Ü' → 'U', 'Ö' → 'O', 'Ç' → 'C', 'Â' → 'A').
 */
export function foldedPersonName(text: string): string {
  return tidyPersonName(text).toLocaleUpperCase('tr-TR').normalize('NFD').replace(/\p{M}/gu, '');
}

/** Whether two written names are the same name as a bank would compare them. */
export function isSamePersonName(left: string, right: string): boolean {
  return foldedPersonName(left) === foldedPersonName(right);
}
