/**
 * A survey's CONFIGURATION script (spec 3): YAML as its author wrote it, checked against the same
 * schemas the engine uses. Seeding and saving both go through `parseConfiguration`.
 */
import { LineCounter, parseDocument } from 'yaml';
import type { SurveyConfiguration } from '../../schemas/entities/surveyConfiguration.gen.ts';
import { checkSurveyConfiguration, type Issue } from '../../engine/descriptor/index.ts';

export type ParsedConfiguration = { ok: true; configuration: SurveyConfiguration } | { ok: false; issues: Issue[] };

/** Where in the YAML a JSON pointer is, so an author can find it: `line 12`. */
function lineOf(doc: ReturnType<typeof parseDocument>, counter: LineCounter, pointer: string): number | null {
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
}

export function parseConfiguration(yamlText: string): ParsedConfiguration {
  const counter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter: counter, prettyErrors: true, uniqueKeys: true });
  if (doc.errors.length > 0) {
    return {
      ok: false,
      issues: doc.errors.map((e) => ({ path: '', message: `YAML ${e.linePos ? `line ${e.linePos[0].line}, column ${e.linePos[0].col}` : ''}: ${e.message.split('\n')[0]}` })),
    };
  }
  const checked = checkSurveyConfiguration(doc.toJS({ maxAliasCount: 100 }));
  if (checked.ok) return checked;
  return {
    ok: false,
    issues: checked.issues.map((issue) => {
      const line = lineOf(doc, counter, issue.path);
      return line ? { ...issue, line } : issue;
    }),
  };
}
