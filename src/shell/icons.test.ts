import { describe, expect, it } from 'vitest';
import { pageIcon } from './icons.tsx';

describe('pageIcon', () => {
  it('gives the demo pages’ Material icon names their own icons, related names the nearest, and others a chart', () => {
    expect(['dashboard', 'mail', 'emoji_events', 'assignment', 'notifications', 'table_rows', 'campaign', 'insights', null].map(pageIcon)).toEqual([
      'dashboard',
      'mail',
      'trophy',
      'assignment',
      'bell',
      'list',
      'mail',
      'chart',
      'chart',
    ]);
  });
});
