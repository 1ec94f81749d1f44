import { mensagensPedidos, mensagensUpload, type PoliticaUpload } from '@portal/shared';
import { strToU8, zipSync } from 'fflate';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { RefusalError } from '../../src/errors.ts';
import { identificarConteudo, verificarArquivo } from '../../src/services/uploads/fileTypes.ts';

const bytes = (...partes: (string | number[] | Uint8Array)[]) =>
  Buffer.concat(partes.map((parte) => (typeof parte === 'string' ? Buffer.from(parte, 'latin1') : Buffer.from(parte))));
const uint32be = (valor: number) => [(valor >>> 24) & 0xff, (valor >>> 16) & 0xff, (valor >>> 8) & 0xff, valor & 0xff];
const uint32le = (valor: number) => uint32be(valor).reverse();
const uint16le = (valor: number) => [valor & 0xff, (valor >>> 8) & 0xff];

/** The content type Office gives the main part of each application's package. */
const tiposPrincipais: Record<string, string> = {
  word: 'wordprocessingml.document',
  xl: 'spreadsheetml.sheet',
  ppt: 'presentationml.presentation',
};

/**
 * An Office 2007+ package as Office writes it: a ZIP with the content-types part naming the main part's type, and the
 * parts of one application (plus any `extras`, for the packages no Office writes).
 */
const pacoteOffice = (pasta: string, principal: string, extras: Record<string, Uint8Array> = {}) =>
  zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        `<Override PartName="/${pasta}/${principal}" ContentType="application/vnd.openxmlformats-officedocument.${tiposPrincipais[pasta]}.main+xml"/></Types>`,
    ),
    '_rels/.rels': strToU8('<?xml version="1.0"?><Relationships/>'),
    [`${pasta}/${principal}`]: strToU8('<?xml version="1.0"?><root/>'),
    [`${pasta}/_rels/${principal}.rels`]: strToU8('<?xml version="1.0"?><Relationships/>'),
    'docProps/app.xml': strToU8('<?xml version="1.0"?><Properties/>'),
    ...extras,
  });

/** The 512-byte header of a compound file (doc, xls, ppt): signature, version 3, little-endian, 512-byte sectors. */
const ole2 = bytes(
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  new Uint8Array(16),
  [...uint16le(0x3e), ...uint16le(3), ...uint16le(0xfffe), ...uint16le(9), ...uint16le(6)],
  new Uint8Array(512 - 34),
);

/** An ISO base media file: an `ftyp` box with the brands, then an empty `mdat`. */
const midiaIso = (marca: string, ...compativeis: string[]) =>
  bytes(uint32be(16 + 4 * compativeis.length), 'ftyp', marca, [0, 0, 2, 0], ...compativeis, uint32be(8), 'mdat');

const riff = (forma: string, ...blocos: (string | number[])[]) => {
  const corpo = bytes(forma, ...blocos);
  return bytes('RIFF', uint32le(corpo.length), corpo);
};

