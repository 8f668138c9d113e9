/**
 * What the playground does with the text an author writes, apart from the editor: the engine's own checks
 * (one way to validate: a CONFIGURATION script with `checkSurveyConfiguration`, a page with `pageIssues`), each
 * problem placed on its line for the editor, the text kept in a link, and the survey configuration YAML.
 */
import { parseDocument, stringify } from 'yaml';
import { checkSurveyConfiguration, pageIssues } from '../../engine/index.tsx';
import { checkDescriptorText } from '../../engine/descriptor/yamlSource.ts';

type Json = Record<string, unknown>;

export const isConfiguration = (value: unknown) => Boolean(value && typeof value === 'object' && Array.isArray((value as Json).pages));

/** A whole CONFIGURATION script (it has `pages`) is checked as one; anything else as one page. */
function issuesOf(value: unknown) {
  if (isConfiguration(value)) {
    const checked = checkSurveyConfiguration(value);
    return checked.ok ? [] : checked.issues;
  }
  return pageIssues(value);
}

export const checkText = (text: string) => checkDescriptorText(text, issuesOf);

export interface TextDiagnostic {
  from: number;
  to: number;
  message: string;
}

/** Each problem as a range of the text: its line (a syntax error names its own), the first line when none is known. */
export function diagnosticsOf(text: string): TextDiagnostic[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1);
  return checkText(text).issues.map((issue) => {
    const line = ('line' in issue && issue.line) || Number(/line (\d+)/.exec(issue.message)?.[1]) || 1;
    const from = starts[Math.min(line, starts.length) - 1]!;
    const end = text.indexOf('\n', from);
    return { from, to: end === -1 ? text.length : end, message: `${issue.path || '/'} ${issue.message}` };
  });
}

/** The text as a Storybook arg (args in a link take letters, digits, `-` and `_` only): UTF-8 in base64url. */
export function encodeText(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodeText(encoded: string): string | null {
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

/**
 * The survey configuration YAML (a CONFIGURATION script) the text belongs in: a whole script as it is, a page
 * as the one page of a script that starts on it. Null while the text does not parse.
 */
export function configurationYaml(text: string): string | null {
  const { value } = checkText(text);
  if (value === undefined) return null;
  if (isConfiguration(value)) return parseDocument(text).toString();
  const page = value as Json;
  return stringify({ ...(typeof page?.extname === 'string' ? { startPage: page.extname } : {}), pages: [page] });
}

/** The other language of the same text: JSON becomes YAML and YAML JSON (null while it does not parse). */
export function convertText(text: string, to: 'yaml' | 'json'): string | null {
  const { value } = checkText(text);
  if (value === undefined) return null;
  return to === 'json' ? `${JSON.stringify(value, null, 2)}\n` : stringify(value);
}
