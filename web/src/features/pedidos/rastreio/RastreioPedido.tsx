import { linkRastreio } from '@portal/shared/domain/rastreio';
import { mensagensRastreio } from '@portal/shared/mensagens/pedidos';
import type { Rastreio } from '@portal/shared/schemas/pedido';
import type { ReactNode } from 'react';
import { DetailFields } from '../../../components/Details.tsx';
import './rastreio.css';

/** A list's cell: the carrier and the code, the code a link to the carrier's tracking page when we know it. */
export function RastreioResumo({ rastreio }: { rastreio: Rastreio | null }) {
  if (!rastreio) return mensagensRastreio.semRastreio;
  const link = linkRastreio(rastreio);
  return (
    <span className="rastreio">
      <span>{rastreio.transportadora}</span>
      {link ? (
        <a
          className="rastreio__codigo"
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${rastreio.codigo} — ${mensagensRastreio.acompanharNa(rastreio.transportadora)} ${mensagensRastreio.novaAba}`}
        >
          {rastreio.codigo}
        </a>
      ) : (
        <span className="rastreio__codigo">{rastreio.codigo}</span>
      )}
    </span>
  );
}

/** The detail's section: carrier, code, the way to the carrier's tracking page, and the screen's own actions. */
export function RastreioDetalhe({ rastreio, children }: { rastreio: Rastreio | null; children?: ReactNode }) {
  const link = rastreio && linkRastreio(rastreio);
  return (
    <>
      {rastreio && (
        <DetailFields
          campos={[
            [mensagensRastreio.transportadora, rastreio.transportadora],
            [
              mensagensRastreio.codigo,
              <span key="codigo" className="rastreio__codigo">
                {rastreio.codigo}
              </span>,
            ],
          ]}
        />
      )}
      <div className="rastreio__acoes">
        {rastreio && link && (
          <a className="button button--secondary" href={link} target="_blank" rel="noopener noreferrer">
            {mensagensRastreio.acompanharNa(rastreio.transportadora)}
            <span className="visually-hidden"> {mensagensRastreio.novaAba}</span>
          </a>
        )}
        {children}
      </div>
    </>
  );
}
