import { mensagensChamados } from '@portal/shared/mensagens/chamados';
import { mensagensTelas } from '@portal/shared/mensagens/geral';
import { mensagensLoja } from '@portal/shared/mensagens/loja';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import indexHtml from '../index.html?raw';
import { shellTitles } from '../plugins/bootScript.ts';
import { closeBootReads, takeBootRead } from '../src/app/bootReads.ts';
import { type BootData, runBootScript } from '../src/app/bootScript.ts';

// The boot script (app/bootScript.ts) as index.html runs it: at an address, with or without a stored session, over
// the page's real shell, with the headings the build derives from app/screens.ts.

const arquivos: BootData['arquivos'] = {
  comSessao: {
    '/painel': ['assets/moldura.js', 'assets/moldura.css', 'assets/PainelPage.js'],
    '/home': ['assets/moldura.js', 'assets/LojaPage.js'],
    '/meus-pedidos': ['assets/moldura.js', 'assets/PedidosPage.js'],
    '/admin-pedidos': ['assets/moldura.js', 'assets/PedidosPage.js'],
    '/admin-chamados': ['assets/moldura.js', 'assets/ChamadosPage.js'],
  },
  semSessao: { '/painel': ['assets/entrada.js'], '/login': ['assets/entrada.js', 'assets/entrada.css'] },
};
const dados = (api = ''): BootData => ({ api, arquivos, titulos: shellTitles() });

const produtos = (...imagens: (string | null)[]) => ({
  produtos: imagens.map((imagem, indice) => ({ id: `p${indice}`, imagem_miniatura_url: imagem })),
});

let fetchMock: Mock<(url: string, init?: RequestInit) => Promise<Response>>;

/** The page at `endereco`, its shell parsed (or, with `antesDoCorpo`, not yet), and `usuario` stored if given. */
function pagina(endereco: string, usuario?: { username: string; role: string }, antesDoCorpo = false) {
  // A new page: no boot script or app has run in it.
  window.__portalBootReads = undefined;
  history.replaceState(null, '', endereco);
  if (usuario) {
    localStorage.setItem('token', 'token-guardado');
    localStorage.setItem('userData', JSON.stringify(usuario));
  }
  // The body's markup up to its script: a template loads nothing.
  const modelo = document.createElement('template');
  modelo.innerHTML = indexHtml.slice(
    indexHtml.indexOf('<div id="root">'),
    indexHtml.indexOf('<script', indexHtml.indexOf('<body')),
  );
  const raiz = modelo.content.querySelector('#root');
  if (!raiz) throw new Error('index.html has no #root');
  if (!antesDoCorpo) document.body.replaceChildren(raiz);
  return raiz;
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="preload"]')].map(
    (link) => ({ rel: link.rel, as: link.getAttribute('as'), href: link.getAttribute('href'), cors: link.crossOrigin }),
  );
const titulo = () => document.querySelector('.shell__title');
const chamadas = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    url,
    autorizacao: new Headers(init?.headers).get('X-Portal-Authorization'),
  }));

