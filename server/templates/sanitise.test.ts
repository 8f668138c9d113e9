import { describe, expect, it } from 'vitest';
import { mailText, RECYCLE_EVERY, sanitiseMailHtml } from './sanitise';

describe('the plain-text part of a mail', () => {
  it('keeps the body text a line per block and line break, without head, title or styles', () => {
    const html =
      '<!DOCTYPE html><html><head><title>Invite</title><style>p { color: red }</style></head><body><h1>Dear Anna &amp; Bo</h1><p>Thank you<br>for visiting.</p>' +
      '<style>.x{}</style><table><tr><td>Row one</td></tr><tr><td>Row two</td></tr></table><p></p><p></p><div><a href="https://example.com">Answer</a></div></body></html>';
    expect(mailText(html)).toBe('Dear Anna & Bo\nThank you\nfor visiting.\nRow one\nRow two\n\nAnswer');
  });

  it('reads a fragment without a document around it, and one mail does not leak into the next', () => {
    expect(mailText('<p>One</p><p>Two</p>')).toBe('One\nTwo');
    expect(mailText('<p>Three</p>')).toBe('Three');
    expect(mailText('')).toBe('');
  });

  it('is the text of what the sanitiser left', () => {
    expect(mailText(sanitiseMailHtml('<p>Hi<script>alert(1)</script></p><form><input value="x">Sent</form>'))).toBe('Hi\nSent');
  });
});

describe('one window for many mails', () => {
  it('answers the same for every mail past the window recycling, with nothing carried over', () => {
    const dirty = '<p onclick="x()">Hej <b>du</b><script>alert(1)</script></p><img src="javascript:alert(1)">';
    const first = { html: sanitiseMailHtml(dirty), text: mailText(dirty) };
    expect(first.html).toBe('<html><head></head><body><p>Hej <b>du</b></p><img></body></html>');
    for (let i = 0; i < 2 * RECYCLE_EVERY + 3; i++) {
      expect(sanitiseMailHtml(dirty)).toBe(first.html);
      expect(mailText(`<p>Mail ${i}</p>`)).toBe(`Mail ${i}`);
    }
    // A thousand DOM parses: seconds on a busy machine, past the default 5 s.
  }, 60_000);
});
