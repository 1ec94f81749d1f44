import { zodResolver } from '@hookform/resolvers/zod';
import { mensagensPedidos, mensagensStatus } from '@portal/shared/mensagens/pedidos';
import { type ReactNode, useId } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { TextAreaField } from '../../components/form/TextAreaField.tsx';
import { Modal } from '../../components/Modal.tsx';

/** The API's own limit for a reason (atualizarStatusPedidoSchema). */
const maximoMotivo = 500;

const motivoSchema = z.object({
  motivo: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, mensagensStatus.motivoObrigatorio),
      z.maxLength(maximoMotivo, mensagensStatus.motivoLongo),
    ),
});
type Motivo = z.infer<typeof motivoSchema>;

/**
 * The cancel modal (spec sections 2 and 5): what is being cancelled, a required reason, 'Voltar' and
 * 'Confirmar Cancelamento' — disabled while the reason is blank, 'Cancelando...' while it is sent.
 */
export function CancelamentoModal({
  resumo,
  enviando,
  onConfirmar,
  onVoltar,
}: {
  /** The order's client, total and date, or how many orders are selected. */
  resumo: ReactNode;
  enviando: boolean;
  onConfirmar: (motivo: string) => void;
  onVoltar: () => void;
}) {
  const formId = useId();
  const form = useForm<Motivo>({
    resolver: zodResolver(motivoSchema),
    defaultValues: { motivo: '' },
    mode: 'onTouched',
  });
  const semMotivo = form.watch('motivo').trim() === '';

  return (
    <Modal
      open
      onClose={onVoltar}
      title={mensagensPedidos.cancelarTitulo}
      dismissible={!enviando}
      className="modal-cancelamento"
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onVoltar} disabled={enviando}>
            Voltar
          </button>
          <button
            type="submit"
            form={formId}
            className="button button--danger"
            disabled={semMotivo || enviando}
            aria-busy={enviando || undefined}
          >
            {enviando ? 'Cancelando...' : 'Confirmar Cancelamento'}
          </button>
        </>
      }
    >
      <form id={formId} className="form" noValidate onSubmit={form.handleSubmit(({ motivo }) => onConfirmar(motivo))}>
        <div className="modal-cancelamento__resumo">{resumo}</div>
        <TextAreaField
          control={form.control}
          name="motivo"
          label="Motivo do cancelamento"
          required
          maxLength={maximoMotivo}
          rows={4}
          disabled={enviando}
          data-autofocus
        />
      </form>
    </Modal>
  );
}