/** PCM WAV: mono, 8 kHz, 16 bits, four silent samples. */
const wav = riff(
  'WAVE',
  'fmt ',
  uint32le(16),
  uint16le(1),
  uint16le(1),
  uint32le(8000),
  uint32le(16000),
  uint16le(2),
  uint16le(16),
  'data',
  uint32le(8),
  new Array(8).fill(0),
);
const avi = riff('AVI ', 'LIST', uint32le(4), 'hdrl', 'JUNK', uint32le(4), [0, 0, 0, 0]);
/** MPEG-1 Layer III, 128 kbit/s, 44.1 kHz, then silence. */
const quadroMp3 = bytes([0xff, 0xfb, 0x90, 0x64], new Uint8Array(413));
const id3 = bytes('ID3', [4, 0, 0, 0, 0, 0, 0], quadroMp3);
const pdf = bytes('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

const imagens: Record<'png' | 'jpeg' | 'gif' | 'webp', Buffer> = {
  png: Buffer.alloc(0),
  jpeg: Buffer.alloc(0),
  gif: Buffer.alloc(0),
  webp: Buffer.alloc(0),
};
beforeAll(async () => {
  const base = sharp({ create: { width: 8, height: 8, channels: 3, background: '#1f5130' } });
  imagens.png = await base.clone().png().toBuffer();
  imagens.jpeg = await base.clone().jpeg().toBuffer();
  imagens.gif = await base.clone().gif().toBuffer();
  imagens.webp = await base.clone().webp().toBuffer();
});

/** The pt-BR message of the refusal (invalid) a file gets, or null when it passes. */
function recusa(politica: PoliticaUpload, nome: string, conteudo: Uint8Array): string | null {
  try {
    verificarArquivo(politica, nome, conteudo);
    return null;
  } catch (error) {
    if (!(error instanceof RefusalError)) throw error;
    expect(error.kind).toBe('invalid');
    return error.message;
  }
}

const tipoRecusado = (nome: string) => mensagensUpload.anexoInvalido(nome);

describe('content sniffing', () => {
  it('tells each family by its bytes only', () => {
    expect(identificarConteudo(imagens.png)).toBe('png');
    expect(identificarConteudo(imagens.jpeg)).toBe('jpeg');
    expect(identificarConteudo(imagens.gif)).toBe('gif');
    expect(identificarConteudo(imagens.webp)).toBe('webp');
    expect(identificarConteudo(pdf)).toBe('pdf');
    expect(identificarConteudo(ole2)).toBe('ole2');
    expect(identificarConteudo(pacoteOffice('word', 'document.xml'))).toBe('docx');
    expect(identificarConteudo(pacoteOffice('xl', 'workbook.xml'))).toBe('xlsx');
    expect(identificarConteudo(pacoteOffice('ppt', 'presentation.xml'))).toBe('pptx');
    expect(identificarConteudo(midiaIso('isom', 'isom', 'iso2', 'avc1', 'mp41'))).toBe('mp4');
    expect(identificarConteudo(midiaIso('mp42', 'mp42', 'isom'))).toBe('mp4');
    expect(identificarConteudo(midiaIso('qt  ', 'qt  '))).toBe('mov');
    expect(identificarConteudo(avi)).toBe('avi');
    expect(identificarConteudo(wav)).toBe('wav');
    expect(identificarConteudo(id3)).toBe('mp3');
    expect(identificarConteudo(quadroMp3)).toBe('mp3');
  });

  it('knows nothing of text, markup, executables, plain ZIPs, HEIF images or broken headers', () => {
    const naoReconhecidos = [
      new Uint8Array(),
      bytes('<!DOCTYPE html><html><script>alert(1)</script></html>'),
      bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      bytes(
        'MZ',
        [0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff],
        new Uint8Array(50),
        'This program cannot be run in DOS mode',
      ),
      bytes('id;nome\n1;Maria\n'),
      zipSync({ 'leia-me.txt': strToU8('oi') }),
      zipSync({ 'word/document.xml': strToU8('<w/>') }),
      zipSync({
        '[Content_Types].xml': strToU8('<Types/>'),
        'word/document.xml': strToU8('<w/>'),
        'xl/workbook.xml': strToU8('<x/>'),
      }),
      midiaIso('heic', 'mif1', 'heic'),
      bytes([0xff, 0xf1, 0x50, 0x80], new Uint8Array(20)), // AAC (ADTS), whose layer bits are reserved in MPEG audio
      bytes('ID3', [9, 0, 0, 0, 0, 0, 0]),
      bytes('RIFF', uint32le(4), 'CDXA'),
      bytes('GIF87', [0x62]),
    ];
    for (const conteudo of naoReconhecidos) expect(identificarConteudo(conteudo)).toBeNull();
  });

  it('refuses a ZIP whose central directory is cut off', () => {
    const docx = pacoteOffice('word', 'document.xml');
    expect(identificarConteudo(docx.subarray(0, docx.length - 30))).toBeNull();
    expect(identificarConteudo(docx.subarray(0, docx.length - 200))).toBeNull();
    const semInicio = Buffer.from(docx);
    semInicio[0] = 0x51;
    expect(identificarConteudo(semInicio)).toBeNull();
  });

  // The checks the file-type package does not make: why the portal keeps its own sniffer.
  it('refuses an Office package with the parts of two kinds, even when its content types name one', () => {
    expect(
      identificarConteudo(pacoteOffice('word', 'document.xml', { 'xl/workbook.xml': strToU8('<x/>') })),
    ).toBeNull();
    expect(
      identificarConteudo(pacoteOffice('xl', 'workbook.xml', { 'word/document.xml': strToU8('<w/>') })),
    ).toBeNull();
  });

  it('refuses a ZIP cut before its content-types part, whatever folders came before', () => {
    // Stored entries, cut inside the second one's local header: a reader of local headers saw `word/` only.
    const semFim = zipSync(
      { 'word/document.xml': strToU8('<w/>'), '[Content_Types].xml': strToU8('<Types/>') },
      { level: 0 },
    ).subarray(0, 90);
    expect(identificarConteudo(semFim)).toBeNull();
  });

  it('refuses every HEIF brand as a video, headers that only start like a known one, and a known one behind a BOM', () => {
    const naoReconhecidos = [
      midiaIso('heim', 'mif1', 'heim'),
      midiaIso('heis', 'msf1', 'heis'),
      bytes('GIF88a', new Uint8Array(20)),
      bytes('%PDF1.4 sem hífen'),
      bytes('RIFF', uint32le(4), 'AVIX'),
      bytes([0xef, 0xbb, 0xbf], imagens.png),
      bytes([0xef, 0xbb, 0xbf], pdf),
    ];
    for (const conteudo of naoReconhecidos) expect(identificarConteudo(conteudo)).toBeNull();
  });
});

describe('verificarArquivo', () => {
  it.each([
    ['contrato.doc', () => ole2, 'doc', 'application/msword', 'doc'],
    ['planilha.XLS', () => ole2, 'xls', 'application/vnd.ms-excel', 'xls'],
    ['slides.ppt', () => ole2, 'ppt', 'application/vnd.ms-powerpoint', 'ppt'],
    [
      'contrato.docx',
      () => pacoteOffice('word', 'document.xml'),
      'docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'docx',
    ],
    [
      'planilha.xlsx',
      () => pacoteOffice('xl', 'workbook.xml'),
      'xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'xlsx',
    ],
    [
      'slides.pptx',
      () => pacoteOffice('ppt', 'presentation.xml'),
      'pptx',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'pptx',
    ],
    ['nota.pdf', () => pdf, 'pdf', 'application/pdf', 'pdf'],
    ['foto.JPEG', () => imagens.jpeg, 'jpeg', 'image/jpeg', 'jpg'],
    ['print.png', () => imagens.png, 'png', 'image/png', 'png'],
    ['anim.gif', () => imagens.gif, 'gif', 'image/gif', 'gif'],
    ['video.mp4', () => midiaIso('isom', 'isom', 'mp41'), 'mp4', 'video/mp4', 'mp4'],
    ['video.avi', () => avi, 'avi', 'video/x-msvideo', 'avi'],
    ['IMG_0420.MOV', () => midiaIso('qt  ', 'qt  '), 'mov', 'video/quicktime', 'mov'],
    ['audio.mp3', () => id3, 'mp3', 'audio/mpeg', 'mp3'],
    ['audio.wav', () => wav, 'wav', 'audio/wav', 'wav'],
  ])('accepts %s as a ticket attachment by its content', (nome, conteudo, tipo, contentType, extensao) => {
    expect(verificarArquivo('anexo-chamado', nome, conteudo())).toEqual({ tipo, contentType, extensao });
  });

  it('accepts the extra-logo and product image formats, WebP included', () => {
    for (const [tipo, conteudo] of Object.entries(imagens)) {
      expect(verificarArquivo('logo-pedido', `logo.${tipo}`, conteudo).tipo).toBe(tipo);
      expect(verificarArquivo('imagem-produto', `caneca.${tipo}`, conteudo).tipo).toBe(tipo);
    }
  });

  it.each([
    ['programa.pdf', bytes('MZ', [0x90, 0, 3, 0], new Uint8Array(60))],
    ['pagina.docx', bytes('<!DOCTYPE html><html><body>oi</body></html>')],
    ['desenho.png', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['notas.mp3', bytes('apenas texto, nada de áudio')],
    // UTF-16 LE text: its byte-order mark FF FE reads as an MPEG-1 Layer I frame header, which no .mp3 carries.
    ['notas.mp3', bytes([0xff, 0xfe], 'A\u0000n\u0000a\u0000 \u0000')],
    ['notas.doc', bytes('{\\rtf1\\ansi texto}')],
  ])('refuses %s, content not of the allowed types', (nome, conteudo) => {
    expect(recusa('anexo-chamado', nome, conteudo)).toBe(tipoRecusado(nome));
  });

  it('refuses content of another allowed type than the name says', () => {
    expect(recusa('anexo-chamado', 'nota.pdf', imagens.png)).toBe(tipoRecusado('nota.pdf'));
    expect(recusa('anexo-chamado', 'contrato.docx', pacoteOffice('xl', 'workbook.xml'))).toBe(
      tipoRecusado('contrato.docx'),
    );
    expect(recusa('anexo-chamado', 'contrato.docx', ole2)).toBe(tipoRecusado('contrato.docx'));
    expect(recusa('anexo-chamado', 'video.mp4', midiaIso('qt  ', 'qt  '))).toBe(tipoRecusado('video.mp4'));
    expect(recusa('anexo-chamado', 'foto.mp4', midiaIso('heic', 'mif1', 'heic'))).toBe(tipoRecusado('foto.mp4'));
    expect(recusa('anexo-chamado', 'audio.wav', avi)).toBe(tipoRecusado('audio.wav'));
    // An ID3 tag makes the file audio, whatever follows it.
    const etiquetaEImagem = bytes('ID3', [4, 0, 0, 0, 0, 0, 0], imagens.png);
    expect(recusa('logo-pedido', 'logo.png', etiquetaEImagem)).toBe(mensagensPedidos.imagemInvalida('logo.png'));
  });

  it("refuses a type the purpose does not take, whatever its content, with the purpose's message", () => {
    expect(recusa('anexo-chamado', 'logo.webp', imagens.webp)).toBe(tipoRecusado('logo.webp'));
    expect(recusa('anexo-chamado-restrito', 'planilha.xlsx', pacoteOffice('xl', 'workbook.xml'))).toBe(
      mensagensUpload.anexoRestritoInvalido('planilha.xlsx'),
    );
    expect(recusa('logo-pedido', 'logo.pdf', pdf)).toBe(mensagensPedidos.imagemInvalida('logo.pdf'));
    expect(recusa('logo-pedido', 'logo', imagens.png)).toBe(mensagensPedidos.imagemInvalida('logo'));
    expect(recusa('imagem-produto', 'caneca.svg', bytes('<svg/>'))).toBe(mensagensUpload.imagemProdutoInvalida);
  });

  it('refuses an empty file', () => {
    expect(recusa('anexo-chamado', 'vazio.pdf', new Uint8Array())).toBe(tipoRecusado('vazio.pdf'));
    expect(recusa('logo-pedido', 'vazio.png', new Uint8Array())).toBe(mensagensPedidos.imagemInvalida('vazio.png'));
  });

  it("refuses a file over the purpose's size limit before looking at it", () => {
    const umMega = 1024 * 1024;
    const comTamanho = (inicio: Uint8Array, tamanho: number) => bytes(inicio, new Uint8Array(tamanho - inicio.length));
    expect(recusa('imagem-produto', 'caneca.png', comTamanho(imagens.png, umMega))).toBeNull();
    expect(recusa('imagem-produto', 'caneca.png', comTamanho(imagens.png, umMega + 1))).toBe(
      mensagensUpload.imagemProdutoGrande,
    );
    expect(recusa('logo-pedido', 'logo.png', comTamanho(imagens.png, 10 * umMega + 1))).toBe(
      mensagensPedidos.imagemGrande('logo.png'),
    );
    expect(recusa('anexo-chamado', 'nota.pdf', comTamanho(pdf, 10 * umMega))).toBeNull();
    expect(recusa('anexo-chamado', 'nota.pdf', comTamanho(pdf, 10 * umMega + 1))).toBe(
      'Arquivo "nota.pdf" excede o tamanho máximo de 10MB. Tamanho atual: 10,01 MB',
    );
    expect(recusa('anexo-chamado', 'programa.exe', new Uint8Array(11 * umMega))).toBe(
      mensagensUpload.anexoGrande('programa.exe', 11 * umMega),
    );
  });
});
