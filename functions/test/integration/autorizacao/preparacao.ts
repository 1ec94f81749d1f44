import { readFile } from 'node:fs/promises';
import { sessaoResponseSchema } from '@portal/shared';
import { zipSync } from 'fflate';
import { inject } from 'vitest';
import { signInWithDevTenant } from '../../../../scripts/stack/devTenantClient.ts';
import { devTenantDefaults } from '../../../../scripts/stack/devTenantSettings.ts';
import type { startInProcessApi } from '../inProcessApi.ts';
import { post } from '../testUsers.ts';

export type InProcessApi = Awaited<ReturnType<typeof startInProcessApi>>;

/** The dev tenant's three accounts share this password. */
export const senhaDoTenant = 'Franquia@2026';

/** Real work-account tokens (access and ID token) from the dev tenant, through its login form. */
export async function entrarNoTenant(login: string) {
  return signInWithDevTenant(
    { issuer: inject('tenantUrl') },
    {
      clientId: devTenantDefaults.clientId,
      redirectUri: `${inject('settings').PUBLIC_BASE_URL}/microsoft-login-success`,
      scope: `${devTenantDefaults.scope} openid profile`,
      login,
      password: senhaDoTenant,
      ca: await readFile(inject('tenantCaCertPath'), 'utf8'),
    },
  );
}

/** A portal session opened by exchanging a work-account access token: request headers and the user. */
export async function sessaoMicrosoft(api: Pick<InProcessApi, 'url'>, accessToken: string) {
  const resposta = await post(`${api.url}/auth/microsoft`, { accessToken });
  if (resposta.status !== 200) throw new Error(`work-account exchange failed: ${resposta.status}`);
  const sessao = sessaoResponseSchema.parse(resposta.body);
  return { user: sessao.user, headers: { 'x-portal-authorization': `Bearer ${sessao.token}` } };
}

const encode = (text: string) => new TextEncoder().encode(text);
export const pdf = encode('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const docx = zipSync({
  '[Content_Types].xml': encode('<Types/>'),
  'word/document.xml': encode('<w:document/>'),
});

/** An invoice ticket's fields under the spec's multipart names (attachments: any document). */
export const notasEmitida = {
  assunto: 'Reembolso do dia de campo',
  categoria: 'Lançamento de Notas e Despesas',
  contratante: 'Agro Franquia Ribeirão Ltda',
  formaPagamento: 'Pix',
  dadosPagamento: 'financeiro@agrofranquia.com.br',
  dataPagamento: '2026-12-10',
  notaFiscal: 'Emitida',
  descricao: 'Despesas do dia de campo de novembro.',
};

/** The ticket's multipart body: fields, `anexo` file parts and `anexo_upload_id` references. */
export function corpoChamado(
  extras: { anexos?: { nome: string; bytes: Uint8Array }[]; uploadIds?: string[] } = {},
  campos: Record<string, string> = notasEmitida,
) {
  const form = new FormData();
  for (const [nome, valor] of Object.entries(campos)) form.append(nome, valor);
  for (const { nome, bytes } of extras.anexos ?? []) form.append('anexo', new Blob([new Uint8Array(bytes)]), nome);
  for (const id of extras.uploadIds ?? []) form.append('anexo_upload_id', id);
  return form;
}

/** A request with a body of any kind; the answer's status and its JSON body (null when it has none). */
export async function enviar(url: string, init: RequestInit) {
  const response = await fetch(url, init);
  const texto = (response.headers.get('content-type') ?? '').includes('json') ? await response.text() : '';
  if (!texto) await response.body?.cancel();
  return {
    status: response.status,
    body: (texto ? JSON.parse(texto) : null) as Record<string, unknown> | null,
  };
}
