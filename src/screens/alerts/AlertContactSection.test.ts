import { describe, expect, it } from 'vitest';
import { telHref } from './AlertContactSection.tsx';

describe('telHref', () => {
  it('keeps the digits and a leading plus of a phone number as written', () => {
    expect(telHref('+46 70 555 01 02')).toBe('tel:+46705550102');
    expect(telHref('070-555 01 02')).toBe('tel:0705550102');
  });
});
