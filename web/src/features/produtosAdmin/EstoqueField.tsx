import { mensagensEstoque } from '@portal/shared/mensagens/estoque';
import { type Control, useWatch } from 'react-hook-form';
import { CheckboxField } from '../../components/form/CheckboxField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import type { FormularioProduto, ProdutoValidado } from './formularioProduto.ts';

/**
 * The product's stock (issue 21): 'Controlar estoque' and, checked, one whole-number field per size, or a single
 * one when the product has no sizes. The fields follow the sizes (ProdutoModal keeps them in step).
 */
export function EstoqueField({
  control,
  disabled,
}: {
  control: Control<FormularioProduto, unknown, ProdutoValidado>;
  disabled: boolean;
}) {
  const controlar = useWatch({ control, name: 'estoque.controlar' });
  const quantidades = useWatch({ control, name: 'estoque.quantidades' });
  return (
    <div className="campo-estoque">
      <CheckboxField
        control={control}
        name="estoque.controlar"
        label={mensagensEstoque.controlar}
        hint={mensagensEstoque.controlarAjuda}
        disabled={disabled}
      />
      {controlar && (
        <div className="campo-estoque__quantidades">
          {quantidades.map(({ tamanho }, indice) => (
            <TextField
              key={tamanho}
              control={control}
              name={`estoque.quantidades.${indice}.quantidade`}
              label={tamanho ? mensagensEstoque.quantidadeDoTamanho(tamanho) : mensagensEstoque.quantidade}
              required
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
              placeholder="0"
              disabled={disabled}
            />
          ))}
        </div>
      )}
    </div>
  );
}
