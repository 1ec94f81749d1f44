import { zodResolver } from '@hookform/resolvers/zod';
import { mensagensUnidades } from '@portal/shared/mensagens/unidades';
import { type Unidade, type UnidadeRequest, unidadeRequestSchema } from '@portal/shared/schemas/unidades';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { AddressFields } from '../../components/form/AddressFields.tsx';
import { CnpjField } from '../../components/form/CnpjField.tsx';
import { TelefoneField } from '../../components/form/TelefoneField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { Modal } from '../../components/Modal.tsx';
import { failureReason } from '../../lib/apiClient.ts';

type FormularioUnidade = z.input<typeof unidadeRequestSchema>;

const rotulos = mensagensUnidades.rotulos;

const vazia: FormularioUnidade = {
  nome: '',
  cnpj: '',
  razao_social: '',
  telefone: '',
  endereco: { estado: '', cidade: '', cep: '', bairro: '', rua: '', numero: '', complemento: '', ponto_referencia: '' },
};

const valoresDe = (unidade: Unidade | null): FormularioUnidade =>
  unidade
    ? {
        nome: unidade.nome,
        cnpj: unidade.cnpj,
        razao_social: unidade.razao_social,
        telefone: unidade.telefone,
        endereco: unidade.endereco,
      }
    : vazia;

/**
 * A unit's form (issue 36), to create (`unidade` null) or edit: the checkout's CNPJ and phone masks and its address
 * fields, checked in the browser by the schema the API applies. A refusal (another admin's newer version among
 * them) shows in the panel, which keeps what was typed.
 */
export function UnidadeModal({
  unidade,
  onEnviar,
  onFechar,
}: {
  unidade: Unidade | null;
  onEnviar: (corpo: UnidadeRequest) => Promise<void>;
  onFechar: () => void;
}) {
  const formId = useId();
  const [erro, setErro] = useState<string | null>(null);
  const form = useForm<FormularioUnidade, unknown, UnidadeRequest>({
    resolver: zodResolver(unidadeRequestSchema),
    defaultValues: valoresDe(unidade),
  });
  const { control } = form;
  const salvando = form.formState.isSubmitting;

  const enviar = form.handleSubmit(async (corpo) => {
    setErro(null);
    try {
      await onEnviar(corpo);
    } catch (error) {
      setErro(failureReason(error, mensagensUnidades.erroSalvar));
    }
  });

  return (
    <Modal
      open
      onClose={onFechar}
      title={unidade ? mensagensUnidades.editarUnidade : mensagensUnidades.nova}
      variant="drawer"
      dismissible={!salvando}
      closeLabel="Fechar formulário"
      className="modal-unidade"
      footer={
        <>
          {erro && (
            <p className="alert alert--error modal-unidade__erro" role="alert">
              {erro}
            </p>
          )}
          <button type="button" className="button button--secondary" onClick={onFechar} disabled={salvando}>
            {mensagensUnidades.cancelar}
          </button>
          <button type="submit" form={formId} className="button" disabled={salvando} aria-busy={salvando || undefined}>
            {salvando ? mensagensUnidades.salvando : mensagensUnidades.salvar}
          </button>
        </>
      }
    >
      <form id={formId} className="form modal-unidade__form" noValidate onSubmit={enviar}>
        <fieldset className="modal-unidade__secao" disabled={salvando}>
          <div className="modal-unidade__grid">
            <TextField
              control={control}
              name="nome"
              label={rotulos.nome}
              required
              maxLength={100}
              full
              data-autofocus
            />
            <TextField
              control={control}
              name="razao_social"
              label={rotulos.razaoSocial}
              required
              maxLength={150}
              autoComplete="organization"
              full
            />
            <CnpjField control={control} name="cnpj" label={rotulos.cnpj} />
            <TelefoneField control={control} name="telefone" label={rotulos.telefone} />
          </div>
        </fieldset>
        <fieldset className="modal-unidade__secao" disabled={salvando}>
          <legend className="modal-unidade__legenda">{rotulos.endereco}</legend>
          <AddressFields control={control} prefixo="endereco" secao="shipping" className="modal-unidade__grid" />
        </fieldset>
      </form>
    </Modal>
  );
}
