import { formatarDiaEHora } from '@portal/shared/format/datas';
import { mensagensConexao } from '@portal/shared/mensagens/conexao';
import { useSemConexao } from '../lib/rede.ts';

/** Offline, when the data on screen was loaded: 'Dados de 28/11 às 10:42' (the moment in Brasília time). */
export function LidoEm({ instante }: { instante: number }) {
  const semConexao = useSemConexao();
  if (!semConexao) return null;
  return <p className="lido-em">{mensagensConexao.dadosDe(formatarDiaEHora(new Date(instante)))}</p>;
}