/** Once the shop's product list was read and the boot script had its turn with it. */
async function listaLida() {
  const resposta = await window.__portalBootReads?.['/api/produtos']?.resposta;
  await resposta?.clone().json();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

const ana = { username: 'ana', role: 'user' };
const admin = { username: 'chefe', role: 'admin' };

beforeEach(() => {
  fetchMock = vi.fn(async (url: string) =>
    Response.json(url.endsWith('/api/produtos') ? produtos('/api/uploads/a.png', '/api/uploads/b.png') : {}),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  for (const link of document.head.querySelectorAll('link')) link.remove();
  document.body.replaceChildren();
  window.__portalBootReads = undefined;
  history.replaceState(null, '', '/');
});

describe('signed out', () => {
  it('preloads the sign-in screen the address leads to, and reads nothing', () => {
    pagina('/painel');
    runBootScript(dados());
    expect(preloads()).toEqual([{ rel: 'modulepreload', as: null, href: '/assets/entrada.js', cors: '' }]);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.__portalBootReads).toEqual({});
    expect(titulo()?.textContent).toBe('');
  });

  it('preloads styles as styles', () => {
    pagina('/login/');
    runBootScript(dados());
    expect(preloads()).toEqual([
      { rel: 'modulepreload', as: null, href: '/assets/entrada.js', cors: '' },
      { rel: 'preload', as: 'style', href: '/assets/entrada.css', cors: '' },
    ]);
  });

  it('preloads nothing where the table has no screen', () => {
    pagina('/microsoft-login-success');
    runBootScript(dados());
    expect(preloads()).toEqual([]);
  });
});

describe('with a stored session', () => {
  it("starts the profile and cart calls with the stored token, preloads the screen and paints its heading with the user's name", async () => {
    pagina('/painel', ana);
    runBootScript(dados());
    expect(chamadas()).toEqual([
      { url: '/api/profile', autorizacao: 'Bearer token-guardado' },
      { url: '/api/carrinho', autorizacao: 'Bearer token-guardado' },
    ]);
    const precarga = window.__portalBootReads?.['/api/profile'];
    expect(precarga?.token).toBe('token-guardado');
    expect((await precarga?.resposta)?.ok).toBe(true);
    expect(preloads().map((preload) => preload.href)).toEqual([
      '/assets/moldura.js',
      '/assets/moldura.css',
      '/assets/PainelPage.js',
    ]);
    expect(titulo()?.textContent).toBe(mensagensTelas.boasVindas('ana'));
    expect(titulo()?.classList.contains('shell__title--texto')).toBe(true);
    // The hub shows no cart bar above its heading.
    expect(document.querySelector('.shell')?.classList.contains('shell--barra')).toBe(false);
  });

  it('paints the heading once the parser reaches the shell, when it runs before the body', () => {
    const raiz = pagina('/meus-pedidos', ana, true);
    runBootScript(dados());
    document.body.replaceChildren(raiz);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(titulo()?.textContent).toBe(mensagensTelas.meusPedidos);
    expect(document.querySelector('.shell')?.classList.contains('shell--barra')).toBe(true);
  });

  it("an admin screen's heading only for a role with its permission", () => {
    pagina('/admin-chamados', ana);
    runBootScript(dados());
    expect(titulo()?.textContent).toBe('');
    pagina('/admin-chamados', admin);
    runBootScript(dados());
    expect(titulo()?.textContent).toBe(mensagensChamados.gestao);
  });

  it('a stored user that is not JSON still starts the profile call, with no heading', () => {
    pagina('/painel');
    localStorage.setItem('token', 'token-guardado');
    localStorage.setItem('userData', '{');
    runBootScript(dados());
    expect(chamadas().map((chamada) => chamada.url)).toEqual(['/api/profile', '/api/carrinho']);
    expect(titulo()?.textContent).toBe('');
  });

  it("reads a list's first page as the screen asks for it, only at the address without a query", () => {
    pagina('/meus-pedidos', ana);
    runBootScript(dados());
    expect(chamadas()).toEqual([
      { url: '/api/profile', autorizacao: 'Bearer token-guardado' },
      { url: '/api/carrinho', autorizacao: 'Bearer token-guardado' },
      { url: '/api/pedidos/meus-pedidos?limite=25', autorizacao: 'Bearer token-guardado' },
    ]);
    fetchMock.mockClear();
    pagina('/meus-pedidos?status=Entregue', ana);
    runBootScript(dados());
    expect(chamadas().map((chamada) => chamada.url)).toEqual(['/api/profile', '/api/carrinho']);
  });

  it("reads an admin screen's list, and the units of its unit filter, only for a role that may see it", () => {
    pagina('/admin-pedidos', ana);
    runBootScript(dados());
    expect(chamadas().map((chamada) => chamada.url)).toEqual(['/api/profile', '/api/carrinho']);
    fetchMock.mockClear();
    pagina('/admin-pedidos', admin);
    runBootScript(dados());
    expect(chamadas().map((chamada) => chamada.url)).toEqual([
      '/api/profile',
      '/api/carrinho',
      '/api/admin/pedidos?limite=25',
      '/api/admin/unidades',
    ]);
    // The units' read is handed to the filter's own (features/pedidos/pedidosApi.ts, unidadesDoFiltroQuery).
    expect(takeBootRead('/api/admin/unidades', 'token-guardado')).toBeInstanceOf(Promise);
  });

  it('reads no cart where a page shows no frame', () => {
    pagina('/microsoft-login-success', ana);
    runBootScript(dados());
    expect(chamadas().map((chamada) => chamada.url)).toEqual(['/api/profile']);
  });

  it('without a token: no call and no heading, and the signed-in preloads', () => {
    pagina('/painel');
    localStorage.setItem('userData', JSON.stringify(ana));
    runBootScript(dados());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(titulo()?.textContent).toBe('');
    expect(preloads()).toHaveLength(3);
  });
});

describe("the locale's data and the session storage area", () => {
  // The first pt-BR format of a page loads ICU's data, and its first use of sessionStorage waits for the browser to
  // hand the area over: the boot script has both done while the entry downloads.
  const ocioso = () => {
    const tarefas: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (tarefa: () => void) => tarefas.push(tarefa));
    return tarefas;
  };

  /** Runs the idle tasks, counting the reads of sessionStorage they make. */
  const rodar = (tarefas: (() => void)[]) => {
    const leituras = vi.spyOn(window, 'sessionStorage', 'get');
    for (const tarefa of tarefas) expect(() => tarefa()).not.toThrow();
    const vezes = leituras.mock.calls.length;
    leituras.mockRestore();
    return vezes;
  };

  it('both once the browser is idle, for a signed-in screen', () => {
    const tarefas = ocioso();
    pagina('/meus-pedidos', ana);
    runBootScript(dados());
    expect(tarefas).toHaveLength(2);
    expect(rodar(tarefas)).toBe(1);
  });

  it('only the storage area on the sign-in screens, which format no price or date', () => {
    const tarefas = ocioso();
    pagina('/login');
    runBootScript(dados());
    expect(tarefas).toHaveLength(1);
    expect(rodar(tarefas)).toBe(1);
  });

  it('the storage task survives a browser that refuses sessionStorage (a privacy mode)', () => {
    const tarefas = ocioso();
    pagina('/login');
    runBootScript(dados());
    const recusa = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('negado', 'SecurityError');
    });
    for (const tarefa of tarefas) expect(() => tarefa()).not.toThrow();
    expect(recusa).toHaveBeenCalled();
    recusa.mockRestore();
  });
});

