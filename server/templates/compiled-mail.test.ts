import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { escapeHtml, fillMergeTags } from '../../core/templates/mergeTags';
import { compileMail, safeAddress } from './compiled-mail';
import { mailText, sanitiseMailHtml } from './sanitise';

const TEMPLATE =
  '<!DOCTYPE html><html><head><title>Hello</title></head><body><p class="x">Dear {{contact.name}},</p>' +
  '<p><a href="https://example.com/visit?id={{contact.id}}&amp;x=1" title="For {{contact.name}}">Answer</a></p>' +
  '<p><a href="{{contact.site}}">Your page</a> <img src="{{contact.logo}}" alt="{{contact.name}}" style="color: {{contact.colour}}"></p>' +
  '<p>Unknown {{contact.missing}} stays.</p></body></html>';

const benign = { 'contact.name': 'Anna & Bo', 'contact.id': '42', 'contact.site': 'https://anna.example/', 'contact.logo': 'https://anna.example/l.png', 'contact.colour': 'red' };

/** What the engine sent before: fill every value escaped, then sanitise the whole filled mail in a DOM. */
const slow = (values: Record<string, string>) => sanitiseMailHtml(fillMergeTags(TEMPLATE, values, escapeHtml));

describe('a mail template compiled once for many recipients', () => {
  it('gives what filling and then sanitising each mail gave, for ordinary values', () => {
    const mail = compileMail(TEMPLATE);
    // Only the value in the style attribute is left out (the DOM writes the emptied declaration a little tighter).
    expect(mail.html(benign)).toBe(slow({ ...benign, 'contact.colour': '' }).replace('style="color:"', 'style="color: "'));
    expect(mail.text(benign)).toBe(mailText(slow(benign)));
    expect(mail.text(benign)).toContain('Dear Anna & Bo,');
    expect(mail.html(benign)).toContain('Unknown {{contact.missing}} stays.');
  });

  it('keeps a hostile value from opening a tag, leaving its attribute or becoming a script address', () => {
    const mail = compileMail(TEMPLATE);
    const html = mail.html({
      'contact.name': '<script>alert(1)</script>" onmouseover="alert(2)',
      'contact.id': '1"><script>alert(3)</script>',
      'contact.site': ' JaVaScRiPt:alert(4)',
      'contact.logo': 'data:text/html;base64,PHNjcmlwdD4=',
      'contact.colour': 'red; background: url(https://tracker.example/)',
    });
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('href="#"');
    expect(html).toContain('src="#"');
    expect(html).not.toContain('tracker.example');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot; onmouseover=&quot;alert(2)');
    // Read as a browser reads it: no script element and no event handler attribute came of the values.
    const parsed = new JSDOM(html).window.document;
    expect(parsed.querySelectorAll('script')).toHaveLength(0);
    expect([...parsed.querySelectorAll('*')].flatMap((e) => e.getAttributeNames()).filter((n) => n.startsWith('on'))).toEqual([]);
  });

  it('still sanitises the template itself', () => {
    const mail = compileMail('<p onclick="alert(1)">Hi {{contact.name}}<script>alert(2)</script></p><form><input value="x"></form>');
    const html = mail.html({ 'contact.name': 'Anna' });
    expect(html).toBe('<html><head></head><body><p>Hi Anna</p></body></html>');
  });

  it('lets relative, anchor, web, mail and phone addresses through and nothing else', () => {
    for (const ok of ['https://a.example/x', 'http://a', 'mailto:a@b.example', 'tel:+4612345', '#top', '/page', 'page?x=1', 'a:b'.replace(':', '/')]) expect(safeAddress(ok), ok).toBe(true);
    for (const bad of ['javascript:alert(1)', ' java\tscript:x', 'JAVASCRIPT&#58;x'.replace('&#58;', ':'), 'data:text/html,x', 'vbscript:x', 'file:///etc/passwd']) expect(safeAddress(bad), bad).toBe(false);
  });
});
