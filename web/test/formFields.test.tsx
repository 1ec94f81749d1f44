import { zodResolver } from '@hookform/resolvers/zod';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { CheckboxField } from '../src/components/form/CheckboxField.tsx';
import { DateField } from '../src/components/form/DateField.tsx';
import { SelectField } from '../src/components/form/SelectField.tsx';
import { TextAreaField } from '../src/components/form/TextAreaField.tsx';
import { TextField } from '../src/components/form/TextField.tsx';

afterEach(cleanup);

// A form of its own (not the checkout's): the fields work with any react-hook-form form.
const chamadoSchema = z.object({
  titulo: z.string().check(z.trim(), z.minLength(1, 'Título é obrigatório')),
  formulario: z.enum(['marketing', 'notas'], { error: 'Selecione o tipo de formulário' }),
  dataPagamento: z.string().check(z.minLength(1, 'Data de pagamento é obrigatória')),
  descricao: z.string().check(z.maxLength(20)),
  urgente: z.boolean(),
});
type Chamado = z.input<typeof chamadoSchema>;

function ChamadoForm({ onValid }: { onValid: (values: z.output<typeof chamadoSchema>) => void }) {
  const form = useForm<Chamado, unknown, z.output<typeof chamadoSchema>>({
    resolver: zodResolver(chamadoSchema),
    defaultValues: { titulo: '', formulario: undefined, dataPagamento: '', descricao: '', urgente: false },
  });
  const { control } = form;
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      <TextField control={control} name="titulo" label="Título" required hint="Um resumo curto." />
      <SelectField
        control={control}
        name="formulario"
        label="Tipo de formulário"
        required
        placeholder="Selecione..."
        options={[
          { value: 'marketing', label: 'Solicitações de Marketing' },
          { value: 'notas', label: 'Lançamento de Notas e Despesas' },
        ]}
      />
      <DateField control={control} name="dataPagamento" label="Data de pagamento" required />
      <TextAreaField control={control} name="descricao" label="Descrição" maxLength={20} />
      <CheckboxField control={control} name="urgente" label="Urgente" />
      <button type="submit">Enviar</button>
    </form>
  );
}

const enviar = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Enviar' })));

describe('generic form fields', () => {
  it('show each error under its field, linked to the control, beside the hint', async () => {
    const onValid = vi.fn();
    render(<ChamadoForm onValid={onValid} />);
    await enviar();
    expect(onValid).not.toHaveBeenCalled();
    const cases: [string, string][] = [
      ['Título', 'Título é obrigatório'],
      ['Tipo de formulário', 'Selecione o tipo de formulário'],
      ['Data de pagamento', 'Data de pagamento é obrigatória'],
    ];
    for (const [label, message] of cases) {
      const control = screen.getByLabelText(new RegExp(`^${label}`));
      expect(control.getAttribute('aria-invalid')).toBe('true');
      const described = (control.getAttribute('aria-describedby') ?? '').split(' ');
      expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(message);
    }
    const titulo = screen.getByLabelText(/^Título/);
    expect(
      titulo
        .getAttribute('aria-describedby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent),
    ).toEqual(['Título é obrigatório', 'Um resumo curto.']);
  });

  it('a select offers its placeholder and options, a date field is a date input; valid values submit', async () => {
    const onValid = vi.fn();
    render(<ChamadoForm onValid={onValid} />);
    const formulario = screen.getByLabelText(/^Tipo de formulário/) as HTMLSelectElement;
    expect([...formulario.options].map((option) => option.text)).toEqual([
      'Selecione...',
      'Solicitações de Marketing',
      'Lançamento de Notas e Despesas',
    ]);
    const data = screen.getByLabelText(/^Data de pagamento/) as HTMLInputElement;
    expect(data.type).toBe('date');

    fireEvent.change(screen.getByLabelText(/^Título/), { target: { value: 'Banner da loja' } });
    fireEvent.change(formulario, { target: { value: 'notas' } });
    fireEvent.change(data, { target: { value: '2026-03-15' } });
    fireEvent.change(screen.getByLabelText(/^Descrição/), { target: { value: 'Feira regional' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Urgente' }));
    expect(screen.getByText('14/20 caracteres')).toBeTruthy();
    await enviar();
    expect(onValid).toHaveBeenCalledWith(
      {
        titulo: 'Banner da loja',
        formulario: 'notas',
        dataPagamento: '2026-03-15',
        descricao: 'Feira regional',
        urgente: true,
      },
      expect.anything(),
    );
  });
});
