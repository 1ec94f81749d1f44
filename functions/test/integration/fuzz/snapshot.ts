import type { Dependencies } from '../../../src/app/dependencies.ts';
import { type BlobContainerName, blobContainers, createBlobServiceClient } from '../../../src/data/blobStore.ts';
import type { ContainerName } from '../../../src/data/cosmos.ts';

/**
 * What a rejected request could have touched, to compare before and after it:
 * - every document of the containers in the route's scope (the fuzz files run on databases of their
 *   own), by id and ETag, so a write that puts back the same content still shows: carts, orders,
 *   tickets, products, users and their roles by default, plus the outbox and the activity log for the
 *   routes that write there (alvos.ts). `codigos` stays out of the sign-in routes' scope: refusals are
 *   counted there on purpose (decisions 9);
 * - every blob the request wrote or deleted (the store's put and remove are watched while it runs), by
 *   ETag, compared with what that blob was before its first write — uploads under the user's prefix,
 *   ticket attachments, order logos, product images.
 */
type Api = { deps: Dependencies };

export function criarFotografo(api: Api) {
  const servico = createBlobServiceClient(api.deps.config);
  const blob = async (container: BlobContainerName, nome: string) =>
    (await servico).getContainerClient(blobContainers[container]).getBlobClient(nome);
  const estadoDoBlob = async (container: BlobContainerName, nome: string) => {
    try {
      return (await (await blob(container, nome)).getProperties()).etag ?? '?';
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404) return 'ausente';
      throw error;
    }
  };

  /** What any request could touch through a read that writes (a cart that drops items, a user's session). */
  const escopoPadrao: ContainerName[] = ['pedidos', 'chamados', 'produtos', 'usuarios'];

  /** Blobs touched while watching: container/name → their ETag before the first write ('ausente': none). */
  let tocados: Map<string, Promise<string>> | null = null;
  const blobs = api.deps.blobs;
  const vigiar = <K extends 'put' | 'remove'>(metodo: K) => {
    const original = blobs[metodo].bind(blobs) as (
      container: BlobContainerName,
      nome: string,
      ...resto: never[]
    ) => Promise<void>;
    blobs[metodo] = (async (container: BlobContainerName, nome: string, ...resto: never[]) => {
      const chave = `${container}/${nome}`;
      if (tocados && !tocados.has(chave)) tocados.set(chave, estadoDoBlob(container, nome));
      await tocados?.get(chave);
      return original(container, nome, ...resto);
    }) as (typeof blobs)[K];
  };
  vigiar('put');
  vigiar('remove');

  /** Queried one container at a time: the stand-in answers parallel queries more slowly than serial ones. */
  async function documentos(escopo: readonly ContainerName[]): Promise<Map<string, string>> {
    const mapa = new Map<string, string>();
    for (const nome of escopo) {
      const { resources } = await api.deps.cosmos.containers[nome].items
        .query<{ id: string; _etag: string }>('SELECT c.id, c._etag FROM c')
        .fetchAll();
      for (const { id, _etag } of resources) mapa.set(`${nome}/${id}`, _etag);
    }
    return mapa;
  }

  /**
   * The documents as the last request left them, for its scope: requests are sequential and the database
   * is this file's alone, so they are still so when the next request of the same scope starts.
   */
  let ultima: { escopo: string; documentos: Map<string, string> } | null = null;

  const diferencas = (antes: Map<string, string>, depois: Map<string, string>) => {
    const mudou: string[] = [];
    for (const [chave, etag] of depois) {
      if (!antes.has(chave)) mudou.push(`criado ${chave}`);
      else if (antes.get(chave) !== etag) mudou.push(`alterado ${chave}`);
    }
    for (const chave of antes.keys()) if (!depois.has(chave)) mudou.push(`removido ${chave}`);
    return mudou;
  };

  return {
    /**
     * Runs `pedido` (one request) and says what it changed: documents created, changed or removed, and
     * blobs whose state differs from before their first write. An empty list: nothing changed.
     */
    async mudancas<T>(
      pedido: () => Promise<T>,
      escopo: readonly ContainerName[] = escopoPadrao,
    ): Promise<{ resultado: T; mudancas: string[] }> {
      const chaveEscopo = escopo.join(',');
      const antes = ultima?.escopo === chaveEscopo ? ultima.documentos : await documentos(escopo);
      ultima = null;
      tocados = new Map();
      let resultado: T;
      let escritos: Map<string, Promise<string>>;
      try {
        resultado = await pedido();
      } finally {
        escritos = tocados;
        tocados = null;
      }
      const depois = await documentos(escopo);
      ultima = { escopo: chaveEscopo, documentos: depois };
      const mudancas = diferencas(antes, depois);
      for (const [chave, estadoAntes] of escritos) {
        const [container, ...nome] = chave.split('/') as [BlobContainerName, ...string[]];
        const agora = await estadoDoBlob(container, nome.join('/'));
        if (agora !== (await estadoAntes)) mudancas.push(`blob ${chave}: ${await estadoAntes} → ${agora}`);
      }
      return { resultado, mudancas };
    },
  };
}
