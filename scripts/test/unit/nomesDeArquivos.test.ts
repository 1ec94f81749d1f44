import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../repoRoot.ts';

// The naming rule (README, "Folder map"): business words in pt-BR as the spec, the routes and the JSON spell
// them; technical roles in English, as a suffix (Repository, Service, Page, Api, Form, Modal, Card, Field…) or
// the `use` prefix of hooks.

const arquivos = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: repoRoot,
  encoding: 'utf8',
})
  .split('\n')
  .filter((arquivo) => /^(functions|shared|web|scripts|e2e)\/.*\.(ts|tsx|css)$/.test(arquivo));

/** 'CarrinhoDrawer.tsx' → ['carrinho', 'drawer']; 'pedidosRepository.ts' → ['pedidos', 'repository']. */
const palavras = (segmento: string) =>
  segmento
    .replace(/\.(test|spec)?\.?(tsx?|css)$/, '')
    .split(/(?=[A-Z])|[^A-Za-z]/)
    .filter(Boolean)
    .map((palavra) => palavra.toLowerCase());

// English words for the portal's business, and the pt-BR word that names it.
const emIngles: Record<string, string> = {
  order: 'pedido',
  orders: 'pedidos',
  cart: 'carrinho',
  carts: 'carrinhos',
  product: 'produto',
  products: 'produtos',
  catalog: 'produtos',
  ticket: 'chamado',
  tickets: 'chamados',
  user: 'usuario',
  users: 'usuarios',
  shop: 'loja',
  checkout: 'finalizarPedido',
  hub: 'painel',
  dashboard: 'painelAdmin',
  pricing: 'precos',
  reorder: 'pedirNovamente',
  permission: 'permissao',
  permissions: 'permissoes',
};

// pt-BR names of technical roles, written first: the role goes last, in English ('ProdutoModal').
const papelEmPortugues = /^(Cartao|Campo|Secao|Modal|Tela|Pagina|Botao|Repositorio|Servico)[A-Z]/;

// Portuguese words for technical things, and the English word to use (issue 34): in the technical folders below a
// file or folder is named in English, business words aside (pedido, carrinho, produto, painel…: `ProdutoCardFrame`).
// "imagem" is here too: a product's picture is business, but it lives in features/, never in these folders; "data" is
// not ('DataTable'), "datas" and "hora" are.
const palavrasTecnicas = new Map<string, string>([
  ['arranque', 'boot'],
  ['precarga', 'bootRead / preload'],
  ['precargas', 'bootReads / preloads'],
  ['tela', 'screen'],
  ['telas', 'screens'],
  ['sob', 'on (onDemand)'],
  ['demanda', 'demand (onDemand)'],
  ['tentativa', 'attempt / retry'],
  ['tentativas', 'attempts / retries'],
  ['credencial', 'credential'],
  ['escrita', 'write'],
  ['escritas', 'writes'],
  ['concorrencia', 'concurrency'],
  ['ocioso', 'idle'],
  ['quando', 'when'],
  ['rede', 'network'],
  ['linha', 'line'],
  ['linhas', 'lines'],
  ['pagina', 'page'],
  ['paginas', 'pages'],
  ['paginada', 'paged'],
  ['salvar', 'save'],
  ['arquivo', 'file'],
  ['arquivos', 'files'],
  ['escolhido', 'picked'],
  ['enviar', 'send / upload'],
  ['envio', 'send / upload'],
  ['busca', 'search'],
  ['filtro', 'filter'],
  ['filtros', 'filters'],
  ['valor', 'value'],
  ['adiado', 'debounced / deferred'],
  ['unico', 'single'],
  ['falha', 'failure'],
  ['carga', 'load'],
  ['lido', 'read'],
  ['aviso', 'notice'],
  ['lista', 'list'],
  ['detalhe', 'detail'],
  ['detalhes', 'details'],
  ['historico', 'timeline / history'],
  ['selecao', 'selection'],
  ['hora', 'time'],
  ['datas', 'dates'],
  ['formato', 'format'],
  ['formatos', 'formats'],
  ['origem', 'origin'],
  ['depuracao', 'debug'],
  ['fora', 'outside'],
  ['icone', 'icon'],
  ['icones', 'icons'],
  ['versao', 'version'],
  ['nova', 'new'],
  ['novo', 'new'],
  ['escopo', 'scope'],
  ['imagem', 'image'],
  ['imagens', 'images'],
  ['chave', 'key'],
  ['chaves', 'keys'],
  ['sessao', 'session'],
  ['erro', 'error'],
  ['erros', 'errors'],
  ['rota', 'route'],
  ['rotas', 'routes'],
  ['acesso', 'access'],
  ['limite', 'limit'],
  ['limites', 'limits'],
  ['janela', 'window'],
  ['segredo', 'secret'],
  ['saude', 'health'],
  ['armazenamento', 'storage'],
  ['cabecalho', 'header'],
  ['endereco', 'address / path'],
  ['configuracao', 'config'],
  ['leitura', 'read'],
  ['permitida', 'allowed'],
  ['idempotencia', 'idempotency'],
  ['sequencia', 'sequence'],
  ['lote', 'batch'],
  ['componente', 'component'],
  ['servico', 'service'],
  ['repositorio', 'repository'],
  ['mascara', 'mask'],
  ['somente', 'only'],
  ['digitos', 'digits'],
  ['formatar', 'format'],
  ['registrar', 'register'],
  ['opcao', 'option'],
  ['opcoes', 'options'],
  // Connectors give a pt-BR name away ('cacheDaApi', 'urlDaApi'); 'do' and 'no' are English words too.
  ['da', 'an English name'],
  ['das', 'an English name'],
  ['de', 'an English name'],
  ['dos', 'an English name'],
  ['em', 'an English name'],
  ['na', 'an English name'],
  ['com', 'an English name'],
  ['sem', 'an English name'],
  ['para', 'an English name'],
  ['por', 'an English name'],
]);

