import type { OutgoingEmail } from '../../data/emailSender.ts';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);

/** A link in the portal's colour. */
export const link = (href: string, texto: string) =>
  `<a href="${escapeHtml(href)}" style="color:#1f5130">${escapeHtml(texto)}</a>`;

/** Plain text lines as escaped HTML lines. */
export const htmlLines = (lines: string[]) => lines.map(escapeHtml).join('<br>');

/**
 * Lets long words, e-mail addresses and CEPs break anywhere rather than widen the e-mail; `anywhere`
 * also lowers a table cell's minimum width, which `break-word` alone does not.
 */
export const wrapAnywhere = 'overflow-wrap:anywhere;word-wrap:break-word;word-break:break-word';

/**
 * Wraps pre-escaped HTML in the portal's simple layout. Fluid: 100 % wide up to 560 px, so it fits a
 * phone; inline styles and `width="100%"` tables only, which mail clients keep.
 */
export function emailLayout(to: string, subject: string, text: string, htmlBody: string): OutgoingEmail {
  const html = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f3ec;font-family:Arial,sans-serif;color:#1d2a21;-webkit-text-size-adjust:100%">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="width:100%;background:#f5f3ec"><tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="width:100%;max-width:560px;background:#ffffff;border-radius:12px">
<tr><td style="background:#1f5130;color:#ffffff;padding:16px 20px;border-radius:12px 12px 0 0;font-weight:bold">Portal do Franqueado</td></tr>
<tr><td style="padding:20px;font-size:15px;line-height:1.5;${wrapAnywhere}">${htmlBody}</td></tr>
</table></td></tr></table></body></html>`;
  return { to, subject, text, html };
}
