import { zodResolver } from '@hookform/resolvers/zod';
import { mensagensProdutoAdmin } from '@portal/shared/mensagens/produtos';
import type { ProdutoAdmin, ProdutoAdminRequest } from '@portal/shared/schemas/produtoAdmin';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CheckboxField } from '../../components/form/CheckboxField.tsx';
import { TextAreaField } from '../../components/form/TextAreaField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { Modal } from '../../components/Modal.tsx';
import { failureReason } from '../../lib/apiClient.ts';
import { EstoqueField } from './EstoqueField.tsx';
import {
  type FormularioProduto,
  formularioProdutoSchema,
  montarCorpo,
  type ProdutoValidado,
  quantidadesDosTamanhos,
  valoresIniciais,
} from './formularioProduto.ts';
import { ImagemField } from './ImagemField.tsx';
import { TamanhosField } from './TamanhosField.tsx';
import { useImagemDoProduto } from './useImagemDoProduto.ts';

/**
 * The product form in create mode (`produto` null) or edit mode (its current values and images), in a
 * side panel that fills a phone's screen. `onEnviar` sends the payload; a refusal (including another
 * admin's newer version) is shown in the panel, which stays open with what was typed.
 */
export function ProdutoModal({
  produto,
  onEnviar,
  onFechar,
}: {
  produto: ProdutoAdmin | null;
  onEnviar: (corpo: ProdutoAdminRequest) => Promise<void>;
  onFechar: () => void;
}) {
  const formId = useId();
  const [erro, setErro] = useState<string | null>(null);
  const form = useForm<FormularioProduto, unknown, ProdutoValidado>({
    resolver: zodResolver(formularioProdutoSchema),
    defaultValues: valoresIniciais(produto),
  });
  const { control } = form;
  const salvando = form.formState.isSubmitting;
  const imagemAtual = useImagemDoProduto(produto, produto?.imagem_miniatura_url ?? produto?.imagem_url ?? null);
  const guiaAtual = useImagemDoProduto(produto, produto?.guia_tamanho_url ?? null);

  const enviar = form.handleSubmit(async (valores) => {
    setErro(null);
    try {
      await onEnviar(await montarCorpo(valores));
    } catch (error) {
      setErro(failureReason(error, mensagensProdutoAdmin.erroSalvar));
    }
  });

  return (
    <Modal
      open
      onClose={onFechar}
      title={produto ? mensagensProdutoAdmin.tituloEditar : mensagensProdutoAdmin.tituloNovo}
      variant="drawer"
      dismissible={!salvando}
      closeLabel="Fechar formulário"
      className="modal-produto"
      footer={
        <>
          {erro && (
            <p className="alert alert--error modal-produto__erro" role="alert">
              {erro}
            </p>
          )}
          <button type="button" className="button button--secondary" onClick={onFechar} disabled={salvando}>
            Cancelar
          </button>
          <button type="submit" form={formId} className="button" disabled={salvando} aria-busy={salvando || undefined}>
            {salvando ? 'Salvando...' : 'Salvar'}
          </button>
        </>
      }
    >
      <form id={formId} className="form modal-produto__form" noValidate onSubmit={enviar}>
        <TextField
          control={control}
          name="nome"
          label="Nome"
          required
          maxLength={150}
          autoComplete="off"
          disabled={salvando}
          data-autofocus
        />
        <TextAreaField
          control={control}
          name="descricao"
          label="Descrição"
          required
          maxLength={2000}
          rows={4}
          disabled={salvando}
        />
        <TextField
          control={control}
          name="preco"
          label="Preço (R$)"
          required
          inputMode="decimal"
          autoComplete="off"
          placeholder="0,00"
          hint="Até 2 casas decimais, por exemplo 49,90."
          className="modal-produto__preco"
          disabled={salvando}
        />
        <TamanhosField
          control={control}
          disabled={salvando}
          onChange={(tamanhos) => {
            // The stock fields follow the sizes; their errors, by position, no longer apply.
            form.setValue(
              'estoque.quantidades',
              quantidadesDosTamanhos(form.getValues('estoque.quantidades'), tamanhos),
            );
            form.clearErrors('estoque');
          }}
        />
        <EstoqueField control={control} disabled={salvando} />
        <ImagemField
          control={control}
          name="imagem"
          remover="remover_imagem"
          label="Imagem do produto"
          atual={imagemAtual}
          textos={{
            atual: `Imagem atual de ${produto?.nome ?? ''}`,
            remover: 'Remover imagem',
            seraRemovida: mensagensProdutoAdmin.imagemSeraRemovida,
          }}
          disabled={salvando}
        />
        <ImagemField
          control={control}
          name="guia"
          remover="remover_guia_tamanho"
          label="Guia de tamanhos"
          atual={guiaAtual}
          textos={{
            atual: `Guia de tamanhos atual de ${produto?.nome ?? ''}`,
            remover: 'Remover guia de tamanhos',
            seraRemovida: mensagensProdutoAdmin.guiaSeraRemovido,
          }}
          disabled={salvando}
        />
        <CheckboxField control={control} name="ativo" label="Produto ativo (visível na loja)" disabled={salvando} />
      </form>
    </Modal>
  );
}
