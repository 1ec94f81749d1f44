import { mensagensChamados } from '@portal/shared/mensagens/chamados';
import { contextoAnexo, formulariosChamado, limitesChamado, tiposSolicitacao } from '@portal/shared/schemas/chamado';
import { type Control, useWatch } from 'react-hook-form';
import { DateField } from '../../../components/form/DateField.tsx';
import { SelectField } from '../../../components/form/SelectField.tsx';
import { TextAreaField } from '../../../components/form/TextAreaField.tsx';
import type { AberturaValida, ValoresAbertura } from './aberturaFormulario.ts';
import { DemandaField } from './DemandaField.tsx';
import { MateriaisField } from './MateriaisField.tsx';

const { rotulos } = mensagensChamados;

/**
 * 'Solicitações de Marketing' (spec section 5): the request type, the materials with their quantities and
 * deadline for a Material request, and the description and attachments once the type is chosen.
 */
export function MarketingSection({
  control,
  progresso,
  enviando,
}: {
  control: Control<ValoresAbertura, unknown, AberturaValida>;
  progresso: Readonly<Record<string, number>>;
  enviando: boolean;
}) {
  const tipoSolicitacao = useWatch({ control, name: 'tipoSolicitacao' });
  const contexto = contextoAnexo({ formulario: formulariosChamado[0], tipoSolicitacao });
  return (
    <fieldset className="abertura-secao" disabled={enviando}>
      <legend className="abertura-secao__titulo">{formulariosChamado[0]}</legend>
      <div className="abertura__grade">
        <SelectField
          control={control}
          name="tipoSolicitacao"
          label={rotulos.tipoSolicitacao}
          required
          placeholder={mensagensChamados.tela.selecione}
          options={tiposSolicitacao.map((tipo) => ({ value: tipo, label: tipo }))}
        />
        {tipoSolicitacao === 'Material' && (
          <>
            <MateriaisField control={control} />
            <TextAreaField
              control={control}
              name="quantidadeTamanho"
              label={rotulos.quantidadeTamanho}
              required
              maxLength={limitesChamado.longo}
              rows={3}
            />
            <DateField control={control} name="prazoEntrega" label={rotulos.prazoEntrega} required />
          </>
        )}
        {contexto && <DemandaField control={control} contexto={contexto} progresso={progresso} enviando={enviando} />}
      </div>
    </fieldset>
  );
}
