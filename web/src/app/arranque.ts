import { opcoesDataHora, opcoesPreco } from '@portal/shared/format/formatosIntl';
import { mostraCarrinhoTopBar } from '../features/carrinho/carrinhoTopBarPaths.ts';
import { quandoOcioso } from '../lib/quandoOcioso.ts';
import { keys, readStoredToken } from '../lib/storageKeys.ts';
import type { Precarga } from './precargas.ts';
import type { Endereco } from './telas.ts';

/** A signed-in screen's heading as the shell paints it: the text around the stored user's name, if it has one. */
export interface TituloDaCasca {
  antes: string;
  depois: string;
  comNome: boolean;
  /** The roles that may see the screen (its permission's), or null for every signed-in user. */
  papeis: string[] | null;
}

/** What the build writes into the boot script (plugins/arranque.ts). */
export interface DadosDoArranque {
  /** '' (Static Web Apps' linked backend answers /api) or the Function app's origin in `direct` mode. */
  api: string;
  /** The chunks and styles the first screen of each address loads beyond index.html's, by whether a session is stored. */
  arquivos: Record<'comSessao' | 'semSessao', Record<string, string[]>>;
  /** The headings of the signed-in addresses whose shell shows one (app/telas.ts). */
  titulos: Record<string, TituloDaCasca>;
}

/**
 * A read a signed-in first screen starts with, made here beside the code instead of after it ran. `publica`: read
 * without the token, as the app reads it before the session is checked (router.tsx, dadosPublicos). `imagens`: the
 * answer's list and picture field; the pictures of its first row are preloaded as soon as the answer arrives.
 */
interface Leitura {
  url: string;
  publica?: boolean;
  imagens?: { lista: string; campo: string };
}

const leituras: Partial<Record<Endereco, Leitura>> = {
  '/home': { url: '/api/produtos', publica: true, imagens: { lista: 'produtos', campo: 'imagem_miniatura_url' } },
};

/** The cards in the first row of the shop's grid at this width (loja.css: 15rem columns, 1.25rem gaps, 72rem wide). */
const colunasDaLoja = () => Math.max(1, Math.floor((Math.min(innerWidth, 1152) - 12) / 260));

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
 * and the screen's first read, which app/precargas.ts hands to the app once. With a stored session it also fills
 * the shell: the screen's heading, the cart bar's place, and on the shop the first row's pictures as soon as the
 * product list arrives (the screen's largest paint: the shell shows it before React does, which paints it again
 * in place).
 */
export function arrancar({ api, arquivos, titulos }: DadosDoArranque): void {
  const { comSessao, token, nome, papel } = sessaoGuardada();
  const caminho = location.pathname.replace(/[/]+$/, '') || '/';
  const precargas: Record<string, Precarga> = {};
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
    // The profile call first: the router waits for it before any signed-in screen.
    ler('/api/profile');
    const titulo = titulos[caminho];
    if (titulo && (!titulo.comNome || nome) && (!titulo.papeis || (papel !== null && titulo.papeis.includes(papel)))) {
      naCasca((casca) => {
        const elemento = casca.querySelector('.shell__title');
        if (!elemento) return;
        elemento.textContent = titulo.antes + (titulo.comNome ? nome : '') + titulo.depois;
        elemento.classList.add('shell__title--texto');
        if (mostraCarrinhoTopBar(caminho)) casca.classList.add('shell--barra');
      });
    }
    const leitura = leituras[caminho as Endereco];
    if (leitura) {
      const resposta = ler(leitura.url, leitura.publica);
      const imagens = leitura.imagens;
      if (imagens) {
        resposta
          .then((lida) => (lida.ok ? (lida.clone().json() as Promise<unknown>) : null))
          .then((corpo) => {
            const lista = campo(corpo, imagens.lista);
            // The first row's pictures in order, up to the first entry without one (a card the screen shows
            // with a placeholder): a later picture must never land in an earlier card. Same-origin paths only.
            const urls: string[] = [];
            for (const item of Array.isArray(lista) ? (lista as unknown[]).slice(0, colunasDaLoja()) : []) {
              const url = campo(item, imagens.campo);
              if (typeof url !== 'string' || !/^[/](?![/])/.test(url)) break;
              urls.push(url);
            }
            if (urls.length > 0) mostrarImagens(urls.map((url) => api + url));
          })
          .catch(() => undefined);
      }
    }
  }

  window.__portalPrecargas = precargas;
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
  if (comSessao) quandoOcioso(aquecerFormatos);
}

/**
 * The first pt-BR price, number or date a page formats loads the locale's data and the time zone's (ICU, once per
 * page): 0.13–0.18 s of a phone's CPU, which a signed-in screen's first render would pay (the sign-in screens format
 * none). While the entry downloads the main thread is idle, so the boot script pays it then, with the options of the
 * app's own formatters (shared/src/format), which then start warm.
 */
function aquecerFormatos() {
  new Intl.NumberFormat('pt-BR', opcoesPreco).format(0);
  new Intl.DateTimeFormat('pt-BR', opcoesDataHora).format(0);
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
