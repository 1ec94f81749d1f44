import { randomUUID } from 'node:crypto';
import {
  type Estoque,
  estoqueCobreTamanhos,
  mensagensEstoque,
  mensagensProdutoAdmin,
  type ProdutoAdmin,
  type ProdutoAdminRequest,
  textosAtividade,
} from '@portal/shared';
import type { BlobStore } from '../../data/blobStore.ts';
import type { Versioned } from '../../data/cosmosItems.ts';
import type {
  ImagemRef,
  ProdutoDoc,
  ProdutoDocAdmin,
  ProdutosRepository,
} from '../../data/produtos/produtosRepository.ts';
import type { UsuarioDoc } from '../../data/usuarios/usuariosRepository.ts';
import { ConcurrencyConflict, conflict, invalid, notFound } from '../../errors.ts';
import type { ActivityLog } from '../logs/activityLog.ts';
import { guardarImagemProduto, lerImagemBase64, removerImagemProduto } from './imagensProduto.ts';
import { camposDoProduto } from './produtosService.ts';

export interface ProdutosAdminDeps {
  produtos: ProdutosRepository;
  blobs: BlobStore;
  activity: ActivityLog;
  now: () => Date;
}

const toProdutoAdmin = ({ doc, etag }: Versioned<ProdutoDoc | ProdutoDocAdmin>): ProdutoAdmin => ({
  ...camposDoProduto(doc),
  estoque: doc.estoque,
  versao: etag,
  created_at: doc.created_at,
  updated_at: doc.updated_at,
  ...('ilegivel' in doc && doc.ilegivel ? { ilegivel: true } : {}),
});

/**
 * Product management (spec sections 2, 7, 8): images arrive as base64 in the JSON payload, are checked by
 * their first bytes and size and stored in Blob Storage with their thumbnail — never in Cosmos; an edit is
 * a conditional write on the version the admin saw, so two admins cannot silently overwrite each other.
 */
