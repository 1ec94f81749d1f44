import { dayInSaoPaulo } from '@portal/shared/format/dates';

/** Spec section 9: pedidos_exportados_{yyyy-mm-dd}.xlsx, the export's day in Brasília. */
export function nomeArquivoExportacao(agora: Date): string {
  return `pedidos_exportados_${dayInSaoPaulo(agora)}.xlsx`;
}
