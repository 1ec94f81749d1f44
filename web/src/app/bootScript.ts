import { dateTimeFormatOptions, precoFormatOptions } from '@portal/shared/format/intlFormats';
import { mostraCarrinhoTopBar } from '../features/carrinho/carrinhoTopBarPaths.ts';
import { pedidosPorPagina, urlDaPagina } from '../features/pedidos/buscaUrl.ts';
import { keys, readStoredToken } from '../lib/storageKeys.ts';
import { whenIdle } from '../lib/whenIdle.ts';
import type { BootRead } from './bootReads.ts';
import type { ScreenPath } from './screens.ts';

/** A signed-in screen's heading as the shell paints it: the text around the stored user's name, if it has one. */
export interface ShellTitle {
  antes: string;
  depois: string;
  comNome: boolean;
  /** The roles that may see the screen (its permission's), or null for every signed-in user. */
  papeis: string[] | null;
}

/** What the build writes into the boot script (plugins/bootScript.ts). */
export interface BootData {
  /** '' (Static Web Apps' linked backend answers /api) or the Function app's origin in `direct` mode. */
  api: string;
  /** The chunks and styles the first screen of each address loads beyond index.html's, by whether a session is stored. */
  arquivos: Record<'comSessao' | 'semSessao', Record<string, string[]>>;
  /** The headings of the signed-in addresses whose shell shows one (app/screens.ts). */
  titulos: Record<string, ShellTitle>;
}

/**
 * A read a signed-in first screen starts with, made here beside the code instead of after it ran (a screen may have
 * several). `publica`: read
 * without the token, as the app reads it before the session is checked (router.tsx, dadosPublicos). `imagens`: the
 * answer's list and picture field; the pictures of its first row are preloaded as soon as the answer arrives. Only
 * at the address without a query: filters in the URL change the call.
 */
interface Leitura {
  url: string;
  publica?: boolean;
  imagens?: { lista: string; campo: string };
}

const leituras: Partial<Record<ScreenPath, readonly Leitura[]>> = {
  '/home': [{ url: '/api/produtos', publica: true, imagens: { lista: 'produtos', campo: 'imagem_miniatura_url' } }],
  '/meus-pedidos': [{ url: urlDaPagina('meus', {}, { limite: pedidosPorPagina }) }],
  // The franchise units of the list's unit filter (features/pedidos/pedidosApi.ts `unidadesDoFiltroQuery`, decision
  // 134), which the screen asks for as it renders.
  '/admin-pedidos': [{ url: urlDaPagina('admin', {}, { limite: pedidosPorPagina }) }, { url: '/api/admin/unidades' }],
};

/**
 * The cards in the first row of the shop's grid at this width (components/produtoCard.css: 15rem columns, 1.25rem
 * gaps, 72rem wide).
 */
const colunasDaLoja = () => Math.max(1, Math.floor((Math.min(innerWidth, 1152) - 12) / 260));

/**
 * The shop's cards whose pictures the screen asks for as it first renders: Chromium fetches a lazy picture within
 * 1250 px of the viewport on a 4G connection, 2500 px on slower ones (web.dev, "Browser-level image lazy loading",
 * distance-from-viewport thresholds). A card is a square picture atop at least 10rem of text (shell.css) and a
 * 1.25rem gap, in 1rem of page padding: counting it no taller than that errs on fetching one row more.
 */
function cartoesDaPrimeiraCarga(colunas: number): number {
  const largura = (Math.min(innerWidth, 1152) - 32 - (colunas - 1) * 20) / colunas;
  const conexao = (navigator as { connection?: { effectiveType?: string } }).connection?.effectiveType;
  const distancia = conexao === '4g' ? 1250 : 2500;
  return colunas * Math.ceil((innerHeight + distancia) / (largura + 180));
}

/** A field of a value parsed from JSON, if it is an object that has it. */
const campo = (valor: unknown, nome: string): unknown =>
  typeof valor === 'object' && valor !== null ? (valor as Record<string, unknown>)[nome] : undefined;

