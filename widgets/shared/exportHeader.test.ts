// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { dataUrlText, headerHeight, svgWithHeader } from './exportHeader.ts';

const CHART = '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><rect width="10" height="10"/></svg>';

describe('svgWithHeader', () => {
  it('puts the title and each context line above the chart, escaped, and moves the chart below them', () => {
    const lines = ['Survey: Store visit', 'Unit: Nordhem Living › Sverige', 'Gender: Female & <Other>'];
    const svg = svgWithHeader(CHART, 400, 200, 'NPS – Łódź', lines);
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    expect([...doc.querySelectorAll('text')].map((t) => t.textContent)).toEqual(['NPS – Łódź', ...lines]);
    const top = headerHeight(lines);
    expect(doc.documentElement.getAttribute('height')).toBe(String(200 + top));
    expect(doc.querySelector('svg > svg')!.getAttribute('y')).toBe(String(top));
  });

  it('reads an SVG data URL, percent-encoded or base64', () => {
    expect(dataUrlText(`data:image/svg+xml,${encodeURIComponent('<svg>å</svg>')}`)).toBe('<svg>å</svg>');
    expect(dataUrlText(`data:image/svg+xml;base64,${btoa('<svg/>')}`)).toBe('<svg/>');
  });
});