/** The technical folders: every file under them, and only the root files of data/ and services/ (their folders are domains). */
const pastasTecnicas = [
  /^web\/plugins\//,
  /^web\/sw\//,
  /^web\/src\/app\//,
  /^web\/src\/lib\//,
  /^web\/src\/components\//,
  /^functions\/src\/app\//,
  /^functions\/src\/composition\//,
  /^functions\/src\/data\/(?=[^/]+$)/,
  /^functions\/src\/services\/(?=[^/]+$)/,
  /^shared\/src\/format\//,
];

/** The words of `nome` (a path under a technical folder, or an exported name) in the deny-list, as problems of `onde`. */
const emPortugues = (onde: string, nome: string) =>
  nome
    .split('/')
    .flatMap(palavras)
    .filter((palavra) => palavrasTecnicas.has(palavra))
    .map((palavra) => `${onde}: '${palavra}' (use '${palavrasTecnicas.get(palavra)}')`);

/** The technical folder `arquivo` is in, as its prefix; undefined outside them. */
const pastaTecnica = (arquivo: string) =>
  pastasTecnicas.map((raiz) => raiz.exec(arquivo)?.[0]).find((raiz) => raiz !== undefined);

/** Each file under a technical folder whose name (or sub-folder) holds a Portuguese technical word, with the word to use. */
function tecnicosEmPortugues(caminhos: readonly string[]): string[] {
  return caminhos.flatMap((arquivo) => {
    const pasta = pastaTecnica(arquivo);
    if (pasta === undefined) return [];
    return emPortugues(arquivo, arquivo.slice(pasta.length));
  });
}

/** The same deny-list over the names a module of a technical folder exports, given its source. */
function exportadosEmPortugues(arquivo: string, fonte: string): string[] {
  if (pastaTecnica(arquivo) === undefined) return [];
  return [
    ...fonte.matchAll(/^export (?:default )?(?:async )?(?:function\*?|const|let|interface|type|class|enum) (\w+)/gm),
  ]
    .map(([, nome]) => `${arquivo}:${nome}`)
    .flatMap((exportado) => emPortugues(exportado, exportado.slice(exportado.indexOf(':') + 1)));
}

