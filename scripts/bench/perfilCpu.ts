/**
 * `tsx scripts/bench/perfilCpu.ts [address…]`: one cold load of each address on the phone profile with V8's CPU profiler
 * on; prints where the main thread's time went between the entry's arrival and React's screen, by function and by file.
 */
import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
import { lerCarga, marcarTela } from './pronto.ts';
import { comPilhaENavegador, contextoTelefone, emularTelefone, rotasTelefone } from './telefone.ts';

const pedidas = process.argv.slice(2);
const rotas = rotasTelefone.filter(({ path }) => pedidas.length === 0 || pedidas.includes(path));

const mapas = new Map<string, SourceMapConsumer | null>();
/** The package or source file a frame of the build's code comes from (web/dist-debug keeps the source maps). */
function origem(url: string, linha: number, coluna: number, comLinha = false): string {
  const arquivo = url.replace(/.*\/assets\//, '');
  if (!mapas.has(arquivo)) {
    try {
      mapas.set(
        arquivo,
        new SourceMapConsumer(JSON.parse(readFileSync(`web/dist-debug/assets/${arquivo}.map`, 'utf8'))),
      );
    } catch {
      mapas.set(arquivo, null);
    }
  }
  const posicao = mapas.get(arquivo)?.originalPositionFor({ line: linha + 1, column: coluna });
  const fonte = posicao?.source;
  if (!fonte) return arquivo || url;
  if (comLinha) return `${fonte.replace(/.*node_modules\//, '').replace(/^(\.\.\/)+/, '')}:${posicao?.line}`;
  const pacote = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(fonte);
  return pacote?.[1] ?? fonte.replace(/^(\.\.\/)+/, '');
}

interface No {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

await comPilhaENavegador(async ({ alvo, browser, sessoes }) => {
  for (const rota of [{ path: '/painel', conta: 'usuario' as const }, ...rotas]) {
    const url = new URL(rota.path, alvo.web);
    const context = await browser.newContext(contextoTelefone(url, sessoes[rota.conta]));
    const page = await context.newPage();
    const cdp = await emularTelefone(page);
    await page.addInitScript(marcarTela);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(url.href);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.waitForTimeout(1000);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as {
      profile: { nodes: No[]; startTime: number; samples: number[]; timeDeltas: number[] };
    };
    const carga = await lerCarga(page);
    await context.close();
    const entrada = carga.requisicoes.find(({ caminho }) => /\/assets\/index-/.test(caminho));
    const de = entrada?.fimMs ?? 0;
    const ate = carga.telaMs;
    const nos = new Map(profile.nodes.map((no) => [no.id, no]));
    const pais = new Map<number, number>();
    for (const no of profile.nodes) for (const filho of no.children ?? []) pais.set(filho, no.id);
    /** For zod's samples: the nearest caller outside zod (a schema built at import, or a parse), by source. */
    const zodPorChamador = new Map<string, number>();
    const porFuncao = new Map<string, number>();
    /** 25 ms slices of the window, each with its busiest source: where the page waited, and on what. */
    const fatias = new Map<number, Map<string, number>>();
    const porArquivo = new Map<string, number>();
    // The profile's clock is not the page's: the window opens at the first sample in the entry's code.
    const tempos: number[] = [];
    let t = profile.startTime;
    for (const delta of profile.timeDeltas) {
      t += delta;
      tempos.push(t / 1000);
    }
    const primeira = profile.samples.findIndex((id) => /\/index-/.test(nos.get(id)?.callFrame.url ?? ''));
    const inicio = (tempos[primeira] ?? 0) - 0.001;
    for (let i = 0; i < profile.samples.length; i++) {
      const ms = (tempos[i] ?? 0) - inicio + de;
      if (ms < de || ms > ate) continue;
      const no = nos.get(profile.samples[i] ?? -1);
      if (!no) continue;
      const passo = (profile.timeDeltas[i + 1] ?? 0) / 1000;
      const { url: endereco, lineNumber, columnNumber } = no.callFrame;
      const arquivo = endereco ? origem(endereco, lineNumber, columnNumber) : `(${no.callFrame.functionName})`;
      const funcao = `${no.callFrame.functionName || '(anon)'} ${endereco ? origem(endereco, lineNumber, columnNumber, true) : ''}`;
      porFuncao.set(funcao, (porFuncao.get(funcao) ?? 0) + passo);
      porArquivo.set(arquivo, (porArquivo.get(arquivo) ?? 0) + passo);
      if (arquivo === 'zod') {
        let acima = pais.get(no.id);
        let chamador = '?';
        while (acima !== undefined) {
          const frame = nos.get(acima)?.callFrame;
          const fonte = frame?.url ? origem(frame.url, frame.lineNumber, frame.columnNumber) : '';
          if (fonte && fonte !== 'zod') {
            chamador = `${fonte} ${frame?.functionName || '(top)'}`;
            break;
          }
          acima = pais.get(acima);
        }
        zodPorChamador.set(chamador, (zodPorChamador.get(chamador) ?? 0) + passo);
      }
      const fatia = Math.floor(ms / 25) * 25;
      const naFatia = fatias.get(fatia) ?? new Map<string, number>();
      naFatia.set(arquivo, (naFatia.get(arquivo) ?? 0) + passo);
      fatias.set(fatia, naFatia);
    }
    const top = (mapa: Map<string, number>, n: number) =>
      [...mapa]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([nome, ms]) => `  ${ms.toFixed(1).padStart(7)} ms  ${nome}`)
        .join('\n');
    console.log(`\n${rota.path}: entry in at ${Math.round(de)} ms, screen at ${Math.round(ate)} ms`);
    console.log(`by file:\n${top(porArquivo, 12)}\nby function (self):\n${top(porFuncao, 25)}`);
    console.log(`zod's time by its caller:\n${top(zodPorChamador, 15)}`);
    if (process.env.PERFIL_FATIAS) {
      for (const [inicioFatia, naFatia] of [...fatias].sort((a, b) => a[0] - b[0])) {
        const [principal, msPrincipal] = [...naFatia].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
        console.log(`  ${String(inicioFatia).padStart(5)} ms  ${principal} ${msPrincipal.toFixed(0)} ms`);
      }
    }
  }
});
