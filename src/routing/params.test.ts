import { describe, expect, it } from 'vitest';
import { BadIdError, idOrNewParams, idParams } from './params.ts';

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

describe('ids where 0 means a new one (the template screens)', () => {
  const template = idOrNewParams<{ surveyExtName: string; templateId: string }, 'templateId'>('templateId');
  it('takes 0 and whole numbers, and refuses anything else', () => {
    expect(template.parse({ surveyExtName: 's', templateId: '0' }).templateId).toBe(0);
    expect(template.parse({ surveyExtName: 's', templateId: '31' }).templateId).toBe(31);
    for (const bad of ['00', '-1', 'x', '1.5', '']) expect(() => template.parse({ surveyExtName: 's', templateId: bad }), bad).toThrow(BadIdError);
    expect(template.stringify({ surveyExtName: 's', templateId: 0 }).templateId).toBe('0');
  });
});