/** The stored session as it is, unchecked: whether one is stored, its token, its user's name and role. */
function sessaoGuardada() {
  const sessao = { comSessao: false, token: null as string | null, usuario: null as unknown };
  // Storage may refuse (a privacy mode) and the stored user may not be JSON: what was read so far counts.
  try {
    sessao.token = readStoredToken();
    const dados = localStorage.getItem(keys.userData);
    sessao.comSessao = dados !== null;
    sessao.usuario = dados === null ? null : JSON.parse(dados);
  } catch {}
  const texto = (nome: string) => {
    const valor = campo(sessao.usuario, nome);
    return typeof valor === 'string' ? valor : null;
  };
  return { comSessao: sessao.comSessao, token: sessao.token, nome: texto('username'), papel: texto('role') };
}

/** Runs `pinta` on the shell once the parser reached it (this script may run before the body is parsed). */
function naCasca(pinta: (casca: Element) => void) {
  const aplicar = () => {
    const casca = document.querySelector('.shell');
    if (casca) pinta(casca);
    return casca !== null;
  };
  if (!aplicar()) document.addEventListener('DOMContentLoaded', aplicar, { once: true });
}

/**
 * The boot script: the first script in index.html's head, run as soon as it arrives, while the entry is still
 * downloading. From the address and whether a session is stored it preloads the chunks and styles of the first
 * screen (they download beside the entry instead of after it runs) and starts the stored session's profile call
 * and the screen's first read, which app/bootReads.ts hands to the app once. With a stored session it also fills
 * the shell: the screen's heading, the cart bar's place, and on the shop the first row's pictures as soon as the
 * product list arrives (the screen's largest paint: the shell shows it before React does, which paints it again
 * in place).
 */
export function runBootScript({ api, arquivos, titulos }: BootData): void {
  // The app ran first (bootReads.ts, closeBootReads): it reads, loads and paints for itself.
  if (window.__portalBootReads) return;
  const { comSessao, token, nome, papel } = sessaoGuardada();
  const caminho = location.pathname.replace(/[/]+$/, '') || '/';
  const precargas: Record<string, BootRead> = {};
  const ler = (url: string, publica = false) => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (!publica) headers['X-Portal-Authorization'] = `Bearer ${token}`;
    const resposta = fetch(api + url, { headers });
    // Unused (a redirect, an error): no unhandled rejection; the app handles its own.
    resposta.catch(() => undefined);
    precargas[url] = { token: publica ? null : token, resposta };
    return resposta;
  };

  if (comSessao && token) {
    // The profile call first: the router waits for it before any signed-in screen. Then the cart, which the frame's
    // navbar counts on every signed-in screen: with a session every address shows one but the pages anyone sees,
    // which `arquivos.comSessao` leaves out.
    ler('/api/profile');
    if (arquivos.comSessao[caminho]) ler('/api/carrinho');
    const titulo = titulos[caminho];
    const podeVer = !titulo?.papeis || (papel !== null && titulo.papeis.includes(papel));
    if (titulo && podeVer && (!titulo.comNome || nome)) {
      naCasca((casca) => {
        const elemento = casca.querySelector('.shell__title');
        if (!elemento) return;
        elemento.textContent = titulo.antes + (titulo.comNome ? nome : '') + titulo.depois;
        elemento.classList.add('shell__title--texto');
        if (mostraCarrinhoTopBar(caminho)) casca.classList.add('shell--barra');
      });
    }
    if (podeVer && location.search === '') {
      for (const leitura of leituras[caminho as ScreenPath] ?? []) {
        const resposta = ler(leitura.url, leitura.publica);
        const imagens = leitura.imagens;
        if (imagens) {
          resposta
            .then((lida) => (lida.ok ? (lida.clone().json() as Promise<unknown>) : null))
            .then((corpo) => {
              const lista = campo(corpo, imagens.lista);
              // The pictures the screen asks for at once, in order: the shell shows the first row's, up to the first
              // entry without one (a card the screen shows with a placeholder: a later picture must never land in an
              // earlier card), and the others are preloaded. Same-origin paths only.
              const colunas = colunasDaLoja();
              const urls: string[] = [];
              for (const item of Array.isArray(lista) ? lista.slice(0, cartoesDaPrimeiraCarga(colunas)) : []) {
                const url = campo(item, imagens.campo);
                if (typeof url === 'string' && /^[/](?![/])/.test(url)) urls.push(api + url);
                else if (urls.length < colunas) break;
              }
              const primeiraLinha = urls.slice(0, colunas);
              if (primeiraLinha.length > 0) mostrarImagens(primeiraLinha);
              depoisDaEntrada(() => {
                for (const url of urls.slice(primeiraLinha.length)) preloadImagem(url);
              });
            })
            .catch(() => undefined);
        }
      }
    }
  }

  window.__portalBootReads = precargas;
  for (const arquivo of (comSessao ? arquivos.comSessao : arquivos.semSessao)[caminho] ?? []) {
    const link = document.createElement('link');
    if (arquivo.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = `/${arquivo}`;
    document.head.appendChild(link);
  }
  if (comSessao) whenIdle(aquecerFormatos);
  whenIdle(aquecerSessionStorage);
}

