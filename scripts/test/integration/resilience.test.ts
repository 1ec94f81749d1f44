import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { healthResponseSchema, listaProdutosResponseSchema } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type RunningStack, startStack } from '../../stack/launch.ts';

/** This file runs its own stack: it stops and kills stand-ins that the other tests share. */
let dataDir: string;
let stack: RunningStack | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portal-resilience-'));
});

afterAll(async () => {
  await stack?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const ids = async (running: RunningStack) => {
  const response = await fetch(`${running.urls.api}/produtos`);
  return listaProdutosResponseSchema
    .parse(await response.json())
    .produtos.map((produto) => produto.id)
    .sort();
};

describe('local stack', () => {
  // Two stack starts: slow when the integration files around it load the machine, hence the longer limit.
  it('keeps its data across a restart and does not seed twice', { timeout: 120_000 }, async () => {
    const first = await startStack({ dataDir, webRoot: null, apiZip: inject('apiZip'), quiet: true });
    stack = first;
    expect(first.seeded).toEqual({ seeded: true, products: 10 });
    const before = await ids(first);
    await first.stop();

    stack = await startStack({ dataDir, webRoot: null, apiZip: inject('apiZip'), quiet: true });
    expect(stack.seeded.seeded).toBe(false);
    expect(await ids(stack)).toEqual(before);
    const image = await fetch(`${stack.urls.api}/produtos/${before[0]}/imagem/original`);
    expect(image.status).toBe(200);
  });

  it('answers 503 quickly, in pt-BR, when the Cosmos stand-in is killed', async () => {
    if (!stack) throw new Error('stack not started');
    stack.processes.cosmos.child.kill('SIGKILL');
    await new Promise((resolve) => stack?.processes.cosmos.child.once('exit', resolve));

    // A hang fails the test through the abort signal, not through the test timeout.
    const health = await fetch(`${stack.urls.api}/health`, { signal: AbortSignal.timeout(10_000) });
    expect(health.status).toBe(503);
    const report = healthResponseSchema.parse(await health.json());
    expect(report.dependencias.cosmos.status).toBe('indisponivel');
    expect(report.dependencias.blob.status).toBe('ok');
    expect(report.message).toBe('Serviço indisponível: banco de dados (Cosmos DB).');

    const produtos = await fetch(`${stack.urls.api}/produtos`, { signal: AbortSignal.timeout(10_000) });
    expect(produtos.status).toBe(503);
    expect(await produtos.json()).toEqual({
      message: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
    });

    // The API host survives and still serves what does not need the database (a product's picture does since
    // decision 60: an inactive product's are for product managers only).
    const config = await fetch(`${stack.urls.api}/config`, { signal: AbortSignal.timeout(10_000) });
    expect(config.status).toBe(200);
  });
});
