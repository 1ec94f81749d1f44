import { zodResolver } from '@hookform/resolvers/zod';
import { mensagensChamados } from '@portal/shared/mensagens/chamados';
import { mensagensTelas } from '@portal/shared/mensagens/geral';
import { formulariosChamado, limitesChamado } from '@portal/shared/schemas/chamado';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { SelectField } from '../../../components/form/SelectField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { SendError } from '../../../lib/sendForm.ts';
import { AberturaAviso, type AvisoAbertura } from './AberturaAviso.tsx';
import { type DependenciasAbertura, type Remetente, useAberturaChamado } from './aberturaChamado.ts';
import {
  type AberturaValida,
  aberturaFormSchema,
  anexosDoEnvio,
  type ValoresAbertura,
  valoresIniciais,
} from './aberturaFormulario.ts';
import { MarketingSection } from './MarketingSection.tsx';
import { NotasSection } from './NotasSection.tsx';
import './abertura.css';

const { rotulos, tela } = mensagensChamados;

/** The first invalid control in page order (in a radio or checkbox group, its first box). */
function focarPrimeiroErro(formulario: HTMLFormElement | null) {
  formulario?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

export interface AberturaChamadoFormProps extends DependenciasAbertura {
  /** The signed-in user; null (or without an e-mail) sends nothing (spec section 5). */
  usuario: Remetente | null;
}

/**
 * The /chamados form (spec sections 2–5 and 8): its sections follow the form type, the invoice status, the
 * request type and the payment method; errors show under each field and clear as it is edited. Sending
 * uploads the shown picker's files (a progress bar each), then files the ticket; success empties the form
 * and shows the protocol, a failure keeps everything typed and picked for the retry.
 */
export function AberturaChamadoForm({ usuario, ...dependencias }: AberturaChamadoFormProps) {
  const form = useForm<ValoresAbertura, unknown, AberturaValida>({
    resolver: zodResolver(aberturaFormSchema),
    defaultValues: valoresIniciais(),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The first invalid field in page order gets the focus (below), whichever branch registered first.
    shouldFocusError: false,
  });
  const { control } = form;
  const formulario = useWatch({ control, name: 'formulario' });
  const abertura = useAberturaChamado(dependencias);
  const formRef = useRef<HTMLFormElement>(null);
  const [aviso, setAviso] = useState<AvisoAbertura | null>(null);
  const [focoPendente, setFocoPendente] = useState(0);
  const enviando = abertura.enviando || form.formState.isSubmitting;

  // After the render that shows the errors: their aria-invalid is in the page only then.
  useEffect(() => {
    if (focoPendente > 0) focarPrimeiroErro(formRef.current);
  }, [focoPendente]);

  const proximaVez = () => (aviso?.vez ?? 0) + 1;

  const enviar = async (valores: AberturaValida) => {
    const { anexos: _, ...dados } = valores;
    const { contexto, arquivos } = anexosDoEnvio(valores);
    setAviso(null);
    try {
      const criado = await abertura.enviar({ dados, contexto, arquivos, remetente: usuario });
      if (!criado) return;
      // Spec section 4: the form resets after success (every field, every picker).
      form.reset(valoresIniciais());
      setAviso({ tipo: 'sucesso', protocolo: criado.chamado.protocolo, vez: proximaVez() });
    } catch (error) {
      if (!(error instanceof SendError)) console.error('Erro ao criar chamado', error);
      const falha = error instanceof SendError ? error : new SendError(mensagensChamados.falhaConexao);
      setAviso({ tipo: 'falha', texto: falha.message, detalhes: falha.detalhes, vez: proximaVez() });
    }
  };

  const submit = form.handleSubmit(enviar, () => setFocoPendente((vez) => vez + 1));

  return (
    <form ref={formRef} className="abertura" onSubmit={submit} noValidate aria-label={mensagensTelas.aberturaChamados}>
      <p className="abertura__instrucao">{tela.instrucao}</p>

      <fieldset className="abertura-secao" disabled={enviando}>
        <legend className="abertura-secao__titulo">{tela.secaoChamado}</legend>
        <div className="abertura__grade">
          <TextField control={control} name="titulo" label={rotulos.titulo} required maxLength={limitesChamado.curto} />
          <SelectField
            control={control}
            name="formulario"
            label={rotulos.formulario}
            required
            placeholder={tela.selecione}
            options={formulariosChamado.map((opcao) => ({ value: opcao, label: opcao }))}
          />
        </div>
      </fieldset>

      {formulario === 'Lançamento de Notas e Despesas' && (
        <NotasSection control={control} progresso={abertura.progresso} enviando={enviando} />
      )}
      {formulario === 'Solicitações de Marketing' && (
        <MarketingSection control={control} progresso={abertura.progresso} enviando={enviando} />
      )}

      {aviso && <AberturaAviso aviso={aviso} />}

      <div className="abertura__acoes">
        <button type="submit" className="button" disabled={enviando}>
          {enviando ? tela.enviando : tela.enviar}
        </button>
      </div>
    </form>
  );
}
