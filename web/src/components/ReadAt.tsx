import { formatDayAndTime } from '@portal/shared/format/dates';
import { mensagensConexao } from '@portal/shared/mensagens/conexao';
import { useOffline } from '../lib/network.ts';

/** Offline, when the data on screen was loaded: 'Dados de 28/11 às 10:42' (the moment in Brasília time). */
export function ReadAt({ instante }: { instante: number }) {
  const semConexao = useOffline();
  if (!semConexao) return null;
  return <p className="lido-em">{mensagensConexao.dadosDe(formatDayAndTime(new Date(instante)))}</p>;
}
