import { describe, expect, it } from 'vitest';
import { onDemand } from '../src/format/onDemand.ts';

describe('onDemand', () => {
  it('builds once, at the first call, and shares the value (a promise too)', async () => {
    let construcoes = 0;
    const valor = onDemand(async () => ++construcoes);
    expect(construcoes).toBe(0);
    const [a, b] = await Promise.all([valor(), valor()]);
    expect([a, b, await valor(), construcoes]).toEqual([1, 1, 1, 1]);
  });

  it('forgets a promise that failed: the calls that waited for it fail, the next one builds again', async () => {
    let tentativas = 0;
    const modulo = onDemand(async () => {
      tentativas++;
      if (tentativas === 1) throw new Error('chunk não carregou');
      return 'carregado';
    });
    const [primeira, junto] = await Promise.allSettled([modulo(), modulo()]);
    expect(primeira.status).toBe('rejected');
    expect(junto.status).toBe('rejected');
    expect(await modulo()).toBe('carregado');
    expect(await modulo()).toBe('carregado');
    expect(tentativas).toBe(2);
  });
});
