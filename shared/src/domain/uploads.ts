import { onDemand } from '../format/onDemand.ts';
import { mensagensPedidos } from '../mensagens/pedidos.ts';
import { mensagensUpload } from '../mensagens/uploads.ts';
import { maximoAnexosPorCampo, tamanhoMaximoAnexo, tamanhoMaximoImagemProduto } from './limitesValores.ts';

/**
 * What a file's content is, as the server tells it by its first bytes. Word, Excel and PowerPoint 97–2003
 * files share one container format (OLE2), so a .doc, .xls or .ppt name is checked against 'ole2'.
 */
export type FamiliaConteudo =
  | 'png'
  | 'jpeg'
  | 'gif'
  | 'webp'
  | 'pdf'
  | 'ole2'
  | 'docx'
  | 'xlsx'
  | 'pptx'
  | 'mp4'
  | 'mov'
  | 'avi'
  | 'mp3'
  | 'wav';

interface DescricaoTipo {
  /** Lower-case, without the dot; the first is the one files are stored with. */
  extensoes: readonly [string, ...string[]];
  /** What browsers report for it; the first is the canonical type stored and served. */
  mimes: readonly [string, ...string[]];
  familia: FamiliaConteudo;
}

/** Every file type the portal accepts anywhere, once. */
export const tiposArquivo = {
  png: { extensoes: ['png'], mimes: ['image/png', 'image/x-png'], familia: 'png' },
  jpeg: { extensoes: ['jpg', 'jpeg'], mimes: ['image/jpeg', 'image/pjpeg', 'image/jpg'], familia: 'jpeg' },
  gif: { extensoes: ['gif'], mimes: ['image/gif'], familia: 'gif' },
  webp: { extensoes: ['webp'], mimes: ['image/webp'], familia: 'webp' },
  pdf: { extensoes: ['pdf'], mimes: ['application/pdf', 'application/x-pdf'], familia: 'pdf' },
  doc: { extensoes: ['doc'], mimes: ['application/msword'], familia: 'ole2' },
  docx: {
    extensoes: ['docx'],
    mimes: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    familia: 'docx',
  },
  xls: { extensoes: ['xls'], mimes: ['application/vnd.ms-excel', 'application/excel'], familia: 'ole2' },
  xlsx: {
    extensoes: ['xlsx'],
    mimes: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    familia: 'xlsx',
  },
  ppt: { extensoes: ['ppt'], mimes: ['application/vnd.ms-powerpoint'], familia: 'ole2' },
  pptx: {
    extensoes: ['pptx'],
    mimes: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    familia: 'pptx',
  },
  mp4: { extensoes: ['mp4'], mimes: ['video/mp4'], familia: 'mp4' },
  avi: { extensoes: ['avi'], mimes: ['video/x-msvideo', 'video/avi', 'video/msvideo'], familia: 'avi' },
  mov: { extensoes: ['mov'], mimes: ['video/quicktime'], familia: 'mov' },
  mp3: {
    extensoes: ['mp3'],
    mimes: ['audio/mpeg', 'audio/mp3', 'audio/x-mp3', 'audio/mpeg3', 'audio/x-mpeg-3'],
    familia: 'mp3',
  },
  wav: { extensoes: ['wav'], mimes: ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave'], familia: 'wav' },
} as const satisfies Record<string, DescricaoTipo>;
export type TipoArquivo = keyof typeof tiposArquivo;

const imagens = ['png', 'jpeg', 'gif', 'webp'] as const satisfies readonly TipoArquivo[];

/** Where a file is uploaded; each purpose has its own types, limits and texts. */
export type PoliticaUpload = 'logo-pedido' | 'imagem-produto' | 'anexo-chamado' | 'anexo-chamado-restrito';

export interface RegrasUpload {
  tipos: readonly TipoArquivo[];
  /** Files per order (logo) or per field (tickets). */
  maximoArquivos: number;
  /** Bytes per file. */
  tamanhoMaximo: number;
  mensagens: {
    tamanho: (nome: string, bytes: number) => string;
    tipo: (nome: string) => string;
    quantidade: (selecionados: number) => string;
    /** An upload id that names nothing of this user and purpose (expired, someone else's, never sent). */
    naoEncontrado: string;
  };
}

/** 10 MB, the extra-logo image limit (spec section 9). */
export const tamanhoMaximoImagemLogo = 10 * 1024 * 1024;

const anexo = {
  maximoArquivos: maximoAnexosPorCampo,
  tamanhoMaximo: tamanhoMaximoAnexo,
  mensagens: {
    tamanho: mensagensUpload.anexoGrande,
    tipo: mensagensUpload.anexoInvalido,
    quantidade: mensagensUpload.anexosDemais,
    naoEncontrado: mensagensUpload.anexoNaoEncontrado,
  },
} as const satisfies Omit<RegrasUpload, 'tipos'>;

export const politicasUpload: Record<PoliticaUpload, RegrasUpload> = {
  'logo-pedido': {
    tipos: imagens,
    maximoArquivos: 10,
    tamanhoMaximo: tamanhoMaximoImagemLogo,
    mensagens: {
      tamanho: mensagensPedidos.imagemGrande,
      tipo: mensagensPedidos.imagemInvalida,
      quantidade: () => mensagensPedidos.maximoImagens,
      naoEncontrado: mensagensPedidos.uploadNaoEncontrado,
    },
  },
  'imagem-produto': {
    tipos: imagens,
    maximoArquivos: 1,
    tamanhoMaximo: tamanhoMaximoImagemProduto,
    mensagens: {
      tamanho: () => mensagensUpload.imagemProdutoGrande,
      tipo: () => mensagensUpload.imagemProdutoInvalida,
      quantidade: () => mensagensUpload.imagemProdutoUnica,
      naoEncontrado: mensagensPedidos.uploadNaoEncontrado,
    },
  },
  'anexo-chamado': {
    ...anexo,
    tipos: [
      'doc',
      'docx',
      'xls',
      'xlsx',
      'ppt',
      'pptx',
      'pdf',
      'jpeg',
      'png',
      'gif',
      'mp4',
      'avi',
      'mov',
      'mp3',
      'wav',
    ],
  },
  'anexo-chamado-restrito': {
    ...anexo,
    tipos: ['pdf', 'doc', 'docx', 'jpeg', 'png'],
    mensagens: { ...anexo.mensagens, tipo: mensagensUpload.anexoRestritoInvalido },
  },
};

const tipoPorExtensao = new Map<string, TipoArquivo>(
  Object.entries(tiposArquivo).flatMap(([tipo, descricao]) =>
    descricao.extensoes.map((extensao): [string, TipoArquivo] => [extensao, tipo as TipoArquivo]),
  ),
);

/** The file type a name claims by its extension (any case), or null. */
export function tipoPeloNome(nome: string): TipoArquivo | null {
  const ponto = nome.lastIndexOf('.');
  const extensao =
    ponto < 0
      ? ''
      : nome
          .slice(ponto + 1)
          .trim()
          .toLowerCase();
  return tipoPorExtensao.get(extensao) ?? null;
}

/** The policy's type allowed for this name, or null. */
export function tipoPermitido(politica: PoliticaUpload, nome: string): TipoArquivo | null {
  const tipo = tipoPeloNome(nome);
  return tipo && politicasUpload[politica].tipos.includes(tipo) ? tipo : null;
}

/** A file as the browser's picker gives it (a `File` fits). */
export interface ArquivoSelecionado {
  name: string;
  size: number;
  type: string;
}

/**
 * Some phones and desktops without the matching app report no type, or the generic binary one: the
 * extension decides then (the server checks the content anyway).
 */
const mimesSemInformacao = new Set(['', 'application/octet-stream']);

/** The browser pre-check of one picked file: the message to show, or null. Size first, like the server. */
export function verificarArquivoSelecionado(politica: PoliticaUpload, arquivo: ArquivoSelecionado): string | null {
  const regras = politicasUpload[politica];
  if (arquivo.size > regras.tamanhoMaximo) return regras.mensagens.tamanho(arquivo.name, arquivo.size);
  const tipo = tipoPermitido(politica, arquivo.name);
  const mime = arquivo.type.split(';')[0]?.trim().toLowerCase() ?? '';
  const mimeConfere =
    tipo !== null && (mimesSemInformacao.has(mime) || tiposArquivo[tipo].mimes.some((conhecido) => conhecido === mime));
  // An empty file is no image, document or recording, whatever its name says.
  if (!mimeConfere || arquivo.size === 0) return regras.mensagens.tipo(arquivo.name);
  return null;
}

/** The count check of a selection (the order's images, or one ticket field's files): a message, or null. */
export function verificarSelecao(politica: PoliticaUpload, quantidade: number): string | null {
  const regras = politicasUpload[politica];
  return quantidade > regras.maximoArquivos ? regras.mensagens.quantidade(quantidade) : null;
}

/** The `accept` attribute of a picker: extensions for desktop dialogs, MIME types for phone galleries. */
export function atributoAccept(politica: PoliticaUpload): string {
  const tipos = politicasUpload[politica].tipos.map((tipo) => tiposArquivo[tipo]);
  return [
    ...tipos.flatMap((tipo) => tipo.extensoes.map((extensao) => `.${extensao}`)),
    ...tipos.map((tipo) => tipo.mimes[0]),
  ].join(',');
}

const decimal = onDemand(() => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }));
const megabyte = 1024 * 1024;

