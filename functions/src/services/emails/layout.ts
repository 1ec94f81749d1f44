import type { OutgoingEmail } from '../../data/emailSender.ts';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);

/** Wraps pre-escaped HTML paragraphs in the portal's simple, mail-client-safe layout. */
export function emailLayout(to: string, subject: string, text: string, htmlBody: string): OutgoingEmail {
  const html = `<!doctype html><html lang="pt-BR"><body style="margin:0;background:#f5f3ec;font-family:Arial,sans-serif;color:#1d2a21">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px">
<tr><td style="background:#1f5130;color:#ffffff;padding:16px 24px;border-radius:12px 12px 0 0;font-weight:bold">Portal do Franqueado</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5">${htmlBody}</td></tr>
</table></td></tr></table></body></html>`;
  return { to, subject, text, html };
}
