import { describe, expect, it } from 'vitest';
import { escapeHtml, fillMergeTags, mergeTag } from './mergeTags';

describe('merge tags', () => {
  it('writes a field as {{group.key}}', () => {
    expect(mergeTag('contact', 'name')).toBe('{{contact.name}}');
  });

  it('fills known tags, tolerating spaces inside the braces, and leaves unknown ones as written', () => {
    expect(fillMergeTags('Hej {{contact.name}}, {{ unit.name }}! {{answer.nope}}', { 'contact.name': 'Åsa', 'unit.name': 'Shop AQ' })).toBe('Hej Åsa, Shop AQ! {{answer.nope}}');
  });

  it('escapes the filled values for HTML, so a contact cannot inject markup', () => {
    expect(fillMergeTags('<p>{{contact.name}}</p>', { 'contact.name': '<img src=x onerror=alert(1)> & "Co"' }, escapeHtml)).toBe('<p>&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Co&quot;</p>');
  });
});
