/**
 * `tsx scripts/bench/cobertura.ts [address…]`: which source modules of each address's first load ran before its
 * screen was up, and how many of their bytes did not — the code a first load downloads for nothing.
 */
import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
import { comPilhaENavegador, contextoTelefone, rotasTelefone } from './telefone.ts';

const pedidas = process.argv.slice(2);
const rotas = rotasTelefone.filter(({ path }) => pedidas.length === 0 || pedidas.includes(path));

await comPilhaENavegador(async ({ alvo, browser, sessoes }) => {
  for (const rota of rotas) {
    const url = new URL(rota.path, alvo.web);
    const context = await browser.newContext(contextoTelefone(url, sessoes[rota.conta]));
    const page = await context.newPage();
    await page.coverage.startJSCoverage({ resetOnNavigation: false });
    await page.goto(url.href);
    await page.waitForSelector('h1');
    const cobertura = await page.coverage.stopJSCoverage();
    await context.close();
    const porModulo = new Map<string, { total: number; usado: number }>();
    for (const { url: endereco, source, functions } of cobertura) {
      if (!source || !endereco.includes('/assets/')) continue;
      const arquivo = endereco.replace(/.*\/assets\//, '');
      // Each byte's count: the innermost range that covers it wins (V8's block coverage nests ranges).
      const contagem = new Uint32Array(source.length).fill(0);
      const faixas = functions
        .flatMap((funcao) => funcao.ranges)
        .sort((a, b) => b.endOffset - b.startOffset - (a.endOffset - a.startOffset));
      for (const { startOffset, endOffset, count } of faixas) contagem.fill(count, startOffset, endOffset);
      let mapa: SourceMapConsumer | null = null;
      try {
        mapa = new SourceMapConsumer(JSON.parse(readFileSync(`web/dist-debug/assets/${arquivo}.map`, 'utf8')));
      } catch {}
      const linhas = source.split('\n');
      let deslocamento = 0;
      for (let linha = 0; linha < linhas.length; linha++) {
        const texto = linhas[linha] ?? '';
        for (let coluna = 0; coluna < texto.length; coluna++) {
          const fonte = mapa?.originalPositionFor({ line: linha + 1, column: coluna }).source ?? arquivo;
          const nome = fonte.replace(/.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
          const registro = porModulo.get(nome) ?? { total: 0, usado: 0 };
          registro.total++;
          if ((contagem[deslocamento + coluna] ?? 0) > 0) registro.usado++;
          porModulo.set(nome, registro);
        }
        deslocamento += texto.length + 1;
      }
    }
    const linhas = [...porModulo]
      .map(([nome, { total, usado }]) => ({ nome, total, naoUsado: total - usado }))
      .sort((a, b) => b.naoUsado - a.naoUsado)
      .slice(0, 30);
    console.log(`\n${rota.path}: bytes of code not run before the screen, by module (of its total)`);
    for (const { nome, total, naoUsado } of linhas) {
      console.log(`  ${String(naoUsado).padStart(7)} / ${String(total).padStart(7)}  ${nome}`);
    }
  }
});
