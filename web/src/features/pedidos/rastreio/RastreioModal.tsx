import { zodResolver } from '@hookform/resolvers/zod';
import { transportadoras } from '@portal/shared/domain/rastreio';
import { mensagensRastreio } from '@portal/shared/mensagens/pedidos';
import { type Rastreio, rastreioInformadoSchema } from '@portal/shared/schemas/pedido';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { SelectField } from '../../../components/form/SelectField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { Modal } from '../../../components/Modal.tsx';
import './rastreio.css';

/** A code given for one order of the modal. */
export interface RastreioDoPedido {
  id: number;
  rastreio: Rastreio;
}

const opcoes = transportadoras.map((transportadora) => ({ value: transportadora, label: transportadora }));

/**
 * One carrier, a code per order. Codes left blank go without one; a code needs a carrier; a carrier needs at least
 * one code; each code is checked by the API's own rules (rastreioInformadoSchema), its message under its field.
 */
const formularioSchema = (obrigatorio: boolean) =>
  z.object({ transportadora: z.string(), codigos: z.array(z.object({ codigo: z.string() })) }).check(
    z.superRefine(({ transportadora, codigos }, context) => {
      const preenchidos = codigos.filter(({ codigo }) => codigo.trim() !== '').length;
      if (transportadora === '') {
        if (preenchidos > 0 || obrigatorio) {
          context.addIssue({
            code: 'custom',
            message: mensagensRastreio.transportadoraInvalida,
            path: ['transportadora'],
          });
        }
        return;
      }
      if (preenchidos === 0) {
        context.addIssue({
          code: 'custom',
          message: mensagensRastreio.codigoObrigatorio,
          path: ['codigos', 0, 'codigo'],
        });
        return;
      }
      codigos.forEach(({ codigo }, indice) => {
        if (codigo.trim() === '') return;
        const lido = rastreioInformadoSchema.safeParse({ transportadora, codigo });
        const [issue] = lido.success ? [] : lido.error.issues;
        if (issue) context.addIssue({ code: 'custom', message: issue.message, path: ['codigos', indice, 'codigo'] });
      });
    }),
  );
type Formulario = z.infer<ReturnType<typeof formularioSchema>>;

/**
 * The carrier and tracking code of one order or of each order of a selection (issue 21): when an order goes 'Em
 * Transporte' (optional: confirming with nothing filled in sends it without), and to correct an order's (required,
 * with 'Remover rastreio' when it has one). No field is optional alone — a carrier asks for a code, a code for the
 * carrier — so none says '(opcional)' (the help says the pair is); each is marked required once it is.
 */
export function RastreioModal({
  ids,
  titulo,
  ajuda,
  inicial = null,
  obrigatorio = false,
  enviando,
  onConfirmar,
  onRemover,
  onVoltar,
}: {
  ids: readonly number[];
  titulo: string;
  ajuda?: string;
  inicial?: Rastreio | null;
  obrigatorio?: boolean;
  enviando: boolean;
  onConfirmar: (rastreios: RastreioDoPedido[]) => void;
  /** Offered when given (the order has a code to remove). */
  onRemover?: () => void;
  onVoltar: () => void;
}) {
  const formId = useId();
  const form = useForm<Formulario>({
    resolver: zodResolver(formularioSchema(obrigatorio)),
    defaultValues: {
      transportadora: inicial?.transportadora ?? '',
      codigos: ids.map(() => ({ codigo: inicial?.codigo ?? '' })),
    },
    mode: 'onTouched',
  });
  const transportadora = useWatch({ control: form.control, name: 'transportadora' });
  const codigos = useWatch({ control: form.control, name: 'codigos' });
  const pedeTransportadora = obrigatorio || codigos.some(({ codigo }) => codigo.trim() !== '');
  // A selection's carrier asks for at least one code, no code in particular.
  const pedeCodigo = obrigatorio || (ids.length === 1 && transportadora !== '');

  const confirmar = form.handleSubmit(({ transportadora, codigos }) => {
    const rastreios = ids.flatMap((id, indice) => {
      const codigo = codigos[indice]?.codigo.trim() ?? '';
      if (transportadora === '' || codigo === '') return [];
      return [{ id, rastreio: rastreioInformadoSchema.parse({ transportadora, codigo }) }];
    });
    onConfirmar(rastreios);
  });

  return (
    <Modal
      open
      onClose={onVoltar}
      title={titulo}
      dismissible={!enviando}
      className="modal-rastreio"
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onVoltar} disabled={enviando}>
            Voltar
          </button>
          {onRemover && (
            <button type="button" className="button button--danger" onClick={onRemover} disabled={enviando}>
              {mensagensRastreio.remover}
            </button>
          )}
          <button type="submit" form={formId} className="button" disabled={enviando} aria-busy={enviando || undefined}>
            {enviando ? 'Salvando...' : 'Confirmar'}
          </button>
        </>
      }
    >
      <form id={formId} className="form" noValidate onSubmit={confirmar}>
        {ajuda && <p className="modal-rastreio__ajuda">{ajuda}</p>}
        <SelectField
          control={form.control}
          name="transportadora"
          label={mensagensRastreio.transportadora}
          required={pedeTransportadora}
          marker={pedeTransportadora}
          options={opcoes}
          placeholder={mensagensRastreio.selecione}
          disabled={enviando}
          data-autofocus
        />
        <div className={ids.length > 1 ? 'modal-rastreio__codigos' : undefined}>
          {ids.map((id, indice) => (
            <TextField
              key={id}
              control={form.control}
              name={`codigos.${indice}.codigo`}
              label={ids.length > 1 ? mensagensRastreio.codigoDoPedido(id) : mensagensRastreio.codigo}
              required={pedeCodigo}
              marker={pedeCodigo}
              maxLength={40}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              disabled={enviando}
            />
          ))}
        </div>
      </form>
    </Modal>
  );
}
