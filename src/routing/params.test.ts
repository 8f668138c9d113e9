import { describe, expect, it } from 'vitest';
import { BadIdError, idParams } from './params.ts';

const alert = idParams<{ surveyExtName: string; alertId: string }, 'alertId'>('alertId');

describe('ids parsed at the route', () => {
  it('turns the id into a number and back', () => {
    expect(alert.parse({ surveyExtName: 'demo', alertId: '42' })).toEqual({ surveyExtName: 'demo', alertId: 42 });
    expect(alert.stringify({ surveyExtName: 'demo', alertId: 42 })).toEqual({ surveyExtName: 'demo', alertId: '42' });
  });

  it.each(['abc', '12x', '-3', '0', '1.5', ''])('refuses %j, naming the parameter and the text', (text) => {
    const error = (() => {
      try {
        alert.parse({ surveyExtName: 'demo', alertId: text });
      } catch (err) {
        return err;
      }
    })();
    expect(error).toBeInstanceOf(BadIdError);
    expect(error).toMatchObject({ param: 'alertId', text });
  });
});
