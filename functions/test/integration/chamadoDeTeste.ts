import { zipSync } from 'fflate';

/** Tickets as the tests send them: files the API accepts and the spec's multipart body. */

const encode = (text: string) => new TextEncoder().encode(text);

/** A small real PDF (its first bytes are what the API checks). */
export const pdf = encode('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A minimal .docx: a zip with the parts that make it a Word document. */
export const docx = zipSync({
  '[Content_Types].xml': encode('<Types/>'),
  'word/document.xml': encode('<w:document/>'),
});

/** A minimal .xlsx: a zip with the parts that make it a workbook. */
export const xlsx = zipSync({ '[Content_Types].xml': encode('<Types/>'), 'xl/workbook.xml': encode('<workbook/>') });

/** An invoice ticket's fields under the spec's multipart names (attachments: any document). */
export const notasEmitida = {
  assunto: 'Reembolso do dia de campo',
  categoria: 'Lançamento de Notas e Despesas',
  contratante: 'Agro Franquia Ribeirão Ltda',
  formaPagamento: 'Pix',
  dadosPagamento: 'financeiro@agrofranquia.com.br',
  dataPagamento: '2026-12-10',
  notaFiscal: 'Emitida',
  descricao: 'Despesas do dia de campo de novembro.',
};

export type ArquivoDeTeste = { nome: string; bytes: Uint8Array };

/** The spec's multipart body: wire names, `materiais` and `anexo` repeated, uploads as `anexo_upload_id`. */
export function corpoChamado(
  campos: Record<string, string> = notasEmitida,
  extras: { materiais?: string[]; anexos?: ArquivoDeTeste[]; uploadIds?: string[] } = {},
) {
  const form = new FormData();
  for (const [nome, valor] of Object.entries(campos)) form.append(nome, valor);
  for (const material of extras.materiais ?? []) form.append('materiais', material);
  for (const { nome, bytes } of extras.anexos ?? []) form.append('anexo', new Blob([new Uint8Array(bytes)]), nome);
  for (const id of extras.uploadIds ?? []) form.append('anexo_upload_id', id);
  return form;
}