describe('the shop', () => {
  it('reads the product list without the token and puts the first row of pictures in the cards, in order', async () => {
    vi.stubGlobal('innerWidth', 1280);
    fetchMock.mockImplementation(async (url) =>
      Response.json(
        url.endsWith('/api/produtos')
          ? produtos('/api/uploads/a.png', '/api/uploads/b.png', null, '/api/uploads/d.png', '/api/uploads/e.png')
          : {},
      ),
    );
    pagina('/home', ana);
    runBootScript(dados());
    expect(chamadas()).toEqual([
      { url: '/api/profile', autorizacao: 'Bearer token-guardado' },
      { url: '/api/carrinho', autorizacao: 'Bearer token-guardado' },
      { url: '/api/produtos', autorizacao: null },
    ]);
    expect(window.__portalBootReads?.['/api/produtos']?.token).toBeNull();
    expect(titulo()?.textContent).toBe(mensagensLoja.titulo);
    // Up to the first product without a picture: a later picture never lands in an earlier card.
    await vi.waitFor(() => expect(document.querySelectorAll('img.shell__imagem')).toHaveLength(2));
    const imagens = [...document.querySelectorAll<HTMLImageElement>('img.shell__imagem')];
    expect(imagens.map((imagem) => imagem.getAttribute('src'))).toEqual(['/api/uploads/a.png', '/api/uploads/b.png']);
    expect(imagens.map((imagem) => imagem.parentElement)).toEqual(
      [...document.querySelectorAll('.shell__card')].slice(0, 2),
    );
    expect(document.querySelector('.shell')?.classList.contains('shell--imagens')).toBe(true);
  });

  it('a phone gets the first picture only, from the API origin in direct mode', async () => {
    vi.stubGlobal('innerWidth', 390);
    pagina('/home', ana);
    runBootScript(dados('https://func.example.net'));
    expect(chamadas().map((chamada) => chamada.url)).toEqual([
      'https://func.example.net/api/profile',
      'https://func.example.net/api/carrinho',
      'https://func.example.net/api/produtos',
    ]);
    await vi.waitFor(() => expect(document.querySelectorAll('img.shell__imagem')).toHaveLength(1));
    expect(document.querySelector('img.shell__imagem')?.getAttribute('src')).toBe(
      'https://func.example.net/api/uploads/a.png',
    );
  });

  it('preloads the pictures the screen asks for at once beyond the first row, in its lazy-loading distance', async () => {
    vi.stubGlobal('innerWidth', 390);
    vi.stubGlobal('innerHeight', 844);
    const imagens = Array.from({ length: 12 }, (_, indice) => (indice === 2 ? null : `/api/uploads/${indice}.png`));
    fetchMock.mockImplementation(async (url) =>
      Response.json(url.endsWith('/api/produtos') ? produtos(...imagens) : {}),
    );
    const preloadsDeImagem = () =>
      preloads()
        .filter((preload) => preload.as === 'image')
        .map((preload) => preload.href);
    // Chromium's distance on a 4G connection: 1250 px below the viewport. A card at 390 px is 358 px of picture and
    // at most 180 px more: four cards, the third without a picture.
    vi.stubGlobal('navigator', { ...navigator, connection: { effectiveType: '4g' } });
    pagina('/home', ana);
    runBootScript(dados());
    await vi.waitFor(() => expect(document.querySelectorAll('img.shell__imagem')).toHaveLength(1));
    expect(preloadsDeImagem()).toEqual(['/api/uploads/1.png', '/api/uploads/3.png']);
    // Slower connections: 2500 px, seven cards.
    for (const link of document.head.querySelectorAll('link')) link.remove();
    vi.stubGlobal('navigator', { ...navigator, connection: { effectiveType: '3g' } });
    pagina('/home', ana);
    runBootScript(dados());
    await listaLida();
    expect(preloadsDeImagem()).toEqual([1, 3, 4, 5, 6].map((indice) => `/api/uploads/${indice}.png`));
  });

  it("waits for the app's entry script before preloading the pictures beyond the first row", async () => {
    vi.stubGlobal('innerWidth', 390);
    fetchMock.mockImplementation(async (url) =>
      Response.json(url.endsWith('/api/produtos') ? produtos('/api/uploads/a.png', '/api/uploads/b.png') : {}),
    );
    // The entry as index.html has it, still downloading: no resource timing entry yet. (Markup inserted as HTML never
    // runs, so jsdom does not try to load it.)
    document.head.insertAdjacentHTML(
      'beforeend',
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
    );
    const entrada = document.head.lastElementChild as HTMLScriptElement;
    const chegadas: string[] = [];
    vi.spyOn(performance, 'getEntriesByName').mockImplementation(
      (nome) => (chegadas.includes(nome) ? [{ name: nome }] : []) as PerformanceEntryList,
    );
    const observadores: (() => void)[] = [];
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        constructor(aoVer: () => void) {
          observadores.push(aoVer);
        }
        observe() {}
        disconnect() {}
      },
    );
    pagina('/home', ana);
    runBootScript(dados());
    await vi.waitFor(() => expect(document.querySelectorAll('img.shell__imagem')).toHaveLength(1));
    const preloadsDeImagem = () => preloads().filter((preload) => preload.as === 'image');
    expect(preloadsDeImagem()).toEqual([]);
    // Another resource arrives: still waiting.
    for (const aoVer of observadores) aoVer();
    expect(preloadsDeImagem()).toEqual([]);
    chegadas.push(entrada.src);
    for (const aoVer of observadores) aoVer();
    expect(preloadsDeImagem().map((preload) => preload.href)).toEqual(['/api/uploads/b.png']);
    entrada.remove();
  });

  it('shows no picture from another origin', async () => {
    fetchMock.mockImplementation(async (url) =>
      Response.json(url.endsWith('/api/produtos') ? produtos('//outro.example/a.png', '/api/uploads/b.png') : {}),
    );
    pagina('/home', ana);
    runBootScript(dados());
    await listaLida();
    expect(document.querySelectorAll('img.shell__imagem')).toHaveLength(0);
  });

  it('shows no picture once the screen replaced the shell', async () => {
    pagina('/home', ana);
    runBootScript(dados());
    document.body.replaceChildren();
    await listaLida();
    expect(document.querySelectorAll('img.shell__imagem')).toHaveLength(0);
  });
});

