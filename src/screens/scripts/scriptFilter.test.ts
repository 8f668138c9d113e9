import { describe, expect, it } from 'vitest';
import { filterScripts } from './scriptFilter.ts';
import type { ScriptRow } from '../../api/scripts.ts';

const row = (over: Partial<ScriptRow>): ScriptRow => ({
  id: 1,
  scriptType: 'JAVASCRIPT',
  extname: 'script-1',
  description: '',
  disabled: false,
  updated: '2026-11-22T10:15:00Z',
  metaInterviewExtName: 'storevisit',
  surveyId: 1,
  eventCount: 0,
  ...over,
});

describe('the scripts table filter', () => {
  const rows = [
    row({
      id: 1,
      scriptType: 'CONFIGURATION',
      extname: 'configuration',
      description: 'The survey configuration',
    }),
    row({
      id: 2,
      scriptType: 'VALIDATE_SAMPLE',
      extname: 'checkMail',
      description: 'Refuses bad e-mail',
      metaInterviewExtName: 'service',
    }),
    row({
      id: 3,
      extname: 'alerts',
      description: '',
      updated: '2025-03-04T08:00:00Z',
    }),
  ];
  const ids = (text: string) => filterScripts(rows, text).map((r) => r.id);

  it('matches description, type, extname, metainterview and the shown date, whatever the case', () => {
    expect(ids('REFUSES')).toEqual([2]);
    expect(ids('validate_')).toEqual([2]);
    expect(ids('CHECKmail')).toEqual([2]);
    expect(ids('SERVICE')).toEqual([2]);
    expect(ids('-2025')).toEqual([3]);
    expect(ids('configuration')).toEqual([1]);
  });

  it('keeps every row for a blank filter and none for a miss', () => {
    expect(ids('  ')).toEqual([1, 2, 3]);
    expect(ids('nothing like it')).toEqual([]);
  });
});
