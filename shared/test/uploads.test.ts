import { describe, expect, it } from 'vitest';
import {
  atributoAccept,
  mensagensPedidos,
  mensagensUpload,
  type PoliticaUpload,
  politicasUpload,
  tipoPeloNome,
  tipoPermitido,
  tiposArquivo,
  verificarArquivoSelecionado,
  verificarSelecao,
} from '../src/index.ts';

const mb = 1024 * 1024;
const arquivo = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('file types', () => {
  it('lists every extension once', () => {
    const extensoes = Object.values(tiposArquivo).flatMap((tipo) => tipo.extensoes);
    expect(new Set(extensoes).size).toBe(extensoes.length);
  });

  it('tells the type a name claims, in any case, by its last extension', () => {
    expect(tipoPeloNome('Foto.JPEG')).toBe('jpeg');
    expect(tipoPeloNome('foto.jpg')).toBe('jpeg');
    expect(tipoPeloNome('relatorio.final.xlsx')).toBe('xlsx');
    expect(tipoPeloNome('planilha.xlsx.exe')).toBeNull();
    expect(tipoPeloNome('semextensao')).toBeNull();
    expect(tipoPeloNome('.png')).toBe('png');
    expect(tipoPeloNome('arquivo.')).toBeNull();
    expect(tipoPeloNome('x.constructor')).toBeNull();
  });

  it('allows a type only in the policies that list it', () => {
    expect(tipoPermitido('logo-pedido', 'logo.webp')).toBe('webp');
    expect(tipoPermitido('anexo-chamado', 'logo.webp')).toBeNull();
    expect(tipoPermitido('anexo-chamado', 'audio.wav')).toBe('wav');
    expect(tipoPermitido('anexo-chamado-restrito', 'audio.wav')).toBeNull();
    expect(tipoPermitido('imagem-produto', 'manual.pdf')).toBeNull();
  });
});

describe('extra-logo images (logo-pedido)', () => {
  it.each([
    ['logo.png', 'image/png'],
    ['logo.jpg', 'image/jpeg'],
    ['logo.jpeg', 'image/pjpeg'],
    ['logo.gif', 'image/gif'],
    ['logo.webp', 'image/webp'],
    ['IMG_0001.JPG', ''],
  ])('accepts %s (%j)', (nome, tipo) => {
    expect(verificarArquivoSelecionado('logo-pedido', arquivo(nome, tipo))).toBeNull();
  });

  it.each([
    ['logo.svg', 'image/svg+xml'],
    ['foto.heic', 'image/heic'],
    ['logo.png', 'text/html'],
    ['logo.pdf', 'application/pdf'],
    ['logo', 'image/png'],
  ])('refuses %s (%j) with the spec message', (nome, tipo) => {
    expect(verificarArquivoSelecionado('logo-pedido', arquivo(nome, tipo))).toBe(mensagensPedidos.imagemInvalida(nome));
  });

  it('takes up to 10 MB each and 10 per order', () => {
    expect(verificarArquivoSelecionado('logo-pedido', arquivo('a.png', 'image/png', 10 * mb))).toBeNull();
    expect(verificarArquivoSelecionado('logo-pedido', arquivo('a.png', 'image/png', 10 * mb + 1))).toBe(
      'A imagem a.png é muito grande. Tamanho máximo permitido: 10MB',
    );
    expect(verificarSelecao('logo-pedido', 10)).toBeNull();
    expect(verificarSelecao('logo-pedido', 11)).toBe('Máximo de 10 imagens por pedido.');
  });
});

describe('product images (imagem-produto)', () => {
  it('takes one image of at most 1 MB', () => {
    expect(politicasUpload['imagem-produto'].tamanhoMaximo).toBe(1048576);
    expect(verificarArquivoSelecionado('imagem-produto', arquivo('caneca.webp', 'image/webp', mb))).toBeNull();
    expect(verificarArquivoSelecionado('imagem-produto', arquivo('caneca.webp', 'image/webp', mb + 1))).toBe(
      'A imagem deve ter no máximo 1MB.',
    );
    expect(verificarArquivoSelecionado('imagem-produto', arquivo('tabela.pdf', 'application/pdf'))).toBe(
      'Por favor, selecione apenas arquivos de imagem.',
    );
    expect(verificarSelecao('imagem-produto', 1)).toBeNull();
    expect(verificarSelecao('imagem-produto', 2)).toBe(mensagensUpload.imagemProdutoUnica);
  });
});

