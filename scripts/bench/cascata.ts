/**
 * `tsx scripts/bench/cascata.ts [address…]`: one cold load of each address of the phone measure (telefone.ts) on the
 * phone profile, printed as a waterfall — each request's start, end and bytes in the page's clock, React's screen and
 * READY (pronto.ts) — then its repeat visit's READY: where a load's time goes. `CASCATA_VEZES=n` loads each n times.
 */
import type { Page } from '@playwright/test';
import { lerCarga, marcarTela, prontoMs } from './pronto.ts';
import { comPilhaENavegador, contextoTelefone, emularTelefone, rotasTelefone } from './telefone.ts';

const pedidas = process.argv.slice(2);
const rotas = rotasTelefone.filter(({ path }) => pedidas.length === 0 || pedidas.includes(path));
const vezes = Number(process.env.CASCATA_VEZES ?? 1);

await comPilhaENavegador(async ({ alvo, browser, sessoes }) => {
  /** A load of `url` once the network went quiet and a second passed for the last paints. */
  const carregada = async (page: Page, url: URL) => {
    await page.goto(url.href);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.waitForFunction(() => document.querySelector('h1'), undefined, { timeout: 60_000 });
    await page.waitForTimeout(1000);
    return lerCarga(page);
  };
  // The first load warms the stack (the API's first requests), as the bench's does: not printed.
  const aquecer = [{ path: '/painel', conta: 'usuario' as const, vezes: 1, mostrar: false }];
  for (const rota of [...aquecer, ...rotas.map((rota) => ({ ...rota, vezes, mostrar: true }))]) {
    for (let vez = 0; vez < rota.vezes; vez++) {
      const url = new URL(rota.path, alvo.web);
      const context = await browser.newContext(contextoTelefone(url, sessoes[rota.conta]));
      const page = await context.newPage();
      await emularTelefone(page);
      await page.addInitScript(marcarTela);
      const fria = await carregada(page, url);
      const repetida = await carregada(page, url);
      await context.close();
      if (!rota.mostrar) continue;
      console.log(`\n${rota.path} cold: screen ${Math.round(fria.telaMs)} ms, READY ${Math.round(prontoMs(fria))} ms`);
      for (const { inicioMs, fimMs, bytes, caminho } of fria.requisicoes) {
        const ms = (valor: number) => String(Math.round(valor)).padStart(5);
        console.log(`  ${ms(inicioMs)} → ${ms(fimMs)}  ${String(bytes).padStart(7)}  ${caminho}`);
      }
      console.log(
        `${rota.path} repeat: screen ${Math.round(repetida.telaMs)} ms, READY ${Math.round(prontoMs(repetida))} ms`,
      );
    }
  }
});