describe('file names follow the naming rule', () => {
  it('finds the files it checks', () => {
    expect(arquivos.length).toBeGreaterThan(300);
    expect(arquivos).toContain('web/src/features/carrinho/CarrinhoDrawer.tsx');
  });

  it('the technical folders name their files in English (the deny-list of Portuguese technical words)', () => {
    expect(tecnicosEmPortugues(arquivos)).toEqual([]);
  });

  it('the deny-list fails a Portuguese technical name, and only in the technical folders', () => {
    expect(
      tecnicosEmPortugues([
        'web/src/lib/quandoOcioso.ts',
        'web/src/components/ListaPaginada.tsx',
        'functions/src/data/tentativas.ts',
        'shared/src/format/sobDemanda.ts',
        'web/src/lib/uploads/enviarBytes.ts',
        // Not technical folders, or business words: not its business.
        'web/src/features/pedidos/HistoricoPedido.tsx',
        'functions/src/services/pedidos/finalizacaoPedido.ts',
        'web/src/components/ProdutoCardFrame.tsx',
      ]),
    ).toEqual([
      "web/src/lib/quandoOcioso.ts: 'quando' (use 'when')",
      "web/src/lib/quandoOcioso.ts: 'ocioso' (use 'idle')",
      "web/src/components/ListaPaginada.tsx: 'lista' (use 'list')",
      "web/src/components/ListaPaginada.tsx: 'paginada' (use 'paged')",
      "functions/src/data/tentativas.ts: 'tentativas' (use 'attempts / retries')",
      "shared/src/format/sobDemanda.ts: 'sob' (use 'on (onDemand)')",
      "shared/src/format/sobDemanda.ts: 'demanda' (use 'demand (onDemand)')",
      "web/src/lib/uploads/enviarBytes.ts: 'enviar' (use 'send / upload')",
    ]);
  });

  it('modules of the technical folders export English technical names', () => {
    const fora = arquivos
      .filter((arquivo) => /\.tsx?$/.test(arquivo))
      .flatMap((arquivo) => exportadosEmPortugues(arquivo, readFileSync(`${repoRoot}${arquivo}`, 'utf8')));
    expect(fora).toEqual([]);
  });

  it('the deny-list fails a Portuguese exported name in a technical folder', () => {
    const fonte = 'export function quandoOcioso() {}\nexport const whenIdle = 1;\nexport interface Precarga {}\n';
    expect(exportadosEmPortugues('web/src/lib/whenIdle.ts', fonte)).toEqual([
      "web/src/lib/whenIdle.ts:quandoOcioso: 'quando' (use 'when')",
      "web/src/lib/whenIdle.ts:quandoOcioso: 'ocioso' (use 'idle')",
      "web/src/lib/whenIdle.ts:Precarga: 'precarga' (use 'bootRead / preload')",
    ]);
    expect(exportadosEmPortugues('web/src/features/loja/whenIdle.ts', fonte)).toEqual([]);
  });

  it('no folder or file names the business in English', () => {
    const fora = arquivos.flatMap((arquivo) =>
      arquivo
        .split('/')
        .flatMap(palavras)
        .filter((palavra) => palavra in emIngles)
        .map((palavra) => `${arquivo}: '${palavra}' (use '${emIngles[palavra]}')`),
    );
    expect(fora).toEqual([]);
  });

  it('components put their role last, in English', () => {
    const fora = arquivos.filter((arquivo) => arquivo.endsWith('.tsx') && papelEmPortugues.test(basename(arquivo)));
    expect(fora).toEqual([]);
  });

  it('the data layer: one folder per domain holding its Repository; only shared plumbing at the root', () => {
    const dados = arquivos.filter((arquivo) => arquivo.startsWith('functions/src/data/'));
    const naRaiz = dados.filter((arquivo) => dirname(arquivo) === 'functions/src/data');
    const emPastas = dados.filter((arquivo) => dirname(arquivo) !== 'functions/src/data');
    expect(naRaiz.filter((arquivo) => arquivo.endsWith('Repository.ts'))).toEqual([]);
    expect(emPastas.filter((arquivo) => !arquivo.endsWith('Repository.ts'))).toEqual([]);
    expect(emPastas.length).toBeGreaterThan(5);
  });

  it('screens end in Page, API modules in Api, hooks start with use', () => {
    const telas = arquivos.filter((arquivo) => arquivo.startsWith('web/src/features/'));
    const fora = telas.flatMap((arquivo) => {
      const fonte = readFileSync(`${repoRoot}${arquivo}`, 'utf8');
      const problemas: string[] = [];
      // A routed screen is a component the router imports; its name says so.
      if (/export function \w+Page\(/.test(fonte) !== basename(arquivo).endsWith('Page.tsx')) {
        problemas.push(`${arquivo}: a Page component lives in a file named …Page.tsx, and only there`);
      }
      if (/^use[A-Z]/.test(basename(arquivo)) && !/export function use[A-Z]/.test(fonte)) {
        problemas.push(`${arquivo}: a use… file exports a hook`);
      }
      if (/(api|Api)\.ts$/.test(arquivo) && !/Api\.ts$/.test(arquivo)) problemas.push(`${arquivo}: …Api.ts`);
      return problemas;
    });
    expect(fora).toEqual([]);
  });

  it("the SPA's and the API's texts live in shared/src/mensagens/<domínio>.ts", () => {
    const fora = arquivos
      .filter((arquivo) => arquivo.endsWith('.ts') && !arquivo.startsWith('shared/src/mensagens/'))
      .filter((arquivo) => !arquivo.includes('/test/') && !arquivo.startsWith('e2e/'))
      .filter((arquivo) =>
        /^export const (mensagens|textos)[A-Z]\w* = /m.test(readFileSync(`${repoRoot}${arquivo}`, 'utf8')),
      );
    expect(fora).toEqual([]);
  });
});
