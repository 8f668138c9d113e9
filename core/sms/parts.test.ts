import { describe, expect, it } from 'vitest';
import { MAX_SMS_PARTS, smsParts } from './parts';

const a = (n: number) => 'a'.repeat(n);

describe('the SMS parts counter', () => {
  it('counts nothing for an empty message', () => {
    expect(smsParts('')).toEqual({ encoding: 'GSM-7', units: 0, parts: 0, perPart: 160, remaining: 160 });
  });

  it('fits 160 GSM-7 characters in one part and 153 in each part of a longer message', () => {
    expect(smsParts(a(160))).toMatchObject({ encoding: 'GSM-7', units: 160, parts: 1, perPart: 160, remaining: 0 });
    expect(smsParts(a(161))).toMatchObject({ units: 161, parts: 2, perPart: 153, remaining: 145 });
    expect(smsParts(a(306))).toMatchObject({ parts: 2, remaining: 0 });
    expect(smsParts(a(307))).toMatchObject({ parts: 3, remaining: 152 });
  });

  it('keeps the Nordic letters of the GSM-7 alphabet in GSM-7', () => {
    expect(smsParts('Hej Åsa! Tack för ditt besök i Ängelholm. Kiitos käynnistä, Søren & Æsa, ¿ñü?')).toMatchObject({ encoding: 'GSM-7', parts: 1 });
    expect(smsParts('Välkommen åter').units).toBe(14);
  });

  it('counts the extension characters and form feed twice', () => {
    for (const ch of ['^', '{', '}', '\\', '[', '~', ']', '|', '€', '\f']) expect(smsParts(ch), ch).toMatchObject({ encoding: 'GSM-7', units: 2 });
    expect(smsParts('€'.repeat(80))).toMatchObject({ units: 160, parts: 1 });
    expect(smsParts('€'.repeat(81))).toMatchObject({ units: 162, parts: 2 });
  });

  it('never splits an extension character across two parts', () => {
    // 152 + 2 does not fit in 153: the euro sign opens the second part, which then overflows into a third.
    expect(smsParts(a(152) + '€' + a(152))).toMatchObject({ units: 306, parts: 3 });
    expect(smsParts(a(151) + '€' + a(153))).toMatchObject({ units: 306, parts: 2 });
  });

  it('makes the whole message UCS-2 (70, then 67 per part) for one character outside GSM-7', () => {
    expect(smsParts(a(69) + 'ê')).toMatchObject({ encoding: 'UCS-2', units: 70, parts: 1, perPart: 70, remaining: 0 });
    expect(smsParts(a(70) + 'š')).toMatchObject({ encoding: 'UCS-2', units: 71, parts: 2, perPart: 67, remaining: 63 });
    expect(smsParts('Ж'.repeat(134))).toMatchObject({ parts: 2 });
    expect(smsParts('Ж'.repeat(135))).toMatchObject({ parts: 3 });
    // Extension characters are plain characters in UCS-2.
    expect(smsParts('ê€').units).toBe(2);
  });

  it('counts UTF-16 code units, so an emoji takes two and is never split', () => {
    expect(smsParts('😀')).toMatchObject({ encoding: 'UCS-2', units: 2, parts: 1 });
    expect(smsParts('😀'.repeat(35))).toMatchObject({ units: 70, parts: 1 });
    expect(smsParts('😀'.repeat(36))).toMatchObject({ units: 72, parts: 2 });
    expect(smsParts('x' + '😀'.repeat(34))).toMatchObject({ units: 69, parts: 1 });
    // 66 units then an emoji (2) in a 67-unit part: it opens the next part.
    expect(smsParts('ж'.repeat(66) + '😀' + 'ж'.repeat(66) + '😀')).toMatchObject({ units: 136, parts: 3 });
  });

  it('names a limit of parts a template may need', () => {
    expect(MAX_SMS_PARTS).toBeGreaterThanOrEqual(6);
  });
});