/** A picked file's size as people read it: '350 KB', '2,4 MB'. */
export const tamanhoLegivel = (bytes: number) =>
  bytes >= megabyte ? `${decimal().format(bytes / megabyte)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The file picker's captions for a policy: images or files, one or several (the spec writes limits as '10MB'). */
export function textosSeletor(politica: PoliticaUpload) {
  const { tipos, maximoArquivos, tamanhoMaximo } = politicasUpload[politica];
  const imagens = tipos.every((tipo) => tiposArquivo[tipo].mimes[0].startsWith('image/'));
  const limite = `${decimal().format(tamanhoMaximo / megabyte)}MB`;
  const unico = maximoArquivos === 1;
  const [umItem, itens] = imagens ? ['imagem', 'imagens'] : ['arquivo', 'arquivos'];
  return {
    imagens,
    unico,
    botao: `Selecionar ${unico ? umItem : itens}`,
    dica: unico
      ? `${imagens ? 'Uma imagem' : 'Um arquivo'} de no máximo ${limite}.`
      : `Até ${maximoArquivos} ${itens}, no máximo ${limite} cada.`,
    lista: imagens ? 'Imagens selecionadas' : 'Arquivos selecionados',
    remover: (nome: string) => `Remover ${umItem} ${nome}`,
    progresso: (nome: string) => `Envio de ${nome}`,
    enviado: imagens ? 'Enviada' : 'Enviado',
    enviando: (percent: number) => `Enviando... ${percent}%`,
    erroEnvio: (nome: string) => `Não foi possível enviar ${imagens ? 'a imagem' : 'o arquivo'} ${nome}.`,
  };
}

/** Whether a list names each thing once (upload ids: each upload is one file, used once). */
export const semRepetidos = (lista: readonly string[]) => new Set(lista).size === lista.length;
