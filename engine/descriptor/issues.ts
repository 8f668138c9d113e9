/** Schema errors turned into what an author reads: a JSON pointer to the spot and a plain message. */
import type { SchemaError } from '../../schemas/validators.ts';

export interface Issue {
  /** JSON pointer into the checked document, e.g. `/pages/0/components/2/config/size`. */
  path: string;
  message: string;
}

function escape(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

function describe(error: SchemaError): Issue | null {
  const p = error.params;
  switch (error.keyword) {
    case 'required':
      return { path: `${error.instancePath}/${escape(String(p.missingProperty))}`, message: 'is required' };
    case 'additionalProperties':
      return { path: `${error.instancePath}/${escape(String(p.additionalProperty))}`, message: 'is not a known property here' };
    // A config that composes shared fields (the chart configs) closes itself with unevaluatedProperties.
    case 'unevaluatedProperties':
      return { path: `${error.instancePath}/${escape(String(p.unevaluatedProperty))}`, message: 'is not a known property here' };
    case 'enum':
      return { path: error.instancePath, message: `must be one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}` };
    case 'propertyNames':
      return { path: error.instancePath, message: `has the key ${JSON.stringify(p.propertyName)}, which is not allowed here` };
    case 'const':
      return { path: error.instancePath, message: `must be ${JSON.stringify(p.allowedValue)}` };
    // anyOf/oneOf repeat what their branches said; the branch errors carry the detail.
    case 'anyOf':
    case 'oneOf':
    case 'if':
      return null;
    default:
      return { path: error.instancePath, message: error.message ?? 'is invalid' };
  }
}

/** Readable issues, each path prefixed, duplicates (and the noise of enum-inside-propertyNames) dropped. */
export function toIssues(errors: SchemaError[], prefix = ''): Issue[] {
  const seen = new Set<string>();
  const out: Issue[] = [];
  for (const error of errors) {
    if (error.keyword === 'enum' && error.schemaPath.includes('propertyNames')) continue;
    const issue = describe(error);
    if (!issue) continue;
    const full = { path: prefix + issue.path, message: issue.message };
    const key = `${full.path} ${full.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(full);
    }
  }
  return out;
}

export function mergeIssues(...lists: Issue[][]): Issue[] {
  const seen = new Set<string>();
  return lists.flat().filter((issue) => {
    const key = `${issue.path} ${issue.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
