import { tamanhoLegivel } from '@portal/shared/domain/uploads';
import { mensagensChamados } from '@portal/shared/mensagens/chamados';
import type { Chamado } from '@portal/shared/schemas/chamado';
import { useMutation } from '@tanstack/react-query';
import { Icon } from '../../components/Icon.tsx';
import { failureReason } from '../../lib/apiClient.ts';
import { baixarAnexo } from './chamadosApi.ts';

type Anexo = Chamado['anexos'][number];

/** One attachment: a button that downloads it (busy while it comes), and why it failed if it did. */
function BotaoAnexo({ chamado, anexo }: { chamado: Chamado; anexo: Anexo }) {
  const download = useMutation({ mutationFn: () => baixarAnexo(chamado, anexo) });
  return (
    <li className="anexos-chamado__item">
      <button
        type="button"
        className="button button--secondary anexos-chamado__botao"
        onClick={() => download.mutate()}
        disabled={download.isPending}
        aria-busy={download.isPending || undefined}
      >
        <Icon name="arquivo" className="anexos-chamado__icone" />
        <span className="visually-hidden">Baixar </span>
        <span className="anexos-chamado__nome">{anexo.nome}</span>
        <span className="anexos-chamado__tamanho">{tamanhoLegivel(anexo.tamanho)}</span>
      </button>
      {download.isError && (
        <p className="anexos-chamado__erro" role="alert">
          {failureReason(download.error, mensagensChamados.erroAnexo)}
        </p>
      )}
    </li>
  );
}

/**
 * A ticket's attachments as download buttons, with each file's name and size: the form's, or (`anexos`, named by
 * `rotulo`) a reply's, which download through the same route by their `indice`.
 */
export function AnexosChamado({
  chamado,
  anexos = chamado.anexos,
  rotulo = 'Anexos do chamado',
}: {
  chamado: Chamado;
  anexos?: readonly Anexo[];
  rotulo?: string;
}) {
  return (
    <ul className="anexos-chamado" aria-label={rotulo}>
      {anexos.map((anexo) => (
        <BotaoAnexo key={anexo.indice} chamado={chamado} anexo={anexo} />
      ))}
    </ul>
  );
}
