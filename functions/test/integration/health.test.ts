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
  it('answers an unknown route with 404 and a pt-BR JSON message', async () => {
    const response = await fetch(`${api}/nao-existe`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ message: 'Recurso não encontrado.' });
  });

  it('answers a known route with the wrong method with 405', async () => {
    const response = await fetch(`${api}/produtos`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(await response.json()).toEqual({ message: 'Método não permitido.' });
  });
});
