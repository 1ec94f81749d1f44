import {
  type FamiliaConteudo,
  type PoliticaUpload,
  politicasUpload,
  type TipoArquivo,
  tipoPermitido,
  tiposArquivo,
} from '@portal/shared';
import { invalid } from '../../errors.ts';

const ascii = (texto: string) => Array.from(texto, (caractere) => caractere.charCodeAt(0));

/** Fixed bytes at fixed offsets; every part must match. */
const assinaturas: readonly { familia: FamiliaConteudo; partes: readonly (readonly [number, readonly number[]])[] }[] =
  [
    { familia: 'png', partes: [[0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]]] },
    { familia: 'jpeg', partes: [[0, [0xff, 0xd8, 0xff]]] },
    { familia: 'gif', partes: [[0, ascii('GIF87a')]] },
    { familia: 'gif', partes: [[0, ascii('GIF89a')]] },
    {
      familia: 'webp',
      partes: [
        [0, ascii('RIFF')],
        [8, ascii('WEBP')],
      ],
    },
    {
      familia: 'avi',
      partes: [
        [0, ascii('RIFF')],
        [8, ascii('AVI ')],
      ],
    },
    {
      familia: 'wav',
      partes: [
        [0, ascii('RIFF')],
        [8, ascii('WAVE')],
      ],
    },
    { familia: 'pdf', partes: [[0, ascii('%PDF-')]] },
    { familia: 'ole2', partes: [[0, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]]] },
  ];

const temBytes = (bytes: Uint8Array, inicio: number, esperados: readonly number[]) =>
  esperados.every((byte, indice) => bytes[inicio + indice] === byte);

const latin1 = new TextDecoder('latin1');
const textoEm = (bytes: Uint8Array, inicio: number, tamanho: number) =>
  latin1.decode(bytes.subarray(inicio, inicio + tamanho));

/**
 * The entry names of a ZIP archive, read from its central directory (the end-of-central-directory record
 * sits in the last 22 bytes plus an optional comment), or null when it is not a well-formed ZIP.
 */
function entradasZip(bytes: Uint8Array): string[] | null {
  if (!temBytes(bytes, 0, [0x50, 0x4b, 0x03, 0x04])) return null;
  const dados = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const menorFim = Math.max(0, bytes.length - 22 - 0xffff);
  let fim = bytes.length - 22;
  while (fim >= menorFim && dados.getUint32(fim, true) !== 0x06054b50) fim--;
  if (fim < menorFim) return null;
  const quantidade = dados.getUint16(fim + 10, true);
  let posicao = dados.getUint32(fim + 16, true);
  const nomes: string[] = [];
  for (let entrada = 0; entrada < quantidade; entrada++) {
    if (posicao + 46 > fim || dados.getUint32(posicao, true) !== 0x02014b50) return null;
    const tamanhoNome = dados.getUint16(posicao + 28, true);
    const proxima =
      posicao + 46 + tamanhoNome + dados.getUint16(posicao + 30, true) + dados.getUint16(posicao + 32, true);
    if (proxima > fim) return null;
    nomes.push(textoEm(bytes, posicao + 46, tamanhoNome));
    posicao = proxima;
  }
  return nomes;
}

/** Office Open XML files are ZIPs told apart by the folder of their parts. */
const pastasOoxml: readonly (readonly [FamiliaConteudo, string])[] = [
  ['docx', 'word/'],
  ['xlsx', 'xl/'],
  ['pptx', 'ppt/'],
];

function ooxml(bytes: Uint8Array): FamiliaConteudo | null {
  const nomes = entradasZip(bytes);
  if (!nomes?.includes('[Content_Types].xml')) return null;
  const encontradas = pastasOoxml.filter(([, pasta]) => nomes.some((nome) => nome.startsWith(pasta)));
  // A ZIP with the parts of two kinds is no file Office writes.
  return encontradas.length === 1 ? (encontradas[0]?.[0] ?? null) : null;
}

/** HEIF and AVIF images are ISO media files too; they are not videos. */
const marcasImagem = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis']);

