import { request } from 'node:http';
import { healthResponseSchema } from '@portal/shared';
import { describe, expect, inject, it } from 'vitest';

const api = inject('apiUrl');

describe('GET /api/health', () => {
  it('is public and reports every dependency up', async () => {
    const response = await fetch(`${api}/health`);
    expect(response.status).toBe(200);
    const body = healthResponseSchema.parse(await response.json());
    expect(body.status).toBe('ok');
    expect(Object.keys(body.dependencias).sort()).toEqual(['blob', 'cosmos', 'email']);
    expect(Object.values(body.dependencias).every((dependencia) => dependencia.status === 'ok')).toBe(true);
  });
});

describe('errors', () => {
  it('answers an unknown route with an empty 404, as the Functions host does', async () => {
    const response = await fetch(`${api}/nao-existe`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('');
  });

  it('refuses unsafe ids with a 400 instead of reaching storage', async () => {
    const image = await fetch(`${api}/produtos/..%2F..%2Fpedidos%2F1001/imagem/original`);
    expect(image.status).toBe(400);
    const verify = await fetch(`${api}/verify-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: 'a/b#c', code: '123456' }),
    });
    expect(verify.status).toBe(400);
    expect(await verify.json()).toEqual({ message: 'Usuário inválido.' });
  });

  it('survives a malformed Host header', async () => {
    const url = new URL(`${api}/health`);
    const status = await new Promise<number>((resolve, reject) => {
      const outgoing = request(
        { host: url.hostname, port: url.port, path: url.pathname, headers: { host: '[' } },
        (answer) => {
          answer.resume();
          resolve(answer.statusCode ?? 0);
        },
      );
      outgoing.on('error', reject);
      outgoing.end();
    });
    expect(status).toBeLessThan(500);
    expect((await fetch(`${api}/health`)).status).toBe(200);
  });

  it('answers a known route with a method it does not take with an empty 404, as the Functions host does', async () => {
    const response = await fetch(`${api}/produtos`, { method: 'DELETE' });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('');
  });
});
