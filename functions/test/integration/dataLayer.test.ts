import { randomUUID } from 'node:crypto';
import type { Container } from '@azure/cosmos';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import * as z from 'zod/mini';
import { createDependencies, type Dependencies } from '../../src/app/dependencies.ts';
import { loadConfig } from '../../src/config.ts';
import { typedItems } from '../../src/data/cosmosItems.ts';
import { conflict, RefusalError } from '../../src/errors.ts';

/** The data-layer helpers against the Cosmos stand-in, through the production SDK, in a throwaway container. */
let deps: Dependencies;
let container: Container;

const notaSchema = z.object({ id: z.string(), tipo: z.literal('nota'), userId: z.string(), ordem: z.number() });
const contaSchema = z.object({ id: z.string(), tipo: z.literal('conta'), userId: z.string(), valor: z.number() });

beforeAll(async () => {
  deps = createDependencies(loadConfig(inject('settings')));
  const { container: created } = await deps.cosmos.database.containers.createIfNotExists({
    id: `teste-${randomUUID().slice(0, 8)}`,
    partitionKey: { paths: ['/userId'] },
  });
  container = created;
});
afterAll(async () => {
  await container.delete();
  deps.cosmos.client.dispose();
});

describe('typed slices of a mixed container', () => {
  it('each kind sees only its own documents, in queries, counts and point reads', async () => {
    const userId = randomUUID();
    const notas = typedItems(container, notaSchema, { tipo: 'nota', partitionKeyPath: '/userId' });
    const contas = typedItems(container, contaSchema, { tipo: 'conta', partitionKeyPath: '/userId' });
    await notas.create({ id: 'n1', tipo: 'nota', userId, ordem: 1 });
    await contas.create({ id: 'c1', tipo: 'conta', userId, valor: 10 });

    expect((await notas.find({ partitionKey: userId })).map((nota) => nota.id)).toEqual(['n1']);
    // A query scoped to one partition never sees another's documents (the stand-in ignores the scope itself).
    await notas.create({ id: 'n2', tipo: 'nota', userId: randomUUID(), ordem: 2 });
    expect((await notas.find({ partitionKey: userId })).map((nota) => nota.id)).toEqual(['n1']);
    expect(await notas.count({ partitionKey: userId })).toBe(1);
    expect(await contas.count({ partitionKey: userId })).toBe(1);
    expect(await notas.read('c1', userId)).toBeNull();
    expect((await contas.read('c1', userId))?.doc.valor).toBe(10);
  });
});

describe('paged query', () => {
  it('walks every document once, in order, page by page, and ends with a null token', async () => {
    const userId = randomUUID();
    const notas = typedItems(container, notaSchema, { tipo: 'nota', partitionKeyPath: '/userId' });
    for (let ordem = 1; ordem <= 7; ordem++) await notas.create({ id: `p${ordem}`, tipo: 'nota', userId, ordem });

    const seen: number[] = [];
    const sizes: number[] = [];
    let token: string | null = null;
    do {
      const page = await notas.page(
        { where: 'c.userId = @u', parameters: [{ name: '@u', value: userId }], orderBy: 'c.ordem DESC' },
        { pageSize: 3, continuationToken: token },
      );
      sizes.push(page.items.length);
      seen.push(...page.items.map((nota) => nota.doc.ordem));
      expect(page.items.every((nota) => nota.etag !== '')).toBe(true);
      token = page.continuationToken;
    } while (token);
    expect(seen).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect(sizes.every((size) => size >= 1 && size <= 3)).toBe(true);
  });

  it('batches: every document once, in order, in batches of at most the size asked, with the fields asked alone', async () => {
    const userId = randomUUID();
    const notas = typedItems(container, notaSchema, { tipo: 'nota', partitionKeyPath: '/userId' });
    for (let ordem = 1; ordem <= 7; ordem++) await notas.create({ id: `b${ordem}`, tipo: 'nota', userId, ordem });

    const lotes: number[][] = [];
    for await (const lote of notas.batches(
      { where: 'c.userId = @u', parameters: [{ name: '@u', value: userId }], orderBy: 'c.ordem DESC' },
      ['ordem'],
      z.strictObject({ ordem: z.number() }),
      3,
    )) {
      lotes.push(lote.map((nota) => nota.ordem));
    }
    expect(lotes.flat()).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect(lotes.length).toBeGreaterThanOrEqual(3);
    expect(lotes.every((lote) => lote.length >= 1 && lote.length <= 3)).toBe(true);
  });

  it('refuses a continuation token it did not issue as invalid, in pt-BR', async () => {
    const notas = typedItems(container, notaSchema, { tipo: 'nota', partitionKeyPath: '/userId' });
    const attempt = notas.page({}, { pageSize: 2, continuationToken: '{"nao":"e um token"' });
    await expect(attempt).rejects.toBeInstanceOf(RefusalError);
    await expect(attempt).rejects.toMatchObject({
      kind: 'invalid',
      message: 'Parâmetro de paginação inválido. Recarregue a lista.',
    });
  });
});

describe('update with retry', () => {
  it('applies every one of many concurrent read-modify-writes exactly once', async () => {
    const userId = randomUUID();
    const contas = typedItems(container, contaSchema, { tipo: 'conta', partitionKeyPath: '/userId' });
    await Promise.all(
      Array.from({ length: 12 }, () =>
        contas.update('saldo', userId, (current) => ({
          id: 'saldo',
          tipo: 'conta',
          userId,
          valor: (current?.valor ?? 0) + 1,
        })),
      ),
    );
    expect((await contas.read('saldo', userId))?.doc.valor).toBe(12);
  });

  it('starts over when the document is deleted between its read and its write (sign-in racing a reset)', async () => {
    const userId = randomUUID();
    const contas = typedItems(container, contaSchema, { tipo: 'conta', partitionKeyPath: '/userId' });
    await contas.create({ id: 'apagada', tipo: 'conta', userId, valor: 1 });
    let attempts = 0;
    const stored = await contas.update('apagada', userId, async (current) => {
      attempts++;
      // Another request removes it after this one read it (done here to make the race certain).
      if (attempts === 1) await contas.remove('apagada', userId);
      return { id: 'apagada', tipo: 'conta', userId, valor: (current?.valor ?? 0) + 10 };
    });
    expect(attempts).toBe(2);
    expect(stored?.valor).toBe(10);
    expect((await contas.read('apagada', userId))?.doc.valor).toBe(10);
  });

  it('writes nothing when the change refuses or leaves the document as it is', async () => {
    const userId = randomUUID();
    const contas = typedItems(container, contaSchema, { tipo: 'conta', partitionKeyPath: '/userId' });
    await contas.create({ id: 'fixa', tipo: 'conta', userId, valor: 5 });
    const before = await contas.read('fixa', userId);
    await expect(
      contas.update('fixa', userId, () => {
        throw conflict('recusado');
      }),
    ).rejects.toMatchObject({ kind: 'conflict' });
    expect(await contas.update('fixa', userId, () => null)).toMatchObject({ valor: 5 });
    expect((await contas.read('fixa', userId))?.etag).toBe(before?.etag);
  });
});