describe('the app takes the reads it started', () => {
  it('reads, preloads and paints nothing once the app started first (an async script may run after the entry)', () => {
    pagina('/meus-pedidos', ana);
    closeBootReads();
    runBootScript(dados());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(preloads()).toEqual([]);
    expect(titulo()?.textContent).toBe('');
    expect(takeBootRead('/api/profile', 'token-guardado')).toBeUndefined();
  });

  it('a boot script that ran first keeps its reads for the app', () => {
    pagina('/painel', ana);
    runBootScript(dados());
    const perfil = window.__portalBootReads?.['/api/profile']?.resposta;
    closeBootReads();
    expect(takeBootRead('/api/profile', 'token-guardado')).toBe(perfil);
  });

  it('once each, a signed-in read for its token only, a public read whatever the session', () => {
    pagina('/home', ana);
    runBootScript(dados());
    const produtos = window.__portalBootReads?.['/api/produtos']?.resposta;
    expect(takeBootRead('/api/profile', 'outro-token')).toBeUndefined();
    expect(takeBootRead('/api/profile', 'token-guardado')).toBeUndefined();
    expect(takeBootRead('/api/produtos', 'token-guardado')).toBe(produtos);
    expect(takeBootRead('/api/produtos', null)).toBeUndefined();
  });
});
