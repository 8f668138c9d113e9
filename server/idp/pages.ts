import crypto from 'node:crypto';
import type { Locale } from '../../core/locales';
import { text, type ServerMessageId } from '../i18n';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f4f5fb;
font-family:Roboto,"Helvetica Neue",Arial,sans-serif;color:#1a1a2e}
main{width:100%;max-width:380px;margin:16px;background:#fff;border-radius:8px;box-shadow:0 2px 12px rgba(0,0,40,.15);padding:32px}
.brand{color:#0000c8;font-weight:700;font-size:1.1rem;letter-spacing:.02em;margin:0 0 8px}
h1{font-size:1.4rem;font-weight:500;margin:0 0 24px}
label{display:block;font-size:.9rem;margin:16px 0 4px}
input{width:100%;padding:10px 12px;font-size:1rem;border:1px solid #767690;border-radius:4px}
input:focus{outline:3px solid #0000c8;outline-offset:1px;border-color:#0000c8}
button,.button{display:block;width:100%;margin-top:24px;padding:12px;font-size:1rem;font-weight:500;color:#fff;background:#0000c8;
border:0;border-radius:4px;cursor:pointer;text-align:center;text-decoration:none}
button:hover,.button:hover{background:#00009a}
button:focus-visible,.button:focus-visible{outline:3px solid #1a1a2e;outline-offset:2px}
.aside{margin:20px 0 0;text-align:center}.aside a{color:#0000c8}
.error{background:#fdecea;color:#8a1c12;border-left:4px solid #c62828;padding:10px 12px;border-radius:4px;margin:0 0 8px}
`;

/** Submits the provider's sign-out form: the only script of these pages. */
const LOGOUT_SUBMIT_SCRIPT = `document.getElementById('op.logoutForm').submit()`;

const cspHash = (source: string) => `'sha256-${crypto.createHash('sha256').update(source).digest('base64')}'`;

/** The CSP sources that allow exactly this module's inline style and script, and nothing else inline. */
export const IDP_INLINE_SOURCES = { style: cspHash(STYLE), script: cspHash(LOGOUT_SUBMIT_SCRIPT) };

export function page(locale: Locale, title: string, body: string, nonce?: string): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style${nonce ? ` nonce="${nonce}"` : ''}>${STYLE}</style>
</head>
<body><main><p class="brand">Sightline</p>${body}</main></body>
</html>`;
}

export function loginPage(opts: { locale: Locale; action: string; username?: string; error?: string; nonce?: string }): string {
  const t = (id: ServerMessageId) => escapeHtml(text(opts.locale, id));
  const error = opts.error ? `<p class="error" role="alert" id="login-error">${escapeHtml(opts.error)}</p>` : '';
  return page(
    opts.locale,
    text(opts.locale, 'idp.title'),
    `<h1>${t('idp.title')}</h1>${error}
<form method="post" action="${escapeHtml(opts.action)}" autocomplete="on">
<label for="username">${t('idp.username')}</label>
<input id="username" name="username" autocomplete="username" required autofocus value="${escapeHtml(opts.username ?? '')}"${opts.error ? ' aria-describedby="login-error"' : ''}>
<label for="password">${t('idp.password')}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">${t('idp.submit')}</button>
</form>
<p class="aside"><a href="/new/forgot">${t('idp.forgotPassword')}</a></p>`,
    opts.nonce,
  );
}

export function messagePage(locale: Locale, title: string, message: string, link?: { href: string; text: string }): string {
  const a = link ? `<a class="button" href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a>` : '';
  return page(locale, title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${a}`);
}

/**
 * The provider's sign-out confirmation. `form` is the provider's form with its xsrf secret; `autoSubmit`
 * sends it without a second click (only for a sign-out the app itself started), the button stays for the
 * rest and for browsers without JavaScript.
 */
export function logoutPage(locale: Locale, form: string, autoSubmit: boolean): string {
  const title = text(locale, autoSubmit ? 'idp.logoutTitle' : 'idp.logoutQuestion');
  return page(
    locale,
    title,
    `<h1>${escapeHtml(title)}</h1>${form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>')}
<button type="submit" form="op.logoutForm" autofocus>${escapeHtml(text(locale, 'idp.logoutConfirm'))}</button>${autoSubmit ? `\n<script>${LOGOUT_SUBMIT_SCRIPT}</script>` : ''}`,
  );
}
