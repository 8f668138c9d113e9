import { describe, expect, it } from 'vitest';
import { editorUpdate } from './sampleEditor.ts';

describe('the sample editor save body', () => {
  it('sends an update unflagged, and a state button action flagged with the state it leads to', () => {
    const answers = { email: 'anna@example.com' };
    expect(editorUpdate({ action: 'update', answers }, 1)).toEqual({ answers, stateChange: false });
    expect(editorUpdate({ action: 'approve', answers }, 1)).toEqual({ answers, stateChange: true, toState: 2 });
    expect(editorUpdate({ action: 'unapprove', answers }, 2)).toEqual({ answers, stateChange: true, toState: 3 });
    expect(editorUpdate({ action: 'cancel', answers }, 3)).toEqual({ answers, stateChange: true, toState: 4 });
  });
});
