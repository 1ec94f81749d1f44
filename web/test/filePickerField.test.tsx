import { zodResolver } from '@hookform/resolvers/zod';
import { atributoAccept } from '@portal/shared/domain/uploads';
import { mensagensUpload } from '@portal/shared/mensagens/uploads';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { FilePickerField, type FilePickerFieldProps } from '../src/components/form/FilePickerField.tsx';
import { TextField } from '../src/components/form/TextField.tsx';
import { pickedFilesSchema } from '../src/lib/uploads/pickedFile.ts';

afterEach(cleanup);

// A form of its own, shaped like the ticket and product forms to come: the picker works with any form.
const chamadoSchema = z.object({
  titulo: z.string(),
  anexos: pickedFilesSchema('anexo-chamado').check(z.minLength(1, 'Anexe pelo menos um arquivo')),
  restritos: pickedFilesSchema('anexo-chamado-restrito'),
  imagem: pickedFilesSchema('imagem-produto'),
});
type Chamado = z.input<typeof chamadoSchema>;
type ChamadoValido = z.output<typeof chamadoSchema>;

function ChamadoForm({
  onValid = () => {},
  percentPorNome = {},
  disabled = false,
}: {
  onValid?: (values: ChamadoValido) => void;
  /** Upload progress by file name, turned into the picker's progress by picked-file id. */
  percentPorNome?: Record<string, number>;
  disabled?: boolean;
}) {
  const form = useForm<Chamado, unknown, ChamadoValido>({
    resolver: zodResolver(chamadoSchema),
    defaultValues: { titulo: '', anexos: [], restritos: [], imagem: [] },
  });
  const { control } = form;
  const progresso = Object.fromEntries(
    form.watch('anexos').flatMap(({ id, file }) => {
      const percent = percentPorNome[file.name];
      return percent === undefined ? [] : [[id, percent]];
    }),
  );
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      <TextField control={control} name="titulo" label="Título" />
      <FilePickerField
        control={control}
        name="anexos"
        label="Anexos"
        required
        politica="anexo-chamado"
        progresso={progresso}
        disabled={disabled}
      />
      <FilePickerField
        control={control}
        name="restritos"
        label="Arquivos da campanha"
        politica="anexo-chamado-restrito"
      />
      <FilePickerField control={control} name="imagem" label="Imagem do produto" politica="imagem-produto" />
      <button type="submit">Enviar</button>
    </form>
  );
}

const arquivo = (nome: string, tipo: string, bytes = 2048) => {
  const file = new File(['conteúdo'], nome, { type: tipo });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
};
const pdf = (nome: string) => arquivo(nome, 'application/pdf');
const png = (nome: string, bytes = 2048) => arquivo(nome, 'image/png', bytes);

