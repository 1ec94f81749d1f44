import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSingleSubmit } from '../src/lib/useSingleSubmit.ts';

describe('useSingleSubmit', () => {
  it('sends once while a send is in flight (the second call answers null), and again once it ended, even after a failure', async () => {
    const enviados: string[] = [];
    let terminar: (valor: string) => void = () => {};
    let falhar = false;
    const enviar = (envio: string) => {
      enviados.push(envio);
      if (falhar) return Promise.reject(new Error('sem conexão'));
      return new Promise<string>((resolve) => {
        terminar = resolve;
      });
    };
    const { result } = renderHook(() => useSingleSubmit(enviar));

    const primeiro = result.current('a');
    expect(await result.current('b')).toBeNull();
    terminar('ok');
    expect(await primeiro).toBe('ok');
    expect(enviados).toEqual(['a']);

    falhar = true;
    await expect(result.current('c')).rejects.toThrow('sem conexão');
    falhar = false;
    const depois = result.current('d');
    terminar('de novo');
    expect(await depois).toBe('de novo');
    expect(enviados).toEqual(['a', 'c', 'd']);
  });
});
