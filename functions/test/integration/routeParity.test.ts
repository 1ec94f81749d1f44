import { app, type HttpFunctionOptions } from '@azure/functions';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';

/** The host's root: templates carry their own `api/` segment (host.json's routePrefix is empty). */
const host = inject('apiUrl').replace(/\/api$/, '');

interface Registration {
  name: string;
  route: string;
  methods: string[];
  authLevel: string | undefined;
}

/** Whether a template matches a concrete path: literal segments alike (any case), `{param}` anything. */
const templateMatches = (template: string, path: string) => {
  const expected = template.split('/');
  const actual = path.split('/');
  return (
    expected.length === actual.length &&
    expected.every(
      (segment, index) => segment.startsWith('{') || segment.toLowerCase() === actual[index]?.toLowerCase(),
    )
  );
};

/** A concrete path for a route template: every `{param}` gets a sample value. */
const samplePath = (template: string) => template.replace(/\{[^}]+\}/g, 'amostra');

/** True when the host itself answered (no function matched): an empty 404, as the Functions host gives. */
async function answeredByHost(method: string, path: string): Promise<boolean> {
  const response = await fetch(`${host}/${path}`, { method, body: method === 'GET' ? undefined : '{}' });
  return response.status === 404 && (await response.text()) === '';
}

describe('Functions entry point and local host', () => {
  const registrations: Registration[] = [];
  const setups: unknown[] = [];

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
    vi.spyOn(app, 'setup').mockImplementation((options) => {
      setups.push(options);
    });
    // Timers and the start hook are not this file's subject: they must not reach a host that an earlier file of this
    // worker installed (test files share their worker, vitest.config.ts).
    vi.spyOn(app, 'timer').mockImplementation(() => undefined);
    vi.spyOn(app.hook, 'appStart').mockImplementation(() => ({ dispose: () => undefined }));
    for (const [key, value] of Object.entries(inject('settings'))) vi.stubEnv(key, value);
    await import('../../src/index.ts');
  });

  afterAll(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it('registers every route anonymously with explicit methods and unique names', () => {
    expect(registrations.length).toBeGreaterThanOrEqual(3);
    expect(new Set(registrations.map((entry) => entry.name)).size).toBe(registrations.length);
    for (const entry of registrations) {
      expect(entry.authLevel).toBe('anonymous');
      expect(entry.methods.length).toBeGreaterThan(0);
    }
    expect(registrations.map((entry) => entry.route)).toEqual(
      expect.arrayContaining(['api/health', 'api/produtos', 'api/produtos/{id}/imagem/{variante}']),
    );
  });

  it('turns HTTP streams on, whose requests keep repeated query keys as the local host does', () => {
    expect(setups).toEqual([{ enableHttpStream: true }]);
  });

  it('the local host answers every registered route and method through a handler', async () => {
    for (const entry of registrations) {
      for (const method of entry.methods) {
        expect(await answeredByHost(method, samplePath(entry.route)), `${method} ${entry.route}`).toBe(false);
      }
    }
  });

  it('the local host serves no method or path beyond the registrations', async () => {
    const all = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
    for (const entry of registrations) {
      const path = samplePath(entry.route);
      const servedHere = registrations
        .filter((other) => templateMatches(other.route, path))
        .flatMap((other) => other.methods);
      for (const method of all.filter((candidate) => !servedHere.includes(candidate))) {
        expect(await answeredByHost(method, path), `${method} ${entry.route}`).toBe(true);
      }
    }
    expect(await answeredByHost('GET', 'api/nao-registrada')).toBe(true);
  });
});
