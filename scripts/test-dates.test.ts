import { describe, expect, it } from 'vitest';
import { countsOf, planFrom } from './test-dates.ts';

describe('npm run test:dates', () => {
  it('moves by a day, a week, a month and a year through both projects unless told otherwise', () => {
    expect(planFrom([])).toEqual({ shifts: [1, 7, 31, 366], projects: ['server', 'e2e'], files: [] });
    expect(planFrom(['--shifts', '31, -1', '--projects', 'e2e', 'tests/e2e/alerts.test.ts'])).toEqual({ shifts: [31, -1], projects: ['e2e'], files: ['tests/e2e/alerts.test.ts'] });
    expect(planFrom(['--shifts=-366']).shifts).toEqual([-366]);
  });

  it('names a bad shift or project', () => {
    expect(() => planFrom(['--shifts', '1,week'])).toThrow('--shifts takes whole numbers of days, comma-separated (not "week")');
    expect(() => planFrom(['--projects', 'unit'])).toThrow('--projects takes server and/or e2e (not "unit")');
  });

  it("reads the summary reporter's last line, or nothing when a run died before it", () => {
    expect(countsOf('noise\nTests: 3 passed, 1 failed, 2 skipped\n')).toEqual({ passed: 3, failed: 1, skipped: 2 });
    expect(countsOf('Tests: 1 passed, 0 failed\n… Tests: 12 passed, 0 failed\n')).toEqual({ passed: 12, failed: 0, skipped: 0 });
    expect(countsOf('Error: global setup failed')).toBeNull();
  });
});
