import { app, type HttpFunctionOptions } from '@azure/functions';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';

const api = inject('apiUrl');
const routerMessages = ['Recurso não encontrado.', 'Método não permitido.'];

interface Registration {
  name: string;
  route: string;
  methods: string[];
  authLevel: string | undefined;
}

/** A concrete path for a route template: every `{param}` gets a sample value. */
const samplePath = (template: string) => template.replace(/\{[^}]+\}/g, 'amostra');

async function routerAnswer(method: string, path: string): Promise<string | null> {
  const response = await fetch(`${api}/${path}`, { method, body: method === 'GET' ? undefined : '{}' });
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  return [404, 405].includes(response.status) && routerMessages.includes(body.message ?? '')
    ? (body.message ?? '')
    : null;
}

describe('Functions entry point and local host', () => {
  const registrations: Registration[] = [];

  beforeAll(async () => {
    // Outside the Functions runtime app.http registers nothing; the spy records what the entry point asks for.
    vi.spyOn(app, 'http').mockImplementation((name: string, options: HttpFunctionOptions) => {
      registrations.push({
        name,
        route: options.route ?? name,
        methods: options.methods ?? [],
        authLevel: options.authLevel,
      });
    });
    for (const [key, value] of Object.entries(inject('settings'))) vi.stubEnv(key, value);
    await import('../../src/index.ts');
  });

  it('registers every route anonymously with explicit methods and unique names', () => {
    expect(registrations.length).toBeGreaterThanOrEqual(3);
    expect(new Set(registrations.map((entry) => entry.name)).size).toBe(registrations.length);
    for (const entry of registrations) {
      expect(entry.authLevel).toBe('anonymous');
      expect(entry.methods.length).toBeGreaterThan(0);
    }
    expect(registrations.map((entry) => entry.route)).toEqual(
      expect.arrayContaining(['health', 'produtos', 'produtos/{id}/imagem/{variante}']),
    );
  });

  it('the local host answers every registered route and method through a handler', async () => {
    for (const entry of registrations) {
      for (const method of entry.methods) {
        expect(await routerAnswer(method, samplePath(entry.route)), `${method} ${entry.route}`).toBeNull();
      }
    }
  });

  it('the local host serves no method or path beyond the registrations', async () => {
    const all = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
    for (const entry of registrations) {
      const path = samplePath(entry.route);
      const servedHere = registrations
        .filter((other) => samplePath(other.route) === path)
        .flatMap((other) => other.methods);
      for (const method of all.filter((candidate) => !servedHere.includes(candidate))) {
        expect(await routerAnswer(method, path), `${method} ${entry.route}`).toBe('Método não permitido.');
      }
    }
    expect(await routerAnswer('GET', 'nao-registrada')).toBe('Recurso não encontrado.');
  });
});