describe('ticket attachments (anexo-chamado)', () => {
  it.each([
    ['contrato.doc', 'application/msword'],
    ['contrato.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['planilha.xls', 'application/vnd.ms-excel'],
    ['planilha.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['slides.ppt', 'application/vnd.ms-powerpoint'],
    ['slides.pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    ['nota.pdf', 'application/pdf'],
    ['foto.jpg', 'image/jpeg'],
    ['foto.jpeg', 'image/jpeg'],
    ['print.png', 'image/png'],
    ['anim.gif', 'image/gif'],
    ['video.mp4', 'video/mp4'],
    ['video.avi', 'video/x-msvideo'],
    ['video.avi', 'video/avi'],
    ['video.mov', 'video/quicktime'],
    ['audio.mp3', 'audio/mpeg'],
    ['audio.mp3', 'audio/mp3'],
    ['audio.wav', 'audio/wav'],
    ['audio.wav', 'audio/x-wav'],
    ['audio.wav', 'audio/wave'],
    ['gravacao.m4a.wav', ''],
    ['planilha.xlsx', 'application/octet-stream'],
  ])('accepts %s (%j)', (nome, tipo) => {
    expect(verificarArquivoSelecionado('anexo-chamado', arquivo(nome, tipo))).toBeNull();
  });

  it.each([
    ['programa.exe', 'application/x-msdownload'],
    ['pagina.html', 'text/html'],
    ['logo.webp', 'image/webp'],
    ['notas.txt', 'text/plain'],
    ['nota.pdf', 'text/html'],
    ['planilha.xlsx', 'application/msword'],
    ['vazio.pdf', 'application/pdf'],
  ])('refuses %s (%j) naming the accepted types', (nome, tipo) => {
    const tamanho = nome === 'vazio.pdf' ? 0 : 1000;
    expect(verificarArquivoSelecionado('anexo-chamado', arquivo(nome, tipo, tamanho))).toBe(
      `Arquivo "${nome}" não é um tipo permitido. Tipos aceitos: Word, Excel, PPT, PDF, Imagem, Vídeo, Áudio`,
    );
  });

  it('takes 10 MB (10485760 bytes) each, showing the size with two decimals rounded up', () => {
    expect(verificarArquivoSelecionado('anexo-chamado', arquivo('v.mp4', 'video/mp4', 10485760))).toBeNull();
    expect(verificarArquivoSelecionado('anexo-chamado', arquivo('v.mp4', 'video/mp4', 10485761))).toBe(
      'Arquivo "v.mp4" excede o tamanho máximo de 10MB. Tamanho atual: 10,01 MB',
    );
    expect(verificarArquivoSelecionado('anexo-chamado', arquivo('v.mp4', 'video/mp4', 12.5 * mb))).toBe(
      'Arquivo "v.mp4" excede o tamanho máximo de 10MB. Tamanho atual: 12,50 MB',
    );
    // Size comes first, like on the server: an oversize file of a wrong type gets the size message.
    expect(verificarArquivoSelecionado('anexo-chamado', arquivo('x.exe', '', 11 * mb))).toContain('excede');
  });

  it('takes at most 10 files per field', () => {
    expect(verificarSelecao('anexo-chamado', 10)).toBeNull();
    expect(verificarSelecao('anexo-chamado', 12)).toBe('Máximo de 10 arquivos permitidos. Você selecionou 12.');
  });
});

describe('campaign and service attachments (anexo-chamado-restrito)', () => {
  it.each(['briefing.pdf', 'briefing.doc', 'briefing.docx', 'ref.jpg', 'ref.jpeg', 'ref.png'])('accepts %s', (nome) => {
    expect(verificarArquivoSelecionado('anexo-chamado-restrito', arquivo(nome, ''))).toBeNull();
  });

  it.each(['planilha.xlsx', 'slides.pptx', 'anim.gif', 'video.mp4', 'audio.mp3'])('refuses %s', (nome) => {
    expect(verificarArquivoSelecionado('anexo-chamado-restrito', arquivo(nome, ''))).toBe(
      `Arquivo "${nome}" não é um tipo permitido. Tipos aceitos: Word, PDF, JPG, PNG`,
    );
  });

  it('keeps the general limits', () => {
    expect(verificarSelecao('anexo-chamado-restrito', 11)).toBe(mensagensUpload.anexosDemais(11));
    expect(verificarArquivoSelecionado('anexo-chamado-restrito', arquivo('a.pdf', '', 11 * mb))).toBe(
      mensagensUpload.anexoGrande('a.pdf', 11 * mb),
    );
  });
});

describe('accept attribute', () => {
  it('lists extensions and canonical MIME types', () => {
    expect(atributoAccept('imagem-produto')).toBe(
      '.png,.jpg,.jpeg,.gif,.webp,image/png,image/jpeg,image/gif,image/webp',
    );
    expect(atributoAccept('anexo-chamado-restrito')).toBe(
      '.pdf,.doc,.docx,.jpg,.jpeg,.png,application/pdf,application/msword,' +
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document,image/jpeg,image/png',
    );
  });

  it.each<PoliticaUpload>(['logo-pedido', 'imagem-produto', 'anexo-chamado', 'anexo-chamado-restrito'])(
    'lets through every name the %s check accepts',
    (politica) => {
      const aceitos = atributoAccept(politica).split(',');
      for (const tipo of politicasUpload[politica].tipos) {
        for (const extensao of tiposArquivo[tipo].extensoes) expect(aceitos).toContain(`.${extensao}`);
        expect(aceitos).toContain(tiposArquivo[tipo].mimes[0]);
      }
    },
  );
});
