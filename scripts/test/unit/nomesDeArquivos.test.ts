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

describe('file names follow the naming rule', () => {
  it('finds the files it checks', () => {
    expect(arquivos.length).toBeGreaterThan(300);
    expect(arquivos).toContain('web/src/features/carrinho/CarrinhoDrawer.tsx');
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
