import { type Dependencia, type HealthResponse, mensagens, nomesDependencias } from '@portal/shared';

export type Probe = () => Promise<void>;

async function timed(probe: Probe, timeoutMs: number) {
  const started = performance.now();
  try {
    await Promise.race([
      probe(),
      new Promise<never>((_, reject) => {
        setTimeout(() => reject(new Error('timeout')), timeoutMs).unref();
      }),
    ]);
    return { status: 'ok' as const, latencyMs: Math.round(performance.now() - started) };
  } catch {
    return {
      status: 'indisponivel' as const,
      latencyMs: Math.round(performance.now() - started),
    };
  }
}

/** Probes every dependency in parallel; the report names each one that is down. */
export async function checkHealth(probes: Record<Dependencia, Probe>, timeoutMs = 4_000): Promise<HealthResponse> {
  const names = Object.keys(probes) as Dependencia[];
  const results = await Promise.all(names.map((name) => timed(probes[name], timeoutMs)));
  const dependencias = Object.fromEntries(
    names.map((name, index) => {
      const result = results[index] ?? { status: 'indisponivel' as const, latencyMs: 0 };
      return [
        name,
        result.status === 'ok'
          ? result
          : { ...result, message: mensagens.dependenciaIndisponivel(nomesDependencias[name]) },
      ];
    }),
  ) as HealthResponse['dependencias'];
  const down = names.filter((name) => dependencias[name]?.status !== 'ok');
  if (down.length === 0) return { status: 'ok', dependencias };
  return {
    status: 'indisponivel',
    message: mensagens.dependenciaIndisponivel(down.map((name) => nomesDependencias[name]).join(', ')),
    dependencias,
  };
}
