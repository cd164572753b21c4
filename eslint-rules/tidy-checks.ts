// What the tidy test holds over every TypeScript file of the SPA, the server and the contract: no
// function longer than FUNCTION_LINES_MAX lines, no line wider than LINE_WIDTH_MAX characters
// (prettier's printWidth; it cannot break a long string), and no leftover TODO, FIXME or XXX.
// Functions are named by what declares them (a declaration, a variable, a property, or a call and
// its first string argument, as `it('…', () => …)`), so a name stays put while lines move.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const FUNCTION_LINES_MAX = 70;
export const LINE_WIDTH_MAX = 110;
const ROOT = path.resolve(__dirname, '..');
const LEFTOVER = /\b(TODO|FIXME|XXX)\b/;

export interface TidyFindings {
  /** `file name` → the function's length in lines, for functions over the maximum. */
  longFunctions: Record<string, number>;
  /** file → how many of its lines are over the width. */
  wideLines: Record<string, number>;
  /** `file:line` of each leftover marker. */
  leftovers: string[];
}

export function sourceFiles(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', 'src/*.ts', 'src/*.tsx', 'server/src/*.ts', 'contract/*.ts'],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  return listed.split('\n').filter(Boolean);
}

function nameOf(node: ts.Node): string {
  const named = node as ts.Node & { name?: ts.Node };
  if (named.name && ts.isIdentifier(named.name)) return named.name.text;
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
    return parent.name.getText();
  if (ts.isCallExpression(parent)) {
    const first = parent.arguments[0];
    const label = first && ts.isStringLiteralLike(first) ? `(${first.text})` : '';
    return `${parent.expression.getText()}${label}`;
  }
  return 'anonymous';
}

function longFunctionsOf(file: string, text: string, found: Record<string, number>): void {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line;
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const lines = lineOf(node.getEnd()) - lineOf(node.getStart()) + 1;
      if (lines > FUNCTION_LINES_MAX) {
        const base = `${file} ${nameOf(node)}`;
        let key = base;
        for (let seen = 2; key in found; seen += 1) key = `${base} #${seen}`;
        found[key] = lines;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

export function tidyFindings(files: readonly string[] = sourceFiles()): TidyFindings {
  const findings: TidyFindings = { longFunctions: {}, wideLines: {}, leftovers: [] };
  for (const file of files) {
    const text = readFileSync(path.resolve(ROOT, file), 'utf8');
    text.split('\n').forEach((line, index) => {
      if ([...line].length > LINE_WIDTH_MAX) findings.wideLines[file] = (findings.wideLines[file] ?? 0) + 1;
      if (LEFTOVER.test(line)) findings.leftovers.push(`${file}:${index + 1}`);
    });
    longFunctionsOf(file, text, findings.longFunctions);
  }
  return findings;
}
