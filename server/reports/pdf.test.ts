import { describe, expect, it } from 'vitest';
import { pdfTextLines } from '../../tests/support/pdfText';
import { heading, pdfReport } from './pdf';

const SAMI_POLISH = 'Sámi: Áššu čđŋšŧž, Polish: Zażółć gęślą jaźń';

describe('pdfReport', () => {
  it('writes text in any of the languages we serve: Sámi and Polish letters read back exactly', async () => {
    const pdf = await pdfReport({ title: SAMI_POLISH, lines: [{ label: 'Enhet', value: 'Åre › Čáhcesuolu' }] }, (doc) => {
      heading(doc, 'Łódź');
      doc.text('Ørsta, Æbeltoft, Ähtäri');
    });
    const lines = pdfTextLines(pdf);
    expect(lines).toContain(SAMI_POLISH);
    expect(lines).toContain('Enhet: Åre › Čáhcesuolu');
    expect(lines).toContain('Łódź');
    expect(lines).toContain('Ørsta, Æbeltoft, Ähtäri');
  });
});
