import { mensagensPedidos } from '@portal/shared/mensagens/pedidos';
import type { StatusEmLoteResponse } from '@portal/shared/schemas/pedidosConsulta';

/** The bulk change's summary: how many moved, and each order that did not, with the API's reason. */
export function resumoDoLote({ message, resultados }: StatusEmLoteResponse): { mensagem: string; falhas: string[] } {
  return {
    mensagem: message,
    falhas: resultados
      .filter((resultado) => !resultado.ok)
      .map((resultado) =>
        mensagensPedidos.loteFalha(resultado.id, resultado.message ?? mensagensPedidos.loteFalhaSemMotivo),
      ),
  };
}