/**
 * A page's first use of sessionStorage waits for the browser to hand over the storage area (a synchronous call to its
 * process): the router reads its scroll positions from there as its module starts, ~11 ms of a phone's main thread
 * before the first screen (scripts/bench/perfilCpu.ts). While the entry downloads the thread is idle: the boot
 * script asks for the area then.
 */
function aquecerSessionStorage() {
  try {
    void sessionStorage.length;
  } catch {}
}

/**
 * The first pt-BR price, number or date a page formats loads the locale's data and the time zone's (ICU, once per
 * page): 0.13–0.18 s of a phone's CPU, which a signed-in screen's first render would pay (the sign-in screens format
 * none). While the entry downloads the main thread is idle, so the boot script pays it then, with the options of the
 * app's own formatters (shared/src/format), which then start warm.
 */
function aquecerFormatos() {
  new Intl.NumberFormat('pt-BR', precoFormatOptions).format(0);
  new Intl.DateTimeFormat('pt-BR', dateTimeFormatOptions).format(0);
}

/**
 * Runs `depois` once the app's entry script has arrived (its resource timing entry is in): the pictures below the
 * shop's first row then download while the entry runs, rather than share a phone's bandwidth with the code the
 * screen waits for. Without an entry to wait for, at once.
 */
function depoisDaEntrada(depois: () => void) {
  const entrada = document.querySelector<HTMLScriptElement>('script[type="module"][src]:not([async])')?.src;
  const chegou = () => !entrada || performance.getEntriesByName(entrada).length > 0;
  if (chegou() || typeof PerformanceObserver === 'undefined') return depois();
  const observador = new PerformanceObserver(() => {
    if (!chegou()) return;
    observador.disconnect();
    depois();
  });
  observador.observe({ type: 'resource' });
}

/** Fetches a picture the screen will show, to the page's memory cache, where the screen's <img> finds it. */
function preloadImagem(url: string) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  document.head.appendChild(link);
}

/** The shop's first row of pictures in the shell's cards, while the shell is on screen with the shop's heading. */
function mostrarImagens(urls: string[]) {
  naCasca((casca) => {
    if (!casca.isConnected || !casca.querySelector('.shell__title--texto')) return;
    casca.classList.add('shell--imagens');
    const cartoes = casca.querySelectorAll('.shell__card');
    urls.forEach((url, indice) => {
      const cartao = cartoes[indice];
      if (!cartao) return;
      const imagem = document.createElement('img');
      imagem.src = url;
      imagem.alt = '';
      imagem.width = 480;
      imagem.height = 480;
      imagem.className = 'shell__imagem';
      cartao.appendChild(imagem);
    });
  });
}