/** ISO base media (MP4, QuickTime): an `ftyp` box first, its major brand saying which. */
function midiaIso(bytes: Uint8Array): FamiliaConteudo | null {
  if (bytes.length < 16 || textoEm(bytes, 4, 4) !== 'ftyp') return null;
  const marca = textoEm(bytes, 8, 4);
  if (marca === 'qt  ') return 'mov';
  return marcasImagem.has(marca) ? null : 'mp4';
}

/**
 * An ID3v2 tag, or an MPEG Layer III frame header (11 sync bits, no reserved version, layer III, no reserved rate):
 * Layers I and II are .mp1 and .mp2, and UTF-16 LE text's byte-order mark (FF FE) reads as a Layer I header.
 */
function mp3(bytes: Uint8Array): FamiliaConteudo | null {
  const [b0 = 0, b1 = 0, b2 = 0, b3 = 0, b4 = 0] = bytes;
  if (temBytes(bytes, 0, ascii('ID3')) && b3 >= 2 && b3 <= 4 && b4 !== 0xff) return 'mp3';
  const sincronia = b0 === 0xff && (b1 & 0xe0) === 0xe0;
  const versao = (b1 >> 3) & 0x3;
  const camada = (b1 >> 1) & 0x3;
  const taxa = b2 >> 4;
  const amostragem = (b2 >> 2) & 0x3;
  return sincronia && versao !== 1 && camada === 1 && taxa !== 0xf && amostragem !== 3 ? 'mp3' : null;
}

/** What a file is, told by its content only, never by its name or declared type. */
export function identificarConteudo(bytes: Uint8Array): FamiliaConteudo | null {
  const assinatura = assinaturas.find(({ partes }) =>
    partes.every(([inicio, esperados]) => temBytes(bytes, inicio, esperados)),
  );
  return assinatura?.familia ?? ooxml(bytes) ?? midiaIso(bytes) ?? mp3(bytes);
}

export interface ArquivoVerificado {
  tipo: TipoArquivo;
  /** The canonical MIME type to store and serve, whatever the browser declared. */
  contentType: string;
  /** The extension to store it with. */
  extensao: string;
}

/** A file's size within its purpose's policy, else an `invalid` refusal with the policy's pt-BR message. */
export function verificarTamanho(politica: PoliticaUpload, nome: string, tamanho: number): void {
  const { tamanhoMaximo, mensagens } = politicasUpload[politica];
  if (tamanho > tamanhoMaximo) throw invalid(mensagens.tamanho(nome, tamanho));
}

/**
 * The API's check of an uploaded file for a purpose: size within the policy, name of an allowed type, and
 * content of that type's family. Throws an `invalid` refusal with the policy's pt-BR message.
 */
export function verificarArquivo(politica: PoliticaUpload, nome: string, bytes: Uint8Array): ArquivoVerificado {
  verificarTamanho(politica, nome, bytes.length);
  const { mensagens } = politicasUpload[politica];
  const tipo = tipoPermitido(politica, nome);
  if (!tipo || identificarConteudo(bytes) !== tiposArquivo[tipo].familia) throw invalid(mensagens.tipo(nome));
  return { tipo, contentType: tiposArquivo[tipo].mimes[0], extensao: tiposArquivo[tipo].extensoes[0] };
}

/**
 * The check of content that comes without a file name (the product admin's base64 images, spec section 7):
 * size within the policy, and content of one of the policy's types, told by its first bytes alone.
 */
export function verificarConteudo(politica: PoliticaUpload, bytes: Uint8Array): ArquivoVerificado {
  verificarTamanho(politica, '', bytes.length);
  const { mensagens, tipos } = politicasUpload[politica];
  const familia = identificarConteudo(bytes);
  const tipo = tipos.find((candidato) => tiposArquivo[candidato].familia === familia);
  if (!tipo) throw invalid(mensagens.tipo(''));
  return { tipo, contentType: tiposArquivo[tipo].mimes[0], extensao: tiposArquivo[tipo].extensoes[0] };
}
