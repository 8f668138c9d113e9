import { describe, expect, it } from 'vitest';
import type { SampleRow } from '../../api/sampleList.ts';
import { sampleRowHref } from './sampleRowHref.ts';

const row: SampleRow = { cells: [], sampleId: 9, state: 0, interviewId: 7, isComplete: true, accessAllowed: true, drillPath: 'all,se' };

describe('where a sample row leads', () => {
  it('opens a completed interview as the interview, unless the table names its own sample view', () => {
    expect(sampleRowHref('sv', row, { viewCompletedSamples: true })).toBe('/interview/sv/7');
    expect(sampleRowHref('sv', row, { viewCompletedSamples: true, sampleView: 'visit' })).toBe('/sample/sv/samplelist/9');
    expect(sampleRowHref('sv', { ...row, isComplete: false, state: 1, interviewId: null }, { viewCompletedSamples: true })).toBe('/sample/sv/samplelist/9');
  });
  it('opens no completed sample for a role that may not view completed samples (spec 1 section 3), the others still', () => {
    expect(sampleRowHref('sv', row, { viewCompletedSamples: false })).toBeNull();
    expect(sampleRowHref('sv', row, { viewCompletedSamples: false, sampleView: 'visit' })).toBeNull();
    expect(sampleRowHref('sv', { ...row, isComplete: false, state: 1, interviewId: null }, { viewCompletedSamples: false })).toBe('/sample/sv/samplelist/9');
  });
  it('opens nothing the server says is out of reach', () => {
    expect(sampleRowHref('sv', { ...row, isComplete: false, accessAllowed: false }, { viewCompletedSamples: true })).toBeNull();
  });
});
