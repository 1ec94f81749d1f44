import { mensagens } from '@portal/shared/mensagens/geral';

/** A read that failed: why (the caller's spec text), and 'Tentar Novamente' to ask again. */
export function LoadFailure({
  mensagem,
  onTentarNovamente,
  className,
}: {
  mensagem: string;
  onTentarNovamente: () => unknown;
  className: string;
}) {
  return (
    <div className={className} role="alert">
      <p>{mensagem}</p>
      <button type="button" className="button button--secondary" onClick={() => onTentarNovamente()}>
        {mensagens.tentarNovamente}
      </button>
    </div>
  );
}
