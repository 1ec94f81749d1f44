import { mensagensChamados } from '@portal/shared/mensagens/chamados';
import { type ContextoAnexo, contextosAnexo, limitesChamado } from '@portal/shared/schemas/chamado';
import type { Control } from 'react-hook-form';
import { FilePickerField } from '../../../components/form/FilePickerField.tsx';
import { TextAreaField } from '../../../components/form/TextAreaField.tsx';
import type { AberturaValida, ValoresAbertura } from './aberturaFormulario.ts';

/**
 * What every complete branch ends with: the demand's description and the branch's one attachment picker
 * (spec section 3), optional, under its context's policy (campaign and service take documents and pictures only).
 */
export function DemandaField({
  control,
  contexto,
  progresso,
  enviando,
}: {
  control: Control<ValoresAbertura, unknown, AberturaValida>;
  contexto: ContextoAnexo;
  progresso: Readonly<Record<string, number>>;
  enviando: boolean;
}) {
  const { rotulo, politica } = contextosAnexo[contexto];
  return (
    <>
      <TextAreaField
        control={control}
        name="descricaoDemanda"
        label={mensagensChamados.rotulos.descricaoDemanda}
        required
        maxLength={limitesChamado.longo}
        rows={5}
      />
      <FilePickerField
        // A picker per context: switching branches never carries one context's refusals into another.
        key={contexto}
        control={control}
        name={`anexos.${contexto}`}
        label={rotulo}
        politica={politica}
        progresso={progresso}
        disabled={enviando}
        full
      />
    </>
  );
}
