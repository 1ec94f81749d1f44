import { mensagensChamados } from '@portal/shared/mensagens/chamados';
import {
  contextoAnexo,
  formasPagamento,
  formulariosChamado,
  limitesChamado,
  statusNotaFiscal,
} from '@portal/shared/schemas/chamado';
import { type Control, useWatch } from 'react-hook-form';
import { DateField } from '../../../components/form/DateField.tsx';
import { SelectField } from '../../../components/form/SelectField.tsx';
import { TextAreaField } from '../../../components/form/TextAreaField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import type { AberturaValida, ValoresAbertura } from './aberturaFormulario.ts';
import { DemandaField } from './DemandaField.tsx';
import { OpcoesField } from './OpcoesField.tsx';

const { rotulos } = mensagensChamados;
const opcoes = (valores: readonly string[]) => valores.map((valor) => ({ value: valor, label: valor }));

/**
 * 'Lançamento de Notas e Despesas' (spec section 5): payment data for Pix only, the reason for an invoice
 * still to be issued, and the description and attachments once the invoice status is chosen.
 */
export function NotasSection({
  control,
  progresso,
  enviando,
}: {
  control: Control<ValoresAbertura, unknown, AberturaValida>;
  progresso: Readonly<Record<string, number>>;
  enviando: boolean;
}) {
  const [formaPagamento, notaFiscal] = useWatch({ control, name: ['formaPagamento', 'notaFiscal'] });
  const contexto = contextoAnexo({ formulario: formulariosChamado[1], notaFiscal });
  return (
    <fieldset className="abertura-secao" disabled={enviando}>
      <legend className="abertura-secao__titulo">{formulariosChamado[1]}</legend>
      <div className="abertura__grade">
        <TextField
          control={control}
          name="contratante"
          label={rotulos.contratante}
          required
          maxLength={limitesChamado.curto}
          autoComplete="organization"
        />
        <SelectField
          control={control}
          name="formaPagamento"
          label={rotulos.formaPagamento}
          required
          placeholder={mensagensChamados.tela.selecione}
          options={opcoes(formasPagamento)}
        />
        {formaPagamento === 'Pix' && (
          <TextField
            control={control}
            name="dadosPagamento"
            label={rotulos.dadosPagamento}
            required
            full
            maxLength={limitesChamado.curto}
          />
        )}
        <DateField control={control} name="dataPagamento" label={rotulos.dataPagamento} required />
        <OpcoesField
          control={control}
          name="notaFiscal"
          label={rotulos.notaFiscal}
          required
          opcoes={statusNotaFiscal}
        />
        {notaFiscal === 'À emitir' && (
          <TextAreaField
            control={control}
            name="motivoNaoEmissao"
            label={rotulos.motivoNaoEmissao}
            required
            maxLength={limitesChamado.longo}
            rows={3}
          />
        )}
        {contexto && <DemandaField control={control} contexto={contexto} progresso={progresso} enviando={enviando} />}
      </div>
    </fieldset>
  );
}
