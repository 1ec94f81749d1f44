import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiError, createApiClient } from '../src/lib/apiClient.ts';
import {
  type FailureTexts,
  failureText,
  failureTextsWithReason,
  SendError,
  sendForm,
  uploadFailure,
} from '../src/lib/sendForm.ts';

afterEach(() => vi.restoreAllMocks());

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const textos: FailureTexts = {
  semConexao: 'Sem conexão.',
  falha: (motivo) => `Falhou: ${motivo ?? 'sem motivo'}`,
  recusa: (status, motivo) =>
    motivo === 'especial' ? new SendError('Recusa especial', status, motivo, ['dica']) : null,
};

function enviar(resposta: () => Promise<Response>) {
  const fetch = vi.fn<typeof globalThis.fetch>(resposta);
  const api = createApiClient({ getToken: () => 'token', onUnauthorized: vi.fn(), fetch });
  const corpo = new FormData();
  corpo.append('campo', 'valor');
  const enviado = sendForm(api, {
    path: '/api/exemplo',
    body: corpo,
    idempotencyKey: 'chave-1',
    headers: { 'X-Outro': 'sim' },
    schema: z.object({ id: z.number() }),
    texts: textos,
  });
  return { fetch, enviado };
}

describe('sendForm: the one send path of a multipart form', () => {
  it('posts the form with its Idempotency-Key and headers, and reads the answer with the schema', async () => {
    const { fetch, enviado } = enviar(async () => json({ id: 7 }, 201));
    await expect(enviado).resolves.toEqual({ id: 7 });
    const [caminho, init] = fetch.mock.calls[0] ?? [];
    expect(caminho).toBe('/api/exemplo');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ 'Idempotency-Key': 'chave-1', 'X-Outro': 'sim' });
    expect(init?.body).toBeInstanceOf(FormData);
    expect((init?.body as FormData | undefined)?.get('campo')).toBe('valor');
  });

  it.each([
    ['no answer', async () => Promise.reject(new TypeError('Failed to fetch')), new SendError('Sem conexão.')],
    [
      'an answer that is not JSON',
      async () => new Response('<html/>', { status: 502 }),
      new SendError('Falhou: Erro do servidor (502)'),
    ],
    [
      'a refusal with a reason',
      async () => json({ message: 'Não pode.' }, 400),
      new SendError('Falhou: Não pode.', 400, 'Não pode.'),
    ],
    ['a refusal without one', async () => json({}, 500), new SendError('Falhou: sem motivo', 500)],
    [
      'a refusal the form words itself',
      async () => json({ message: 'especial' }, 403),
      new SendError('Recusa especial', 403, 'especial', ['dica']),
    ],
    ['an answer that does not parse', async () => json({ id: 'x' }, 201), new SendError('Falhou: sem motivo')],
  ])("%s rejects in the form's words", async (_caso, resposta, esperado) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(enviar(resposta).enviado).rejects.toEqual(esperado);
  });
});

describe('failure texts', () => {
  it("a SendError shows its own text, an API refusal the form's, anything else the lost connection", () => {
    expect(failureText(new SendError('Pronta.'), textos)).toBe('Pronta.');
    expect(failureText(new ApiError('Motivo.', 409), textos)).toBe('Falhou: Motivo.');
    expect(failureText(new ApiError('Sem rede.', 0), textos)).toBe('Sem conexão.');
    expect(failureText(new TypeError('x'), textos)).toBe('Sem conexão.');
  });

  it("a call's fallback is not repeated after the reason's prefix", () => {
    const comMotivo = failureTextsWithReason('Erro ao salvar', (motivo) => `Erro ao salvar: ${motivo}`);
    expect(failureText(new ApiError('Recusado.', 400), comMotivo)).toBe('Erro ao salvar: Recusado.');
    expect(failureText(new ApiError('Erro ao salvar', 502), comMotivo)).toBe('Erro ao salvar');
  });

  it("an upload failure becomes a SendError in the form's words; anything else passes as is", () => {
    expect(uploadFailure(new ApiError('Arquivo recusado.', 403), textos)).toEqual(
      new SendError('Falhou: Arquivo recusado.'),
    );
    expect(uploadFailure(new ApiError('x', 0), textos)).toEqual(new SendError('Sem conexão.'));
    const outro = new RangeError('x');
    expect(uploadFailure(outro, textos)).toBe(outro);
  });
});
