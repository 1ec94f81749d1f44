import { readdirSync, readFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HttpRequest, InvocationContext } from '@azure/functions';
import { mensagens } from '@portal/shared';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { HttpError, withErrorHandling } from '../../src/app/http.ts';
import {
  ConcurrencyConflict,
  callDependency,
  conflict,
  DependencyUnavailableError,
  forbidden,
  invalid,
  isTransportFailure,
  notFound,
  tooManyRequests,
  unauthenticated,
  unavailable,
  unprocessable,
} from '../../src/errors.ts';

const withCode = (code: string) => Object.assign(new Error(code), { code });

describe('dependency failures', () => {
  it('recognises network failures, timeouts and throttling, also as causes', () => {
    expect(isTransportFailure(withCode('ECONNREFUSED'))).toBe(true);
    expect(isTransportFailure(Object.assign(new Error('busy'), { statusCode: 503 }))).toBe(true);
    expect(isTransportFailure(new Error('wrapped', { cause: withCode('ETIMEDOUT') }))).toBe(true);
    expect(isTransportFailure(Object.assign(new Error('conflict'), { statusCode: 409 }))).toBe(false);
    expect(isTransportFailure('ECONNREFUSED')).toBe(false);
  });

  it('turns only transport failures into DependencyUnavailableError', async () => {
    await expect(callDependency('cosmos', () => Promise.reject(withCode('ECONNRESET')))).rejects.toBeInstanceOf(
      DependencyUnavailableError,
    );
    const bug = new TypeError('bug');
    await expect(callDependency('cosmos', () => Promise.reject(bug))).rejects.toBe(bug);
  });
});

/** What withErrorHandling answers when the handler throws `error`, and what it logged. */
async function answerTo(error: unknown) {
  const logs = vi.fn();
  const context = new InvocationContext({ invocationId: 'invocacao-1', logHandler: logs });
  const handler = withErrorHandling(() => Promise.reject(error));
  const response = await handler(new HttpRequest({ method: 'GET', url: 'http://localhost/api/teste' }), context);
  return { status: response.status, body: response.jsonBody, headers: response.headers, logs };
}

const noStore = { 'Cache-Control': 'no-store' };

describe('errors become answers in app/http.ts alone', () => {
  it.each([
    { refusal: invalid('campo'), status: 400 },
    { refusal: unauthenticated('sessão'), status: 401 },
    { refusal: forbidden('proibido'), status: 403 },
    { refusal: notFound('sumiu'), status: 404 },
    { refusal: conflict('mudou'), status: 409 },
    { refusal: unprocessable('outra chave'), status: 422 },
    { refusal: tooManyRequests('calma'), status: 429 },
    { refusal: unavailable('fora do ar'), status: 503 },
  ])('a refusal of kind $refusal.kind is a $status with its own message', async ({ refusal, status }) => {
    expect(await answerTo(refusal)).toMatchObject({ status, body: { message: refusal.message }, headers: noStore });
  });

  it('says when to try again only when the refusal knows', async () => {
    expect((await answerTo(tooManyRequests('calma', 7))).headers).toEqual({ ...noStore, 'Retry-After': '7' });
    expect((await answerTo(unavailable('fora do ar', 3))).headers).toEqual({ ...noStore, 'Retry-After': '3' });
  });

  it('answers a concurrency conflict no service explained as a generic 409', async () => {
    const answer = await answerTo(new ConcurrencyConflict('changed meanwhile'));
    expect(answer).toMatchObject({ status: 409, body: { message: mensagens.conflitoConcorrente } });
  });

  it('answers an unreachable dependency with 503 and Retry-After, and logs which one', async () => {
    const answer = await answerTo(new DependencyUnavailableError('blob'));
    expect(answer).toMatchObject({ status: 503, body: { message: mensagens.servicoIndisponivel } });
    expect(answer.headers).toEqual({ ...noStore, 'Retry-After': '5' });
    expect(answer.logs).toHaveBeenCalledWith('warning', expect.stringContaining('blob'));
  });

  it('answers a schema violation with its first message', async () => {
    const violation = z.object({ nome: z.string('Informe o nome.') }).safeParse({}).error;
    expect(await answerTo(violation)).toMatchObject({ status: 400, body: { message: 'Informe o nome.' } });
  });

  it('keeps the status of an HttpError, which only app/ and routes/ throw', async () => {
    expect(await answerTo(new HttpError(415, 'formato'))).toMatchObject({ status: 415, body: { message: 'formato' } });
  });

  it('answers anything else with a generic 500 carrying the invocation id, logged as an error', async () => {
    const answer = await answerTo(new TypeError('bug'));
    expect(answer).toMatchObject({
      status: 500,
      body: { message: mensagens.erroInterno, correlationId: 'invocacao-1' },
    });
    expect(answer.logs).toHaveBeenCalledWith('error', expect.stringContaining('invocacao-1'), expect.any(TypeError));
  });
});

const srcDir = fileURLToPath(new URL('../../src/', import.meta.url));
const camadas = ['services', 'data'] as const;
const sources = camadas.flatMap((camada) =>
  readdirSync(join(srcDir, camada), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => ({ path: `${camada}/${file}`, text: readFileSync(join(srcDir, camada, file), 'utf8') })),
);

/** Every status Node knows from 300 up: a service or repository has no business choosing one. */
const statusLiteral = new RegExp(
  `\\b(?:${Object.keys(STATUS_CODES)
    .filter((code) => Number(code) >= 300)
    .join('|')})\\b`,
  'g',
);
/** Cosmos and Blob Storage report their answers as HTTP statuses: data/ may compare one to tell what happened. */
const readsDependencyStatus = /(?:\bstatusOf\(\w+\)|\.statusCode|\.code|\bstatus)\s*(?:[=!]==|[<>]=?)\s*$/;
/** Comments may say what Cosmos answers; they are blanked, their line breaks kept so line numbers stay true. */
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, (comment) => comment.replace(/[^\n]/g, ''));

describe('services and data know nothing of HTTP', () => {
  it('reads the sources of both layers', () => {
    expect(sources.length).toBeGreaterThan(40);
  });

  it('never import the HTTP layer or its error type', () => {
    const offenders = sources.filter(({ text }) =>
      /\bHttpError\b|from '@azure\/functions'|from '(?:\.\.\/)+app\//.test(text),
    );
    expect(offenders.map(({ path }) => path)).toEqual([]);
  });

  it('name no HTTP status, except data/ reading what a backing service answered', () => {
    const offenders = sources.flatMap(({ path, text }) =>
      withoutComments(text)
        .split('\n')
        .flatMap((line, index) =>
          [...line.matchAll(statusLiteral)]
            .filter((match) => !(path.startsWith('data/') && readsDependencyStatus.test(line.slice(0, match.index))))
            .map(() => `${path}:${index + 1}: ${line.trim()}`),
        ),
    );
    expect(offenders).toEqual([]);
  });
});