export function createProdutosAdmin(deps: ProdutosAdminDeps) {
  const { produtos, blobs, now } = deps;

  const stale = () => conflict(mensagensProdutoAdmin.versaoDesatualizada);
  const missing = () => notFound(mensagensProdutoAdmin.produtoNaoEncontrado);

  /**
   * The stock a request leaves (issue 21): the one sent, none (null), or the stored one when absent (the activate
   * toggle); refused unless it has one count per size — so changing the sizes of a counted product sends its stock.
   */
  const estoqueDe = (request: ProdutoAdminRequest, atual: Estoque | null) => {
    const estoque = request.estoque === undefined ? atual : request.estoque;
    if (estoque && !estoqueCobreTamanhos(estoque, request.tamanhos)) throw invalid(mensagensEstoque.cadaTamanho);
    return estoque;
  };

  /** Reads both images first, so a bad one refuses the request before anything is stored. */
  const imagensDe = (request: ProdutoAdminRequest) => ({
    imagem: request.imagem_base64 ? lerImagemBase64(request.imagem_base64) : null,
    guia: request.guia_tamanho_base64 ? lerImagemBase64(request.guia_tamanho_base64) : null,
  });

  const log = (admin: UsuarioDoc, acao: string, doc: ProdutoDoc) =>
    deps.activity
      .record({
        tipo: 'Produto',
        acao,
        detalhes: textosAtividade.detalhes.produto(doc.nome, doc.preco ?? 0),
        usuario: admin,
      })
      .catch((error: unknown) => console.warn(`product ${doc.id}: activity log failed`, error));

  return {
    async list(): Promise<ProdutoAdmin[]> {
      return (await produtos.listAll()).map(toProdutoAdmin);
    },

    async create(admin: UsuarioDoc, request: ProdutoAdminRequest): Promise<ProdutoAdmin> {
      // Every refusal before the first picture is stored: a refused product leaves no blob behind.
      const imagens = imagensDe(request);
      const estoque = estoqueDe(request, null);
      const id = randomUUID();
      const time = now().toISOString();
      const doc: ProdutoDoc = {
        id,
        nome: request.nome,
        descricao: request.descricao,
        preco: request.preco,
        tamanhos: request.tamanhos,
        ativo: request.ativo,
        imagem: imagens.imagem ? await guardarImagemProduto(blobs, id, 'imagem', imagens.imagem) : null,
        guia_tamanho: imagens.guia ? await guardarImagemProduto(blobs, id, 'guia', imagens.guia) : null,
        created_at: time,
        updated_at: time,
        estoque,
        movimentos_estoque: [],
      };
      const created = await produtos.create(doc);
      await log(admin, textosAtividade.acoes.produtoCriado, doc);
      return toProdutoAdmin(created);
    },

    /** An edit, or the activate/deactivate toggle (which sends no images). `versao`: what the admin saw. */
    async update(
      admin: UsuarioDoc,
      id: string,
      request: ProdutoAdminRequest,
      versao: string | null,
    ): Promise<{ produto: ProdutoAdmin; message: string }> {
      // A product whose stored document is unreadable is read salvaged: this edit writes it whole and valid again.
      const current = await produtos.readParaAdmin(id);
      if (!current) throw missing();
      if (versao && versao !== current.etag) throw stale();
      // Every refusal before a picture is stored: the pictures keep their names, so a new one replaces the live one.
      const imagens = imagensDe(request);
      const estoque = estoqueDe(request, current.doc.estoque);

      const nextImage = async (qual: 'imagem' | 'guia', atual: ImagemRef | null, remover: boolean) => {
        const nova = imagens[qual];
        if (nova) return guardarImagemProduto(blobs, id, qual, nova);
        return remover ? null : atual;
      };
      const { ilegivel: _ilegivel, ...atual } = current.doc;
      const doc: ProdutoDoc = {
        ...atual,
        nome: request.nome,
        descricao: request.descricao,
        preco: request.preco,
        tamanhos: request.tamanhos,
        ativo: request.ativo,
        imagem: await nextImage('imagem', current.doc.imagem, request.remover_imagem),
        guia_tamanho: await nextImage('guia', current.doc.guia_tamanho, request.remover_guia_tamanho),
        estoque,
        updated_at: now().toISOString(),
      };
      let saved: Versioned<ProdutoDoc>;
      try {
        saved = await produtos.replace(doc, current.etag);
      } catch (error) {
        if (error instanceof ConcurrencyConflict) throw stale();
        throw error;
      }
      // Removed only once the product no longer points at them: a refused edit keeps its images.
      if (current.doc.imagem && !doc.imagem) await removerImagemProduto(blobs, id, 'imagem');
      if (current.doc.guia_tamanho && !doc.guia_tamanho) await removerImagemProduto(blobs, id, 'guia');
      // The toggle changes only `ativo`: it is told (and logged) as activating or deactivating.
      const toggled = current.doc.ativo !== doc.ativo;
      await log(
        admin,
        toggled
          ? doc.ativo
            ? textosAtividade.acoes.produtoAtivado
            : textosAtividade.acoes.produtoDesativado
          : textosAtividade.acoes.produtoAtualizado,
        doc,
      );
      return {
        produto: toProdutoAdmin(saved),
        message: toggled ? mensagensProdutoAdmin.statusAlterado(doc.ativo) : mensagensProdutoAdmin.atualizado,
      };
    },

    /**
     * Permanent deletion: the document and its blobs. Orders keep their own copies of names and prices;
     * carts drop the product on their next read, with the shop's notice.
     */
    async remove(admin: UsuarioDoc, id: string, versao: string | null): Promise<void> {
      const current = await produtos.readParaAdmin(id);
      if (!current) throw missing();
      if (versao && versao !== current.etag) throw stale();
      await produtos.remove(id);
      await Promise.all([removerImagemProduto(blobs, id, 'imagem'), removerImagemProduto(blobs, id, 'guia')]);
      await log(admin, textosAtividade.acoes.produtoExcluido, current.doc);
    },
  };
}
export type ProdutosAdmin = ReturnType<typeof createProdutosAdmin>;
