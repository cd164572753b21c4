// The tidy test (issue 23, item 7): functions of at most 70 lines, lines of at most 110 characters
// and no leftover TODO, FIXME or XXX, over the SPA, the server and the contract. The functions and
// files over the limits today are listed in tidy-baseline.json with their size: one may shrink
// (lower its number, or drop it once it fits), none may grow, and nothing new may join.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import baseline from './tidy-baseline.json';
import { FUNCTION_LINES_MAX, tidyFindings } from './tidy-checks';

const allowedFunctions: Record<string, number> = baseline.longFunctions;
const allowedWide: Record<string, number> = baseline.wideLines;

describe('tidy', () => {
  const found = tidyFindings();

  it('leaves no TODO, FIXME or XXX behind', () => {
    expect(found.leftovers).toEqual([]);
  });

  it('grows no function past 70 lines beyond the listed ones, and no listed one', () => {
    const over = Object.entries(found.longFunctions)
      .filter(([key, lines]) => lines > (allowedFunctions[key] ?? FUNCTION_LINES_MAX))
      .map(([key, lines]) => `${key}: ${lines} lines`);
    expect(over).toEqual([]);
  });

  it('adds no line over 110 characters beyond the listed files’ counts', () => {
    const over = Object.entries(found.wideLines)
      .filter(([file, count]) => count > (allowedWide[file] ?? 0))
      .map(([file, count]) => `${file}: ${count} wide lines`);
    expect(over).toEqual([]);
  });

  it('finds a planted long function, a wide line and a leftover', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'tidy-'));
    const file = path.join(folder, 'planted.ts');
    const body = Array.from({ length: FUNCTION_LINES_MAX }, (_, index) => `  total += ${index};`).join('\n');
    const wide = `export const wide = '${'x'.repeat(120)}';`;
    writeFileSync(
      file,
      `export function planted(total: number) {\n${body}\n  return total;\n}\n${wide}\n// TODO: later\n`,
    );
    const planted = tidyFindings([file]);
    expect(planted.longFunctions).toEqual({ [`${file} planted`]: FUNCTION_LINES_MAX + 3 });
    expect(planted.wideLines).toEqual({ [file]: 1 });
    expect(planted.leftovers).toEqual([`${file}:${FUNCTION_LINES_MAX + 5}`]);
  });
});
