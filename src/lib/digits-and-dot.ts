// The first pass of every number field's input rule: what the user typed, keeping only its digits
// and its first dot ('1a2.3.4' -> '12.34'). The fields then cut or complete it in their own ways.
export function digitsAndFirstDot(raw: string): string {
  let text = '';
  let seenDot = false;
  for (const char of raw) {
    if (char >= '0' && char <= '9') text += char;
    else if (char === '.' && !seenDot) {
      seenDot = true;
      text += char;
    }
  }
  return text;
}
