import { maximoAnexosPorCampo } from '../domain/limitesValores.ts';
import { onDemand } from '../format/onDemand.ts';

// Two decimals with the pt-BR comma, like every other number on screen ('R$ 1.234,56'), rounded up so a
// refused file never reads "10,00 MB".
const megabytes = onDemand(
  () => new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);
const emMegabytes = (bytes: number) => megabytes().format(Math.ceil((bytes / (1024 * 1024)) * 100) / 100);

/** Spec section 5; the restricted pickers' type text is ours (the spec gives only the general one). */
export const mensagensUpload = {
  imagemProdutoGrande: 'A imagem deve ter no máximo 1MB.',
  imagemProdutoInvalida: 'Por favor, selecione apenas arquivos de imagem.',
  imagemProdutoUnica: 'Selecione apenas uma imagem.',
  anexosDemais: (selecionados: number) =>
    `Máximo de ${maximoAnexosPorCampo} arquivos permitidos. Você selecionou ${selecionados}.`,
  anexoGrande: (nome: string, bytes: number) =>
    `Arquivo "${nome}" excede o tamanho máximo de 10MB. Tamanho atual: ${emMegabytes(bytes)} MB`,
  anexoInvalido: (nome: string) =>
    `Arquivo "${nome}" não é um tipo permitido. Tipos aceitos: Word, Excel, PPT, PDF, Imagem, Vídeo, Áudio`,
  anexoRestritoInvalido: (nome: string) =>
    `Arquivo "${nome}" não é um tipo permitido. Tipos aceitos: Word, PDF, JPG, PNG`,
  anexoNaoEncontrado: 'Anexo enviado não encontrado. Envie o arquivo novamente.',
  /** One upload named twice in one request (each upload is one file, used once). */
  repetido: 'O mesmo arquivo foi indicado mais de uma vez. Envie cada arquivo uma vez.',
} as const;
