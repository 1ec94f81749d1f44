import { usoDaVerba } from '@portal/shared/domain/verba';
import { mensagensVerba } from '@portal/shared/mensagens/verba';
import type { VerbaDaUnidade } from '@portal/shared/schemas/verba';

const { painel } = mensagensVerba;

/** A number as a pt-BR spreadsheet reads it: comma decimals, no thousands separator. */
const numero = (valor: number, casas = 2) => valor.toFixed(casas).replace('.', ',');

/** A cell quoted when it holds the separator, a quote or a line break; a leading formula sign neutralised. */
function celula(texto: string): string {
  const seguro = /^[=+\-@\t\r]/.test(texto) ? `'${texto}` : texto;
  return /[;"\r\n]/.test(seguro) ? `"${seguro.replaceAll('"', '""')}"` : seguro;
}

/**
 * The dashboard's budget table as CSV for Excel in Brazil: ';' between cells, comma decimals, a byte order mark so
 * accents open right; the rows in the table's order. A unit without a budget has its budget, balance and use empty.
 */
export function verbasCsv(verbas: readonly VerbaDaUnidade[]): string {
  const cabecalho = [
    painel.unidade,
    mensagensVerba.periodo,
    mensagensVerba.titulo,
    mensagensVerba.gasto,
    mensagensVerba.saldo,
    `${painel.uso} (%)`,
  ];
  const linhas = verbas.map((verba) => {
    const uso = usoDaVerba(verba);
    return [
      verba.nome,
      verba.periodo,
      verba.valor === null ? '' : numero(verba.valor),
      numero(verba.gasto),
      verba.saldo === null ? '' : numero(verba.saldo),
      uso === null || !Number.isFinite(uso) ? '' : numero(uso * 100, 1),
    ];
  });
  return `\uFEFF${[cabecalho, ...linhas].map((linha) => linha.map(celula).join(';')).join('\r\n')}\r\n`;
}
