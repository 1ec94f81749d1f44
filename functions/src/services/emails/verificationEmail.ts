import type { OutgoingEmail } from '../../data/emailSender.ts';
import { emailLayout, escapeHtml } from './layout.ts';

/**
 * The sign-in code e-mail. The code is in the body only: a subject shows on lock screens and in notification
 * previews, where anyone near the phone would read it.
 */
export function verificationEmail(to: string, username: string, code: string): OutgoingEmail {
  const subject = 'Seu código de verificação — Portal do Franqueado';
  const text = [
    `Olá, ${username}!`,
    '',
    `Seu código de verificação do Portal do Franqueado é: ${code}`,
    'O código expira em 10 minutos e só pode ser usado uma vez.',
    '',
    'Se você não tentou entrar no portal, ignore este e-mail.',
  ].join('\n');
  const html = `<p>Olá, ${escapeHtml(username)}!</p>
<p>Seu código de verificação do Portal do Franqueado é:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px;color:#1f5130">${code}</p>
<p>O código expira em 10 minutos e só pode ser usado uma vez.</p>
<p style="color:#5c6a60">Se você não tentou entrar no portal, ignore este e-mail.</p>`;
  return emailLayout(to, subject, text, html);
}
