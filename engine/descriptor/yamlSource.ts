/**
 * Reading a descriptor or configuration written as YAML (or JSON, which YAML includes), keeping
 * where each value was so an error at a JSON pointer can name its line. Not exported from the engine
 * index: only the server and the Storybook playground need the YAML parser.
 */
import { LineCounter, parseDocument } from 'yaml';
import type { Issue } from './issues.ts';

export interface YamlSource {
  /** The parsed value; undefined when there were syntax errors. */
  value: unknown;
  syntaxErrors: Issue[];
  /** The 1-based line a JSON pointer points at (or its nearest parent), when known. */
  lineOf(pointer: string): number | null;
}

export function readYaml(text: string): YamlSource {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, prettyErrors: true, uniqueKeys: true });
  const syntaxErrors: Issue[] = doc.errors.map((e) => ({ path: '', message: `YAML ${e.linePos ? `line ${e.linePos[0].line}, column ${e.linePos[0].col}` : ''}: ${e.message.split('\n')[0]}` }));
  let value: unknown;
  if (syntaxErrors.length === 0) {
    // Resolving aliases can still fail (an alias before its anchor, too many aliases): a syntax error too.
    try {
      value = doc.toJS({ maxAliasCount: 100 });
    } catch (err) {
      syntaxErrors.push({ path: '', message: `YAML: ${(err as Error).message}` });
    }
  }
  return {
    value,
    syntaxErrors,
    lineOf(pointer) {
      const path = pointer
        .split('/')
        .slice(1)
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
        .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
      for (let n = path.length; n >= 0; n--) {
        const node = doc.getIn(path.slice(0, n), true) as { range?: [number, number, number] } | undefined;
        if (node && typeof node === 'object' && node.range) return counter.linePos(node.range[0]).line;
      }
      return null;
    },
  };
}

/** Issues with the YAML line added where it is known. */
export function withLines(issues: Issue[], source: YamlSource): (Issue & { line?: number })[] {
  return issues.map((issue) => {
    const line = source.lineOf(issue.path);
    return line ? { ...issue, line } : issue;
  });
}

/**
 * A page descriptor as an author types it (YAML or JSON): its value, and every problem with its
 * JSON pointer and line. Syntax errors come alone; the page is checked only once it parses.
 */
export function checkDescriptorText(text: string, check: (value: unknown) => Issue[]): { value: unknown; issues: (Issue & { line?: number })[] } {
  const source = readYaml(text);
  if (source.syntaxErrors.length > 0) return { value: undefined, issues: source.syntaxErrors };
  return { value: source.value, issues: withLines(check(source.value), source) };
}