const picker = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const escolher = (label: string, ...files: File[]) => fireEvent.change(picker(label), { target: { files } });
/** The refusal messages under one picker ('' when none). */
const problemas = (label = 'Anexos') => {
  const campo = picker(label).closest('.field');
  return (campo && within(campo as HTMLElement).queryByRole('alert')?.textContent) ?? '';
};
const nomesListados = (lista: string) =>
  within(screen.getByRole('list', { name: lista }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.file-list__name')?.textContent);
const enviar = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Enviar' })));

describe('FilePickerField', () => {
  it('binds only fields that hold picked files', () => {
    expectTypeOf<FilePickerFieldProps<Chamado, ChamadoValido>['name']>().toEqualTypeOf<
      'anexos' | 'restritos' | 'imagem'
    >();
  });

  it("takes accept, multiple and its hint from the purpose's policy, and describes the input with the hint", () => {
    render(<ChamadoForm />);
    const anexos = picker('Anexos');
    expect(anexos.type).toBe('file');
    expect(anexos.accept).toBe(atributoAccept('anexo-chamado'));
    expect(anexos.accept).toContain('.docx');
    expect(anexos.multiple).toBe(true);
    expect(picker('Arquivos da campanha').accept).toBe(atributoAccept('anexo-chamado-restrito'));
    expect(picker('Arquivos da campanha').accept).not.toContain('.mp4');
    const imagem = picker('Imagem do produto');
    expect(imagem.accept).toBe(atributoAccept('imagem-produto'));
    expect(imagem.multiple).toBe(false);

    const dica = (input: HTMLInputElement) =>
      (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(dica(anexos)).toEqual(['Até 10 arquivos, no máximo 10MB cada.']);
    expect(dica(imagem)).toEqual(['Uma imagem de no máximo 1MB.']);
    expect(screen.getAllByText('Selecionar arquivos')).toHaveLength(2);
    expect(screen.getByText('Selecionar imagem')).toBeTruthy();
  });

  it("refuses a file by size, then by type, with the policy's messages naming it", () => {
    render(<ChamadoForm />);
    const video = arquivo('video.mp4', 'video/mp4', 12 * 1024 * 1024);
    escolher('Anexos', arquivo('programa.exe', 'application/x-msdownload'), video);
    expect(problemas()).toContain(mensagensUpload.anexoInvalido('programa.exe'));
    expect(problemas()).toContain('Arquivo "video.mp4" excede o tamanho máximo de 10MB. Tamanho atual: 12,00 MB');
    expect(picker('Anexos').getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);

    // The restricted picker has its own types.
    escolher('Arquivos da campanha', arquivo('planilha.xlsx', ''));
    expect(problemas('Arquivos da campanha')).toBe(mensagensUpload.anexoRestritoInvalido('planilha.xlsx'));
    escolher('Imagem do produto', png('foto.png', 1024 * 1024 + 1));
    expect(problemas('Imagem do produto')).toBe('A imagem deve ter no máximo 1MB.');
  });

  it('clears an invalid selection: nothing of a refused pick is added, earlier files stay, the input is emptied', () => {
    render(<ChamadoForm />);
    escolher('Anexos', pdf('nota.pdf'));
    expect(nomesListados('Arquivos selecionados')).toEqual(['nota.pdf']);
    expect(problemas()).toBe('');

    escolher('Anexos', pdf('contrato.pdf'), arquivo('virus.exe', ''));
    expect(problemas()).toBe(mensagensUpload.anexoInvalido('virus.exe'));
    expect(nomesListados('Arquivos selecionados')).toEqual(['nota.pdf']);
    expect(picker('Anexos').value).toBe('');

    // A good pick afterwards is taken and the old reasons go away.
    escolher('Anexos', pdf('contrato.pdf'));
    expect(problemas()).toBe('');
    expect(nomesListados('Arquivos selecionados')).toEqual(['nota.pdf', 'contrato.pdf']);
  });

  it('counts the whole field: a pick that would pass 10 files is refused with the number selected', () => {
    render(<ChamadoForm />);
    escolher('Anexos', ...Array.from({ length: 9 }, (_, n) => pdf(`nota-${n + 1}.pdf`)));
    escolher('Anexos', pdf('a.pdf'), pdf('b.pdf'));
    expect(problemas()).toBe('Máximo de 10 arquivos permitidos. Você selecionou 11.');
    expect(nomesListados('Arquivos selecionados')).toHaveLength(9);
    escolher('Anexos', pdf('a.pdf'));
    expect(problemas()).toBe('');
    expect(nomesListados('Arquivos selecionados')).toHaveLength(10);
  });

  it('a single-file policy replaces its file, shown as a thumbnail', () => {
    render(<ChamadoForm />);
    escolher('Imagem do produto', png('antiga.png'));
    escolher('Imagem do produto', png('nova.png'));
    expect(nomesListados('Imagens selecionadas')).toEqual(['nova.png']);
    const lista = screen.getByRole('list', { name: 'Imagens selecionadas' });
    expect(lista.querySelector('img')?.getAttribute('src')).toMatch(/^blob:/);
    // A refused replacement keeps the current one.
    escolher('Imagem do produto', arquivo('logo.pdf', 'application/pdf'));
    expect(problemas('Imagem do produto')).toBe(mensagensUpload.imagemProdutoInvalida);
    expect(nomesListados('Imagens selecionadas')).toEqual(['nova.png']);
  });

  it('lists name and size; each file is removed by its own button, and the keyboard goes back to the picker', async () => {
    const onValid = vi.fn();
    render(<ChamadoForm onValid={onValid} />);
    escolher(
      'Anexos',
      arquivo('nota.pdf', 'application/pdf', 350 * 1024),
      arquivo('video.mp4', 'video/mp4', 2.5 * 1024 * 1024),
    );
    const lista = screen.getByRole('list', { name: 'Arquivos selecionados' });
    expect(lista.textContent).toContain('350 KB');
    expect(lista.textContent).toContain('2,5 MB');
    expect(lista.querySelector('img')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Remover arquivo nota.pdf' }));
    expect(nomesListados('Arquivos selecionados')).toEqual(['video.mp4']);
    expect(document.activeElement).toBe(picker('Anexos'));

    await enviar();
    expect(onValid).toHaveBeenCalledTimes(1);
    const anexos = onValid.mock.calls[0]?.[0].anexos;
    expect(anexos.map((anexo: { file: File }) => anexo.file.name)).toEqual(['video.mp4']);

    fireEvent.click(screen.getByRole('button', { name: 'Remover arquivo video.mp4' }));
    expect(screen.queryByRole('list', { name: 'Arquivos selecionados' })).toBeNull();
    await enviar();
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(picker('Anexos').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Anexe pelo menos um arquivo')).toBeTruthy();
  });

  it('shows a progress bar per file while uploading, and the file as sent at 100 %', () => {
    const { rerender } = render(<ChamadoForm />);
    escolher('Anexos', pdf('nota.pdf'), pdf('recibo.pdf'));
    expect(screen.queryAllByRole('progressbar')).toEqual([]);

    rerender(<ChamadoForm percentPorNome={{ 'nota.pdf': 100, 'recibo.pdf': 40 }} disabled />);
    const nota = screen.getByRole('progressbar', { name: 'Envio de nota.pdf' });
    expect(nota.getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByRole('progressbar', { name: 'Envio de recibo.pdf' }).getAttribute('aria-valuenow')).toBe('40');
    const lista = screen.getByRole('list', { name: 'Arquivos selecionados' });
    expect(lista.textContent).toContain('Enviado');
    expect(lista.textContent).toContain('Enviando... 40%');

    // Nothing can change while sending.
    expect(picker('Anexos').disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Remover arquivo recibo.pdf' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
