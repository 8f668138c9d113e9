import { describe, expect, it } from 'vitest';
import schema from '../../../schemas/api/script-block.schema.json';
import { languageOfType, runsForInterview, SCRIPT_TYPES } from './scriptTypes.ts';

describe('script types', () => {
  it('are the schema types, in its order', () => {
    expect([...SCRIPT_TYPES]).toEqual(schema.$defs.scriptType.enum);
  });

  it('CONFIGURATION is YAML, the rest JavaScript; only HANDLE_SAMPLE_UPDATED takes an interview id', () => {
    expect(SCRIPT_TYPES.filter((t) => languageOfType(t) === 'yaml')).toEqual(['CONFIGURATION']);
    expect(SCRIPT_TYPES.filter(runsForInterview)).toEqual(['HANDLE_SAMPLE_UPDATED']);
  });
});
