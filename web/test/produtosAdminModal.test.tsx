import { mensagensEstoque } from '@portal/shared/mensagens/estoque';
import { mensagensLimites } from '@portal/shared/mensagens/limites';
import { mensagensProdutoAdmin } from '@portal/shared/mensagens/produtos';
import type { ProdutoAdmin, ProdutoAdminRequest } from '@portal/shared/schemas/produtoAdmin';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProdutoModal } from '../src/features/produtosAdmin/ProdutoModal.tsx';
import { ApiError } from '../src/lib/apiClient.ts';

afterEach(cleanup);

const produto: ProdutoAdmin = {
  id: '6f1c2a9e-0000-4000-8000-000000000002',
  nome: 'Caneca de Cerâmica',
  descricao: 'Caneca branca de 350 ml.',
  preco: 39.9,
  tamanhos: [],
  ativo: true,
  imagem_url: '/api/produtos/c/imagem/original?v=3',
  imagem_miniatura_url: '/api/produtos/c/imagem/miniatura?v=3',
  guia_tamanho_url: null,
  estoque: null,
  versao: '"etag-1"',
  created_at: '2026-01-10T12:00:00.000Z',
  updated_at: '2026-01-10T12:00:00.000Z',
};

function abrir(atual: ProdutoAdmin | null, onEnviar = vi.fn(async (_corpo: ProdutoAdminRequest) => {})) {
  const onFechar = vi.fn();
  render(<ProdutoModal produto={atual} onEnviar={onEnviar} onFechar={onFechar} />);
  return { onEnviar, onFechar };
}

const campo = (rotulo: RegExp) => screen.getByLabelText(rotulo) as HTMLInputElement;
const digitar = (rotulo: RegExp, valor: string) =>
  act(async () => fireEvent.change(campo(rotulo), { target: { value: valor } }));
const clicar = (nome: string | RegExp) => act(async () => fireEvent.click(screen.getByRole('button', { name: nome })));
const salvar = () => clicar('Salvar');
const tags = () =>
  within(screen.getByRole('list', { name: 'Tamanhos adicionados' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the product form', () => {
  it('create mode: adds size tags one by one, refuses blank and repeated ones, removes one, and sends the payload', async () => {
    const { onEnviar } = abrir(null);
    expect(screen.getByRole('dialog', { name: 'Novo Produto' })).toBeTruthy();
    expect(document.activeElement).toBe(campo(/^Nome/));
    await digitar(/^Nome/, 'Boné Trucker');
    await digitar(/^Descrição/, 'Boné com tela');
    await digitar(/^Preço/, '59,90');

    const novo = campo(/^Novo tamanho/);
    await clicar('Adicionar');
    expect(screen.getByRole('alert').textContent).toBe(mensagensProdutoAdmin.tamanhoVazio);
    await digitar(/^Novo tamanho/, 'P');
    // Enter adds the size; it does not submit the form.
    await act(async () => fireEvent.keyDown(novo, { key: 'Enter' }));
    expect(onEnviar).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(novo.value).toBe('');
    await digitar(/^Novo tamanho/, 'M');
    await clicar('Adicionar');
    await digitar(/^Novo tamanho/, 'p');
    await clicar('Adicionar');
    expect(screen.getByRole('alert').textContent).toBe(mensagensProdutoAdmin.tamanhoRepetido('P'));
    await digitar(/^Novo tamanho/, 'G');
    await clicar('Adicionar');
    expect(tags()).toEqual(['P', 'M', 'G']);
    await clicar('Remover tamanho M');
    expect(tags()).toEqual(['P', 'G']);
    expect(document.activeElement).toBe(novo);

    // No stored image in create mode; a picked one is previewed.
    expect(screen.queryByRole('button', { name: 'Remover imagem' })).toBeNull();
    const imagem = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'bone.png', { type: 'image/png' });
    await act(async () => fireEvent.change(campo(/^Imagem do produto/), { target: { files: [imagem] } }));
    const previa = within(screen.getByRole('list', { name: 'Imagens selecionadas' })).getByRole('listitem');
    expect(previa.textContent).toContain('bone.png');
    expect(previa.querySelector('img')?.getAttribute('src')).toMatch(/^blob:/);

    await salvar();
    // The image is read as a data URL first (FileReader answers on a later task).
    await waitFor(() => expect(onEnviar).toHaveBeenCalledTimes(1));
    expect(onEnviar.mock.calls[0]?.[0]).toEqual({
      nome: 'Boné Trucker',
      descricao: 'Boné com tela',
      preco: 59.9,
      tamanhos: ['P', 'G'],
      ativo: true,
      imagem_base64: 'data:image/png;base64,iVBORw==',
      remover_imagem: false,
      remover_guia_tamanho: false,
      estoque: null,
    });
  });

  it("refuses an image over 1 MB and a file that is no image with the spec's texts", async () => {
    abrir(null);
    const grande = new File(['x'], 'foto.png', { type: 'image/png' });
    Object.defineProperty(grande, 'size', { value: 1024 * 1024 + 1 });
    await act(async () => fireEvent.change(campo(/^Imagem do produto/), { target: { files: [grande] } }));
    expect(screen.getByRole('alert').textContent).toBe('A imagem deve ter no máximo 1MB.');
    const pdf = new File(['%PDF'], 'tabela.pdf', { type: 'application/pdf' });
    await act(async () => fireEvent.change(campo(/^Guia de tamanhos/), { target: { files: [pdf] } }));
    expect(screen.getAllByRole('alert').map((alerta) => alerta.textContent)).toContain(
      'Por favor, selecione apenas arquivos de imagem.',
    );
  });

  it("shows the spec's message under each missing required field and sends nothing", async () => {
    const { onEnviar } = abrir(null);
    await salvar();
    expect(onEnviar).not.toHaveBeenCalled();
    expect(screen.getAllByText(mensagensProdutoAdmin.obrigatorios)).toHaveLength(3);
    expect(campo(/^Nome/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(campo(/^Nome/));
  });

  it('shows the maximum price under the price field and sends nothing above it', async () => {
    const { onEnviar } = abrir(produto);
    const preco = campo(/^Preço/);
    for (const digitado of ['1.000.000,01', '99999999999999999999']) {
      await digitar(/^Preço/, digitado);
      await salvar();
      expect(onEnviar).not.toHaveBeenCalled();
      expect(screen.getByText(mensagensLimites.precoMaximo)).toBeTruthy();
      expect(preco.getAttribute('aria-invalid')).toBe('true');
    }
    await digitar(/^Preço/, '1.000.000,00');
    await salvar();
    expect(onEnviar.mock.calls[0]?.[0]).toMatchObject({ preco: 1_000_000 });
  });

  it('edit mode shows the current values and image; removing it sets remover_imagem, undoable', async () => {
    const { onEnviar } = abrir(produto);
    expect(screen.getByRole('dialog', { name: 'Editar Produto' })).toBeTruthy();
    expect(campo(/^Nome/).value).toBe('Caneca de Cerâmica');
    expect(campo(/^Preço/).value).toBe('39,90');
    expect(screen.getByRole('img', { name: 'Imagem atual de Caneca de Cerâmica' }).getAttribute('src')).toBe(
      produto.imagem_miniatura_url,
    );
    // No stored size guide: nothing to remove.
    expect(screen.queryByRole('button', { name: 'Remover guia de tamanhos' })).toBeNull();

    await clicar('Remover imagem');
    expect(screen.getByText(mensagensProdutoAdmin.imagemSeraRemovida)).toBeTruthy();
    await clicar('Desfazer remoção');
    await clicar('Remover imagem');
    await salvar();
    expect(onEnviar.mock.calls[0]?.[0]).toMatchObject({ preco: 39.9, remover_imagem: true, ativo: true });
    expect(onEnviar.mock.calls[0]?.[0]).not.toHaveProperty('imagem_base64');
  });

  it("keeps the panel open with the API's refusal, or the spec's text without an answer", async () => {
    const onEnviar = vi
      .fn<(corpo: ProdutoAdminRequest) => Promise<void>>()
      .mockRejectedValueOnce(new ApiError(mensagensProdutoAdmin.versaoDesatualizada, 409))
      .mockRejectedValueOnce(new ApiError('Erro de conexão. Tente novamente.', 0));
    abrir(produto, onEnviar);
    await salvar();
    expect(screen.getByRole('alert').textContent).toBe(mensagensProdutoAdmin.versaoDesatualizada);
    expect(campo(/^Nome/).value).toBe('Caneca de Cerâmica');
    await salvar();
    expect(screen.getByRole('alert').textContent).toBe(mensagensProdutoAdmin.erroSalvar);
  });

  it('stock: checked, one field per size that follows the sizes, validated, sent as a record; unchecked, null', async () => {
    const { onEnviar } = abrir(null);
    await digitar(/^Nome/, 'Boné Trucker');
    await digitar(/^Descrição/, 'Boné com tela');
    await digitar(/^Preço/, '59,90');
    const controlar = screen.getByRole('checkbox', { name: mensagensEstoque.controlar });
    expect(controlar.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(mensagensEstoque.controlarAjuda)).toBeTruthy();
    expect(screen.queryByLabelText(/^Estoque/)).toBeNull();

    // No sizes: a single field.
    await act(async () => fireEvent.click(controlar));
    expect(screen.getAllByLabelText(/^Estoque/)).toHaveLength(1);
    await digitar(/^Estoque/, '8');

    // Sizes replace it, one field each, following the tags as they come and go.
    for (const tamanho of ['P', 'M', 'G']) {
      await digitar(/^Novo tamanho/, tamanho);
      await clicar('Adicionar');
    }
    const rotulos = screen
      .getAllByLabelText(/^Estoque/)
      .map((campo) => campo.closest('.field')?.querySelector('label')?.textContent);
    expect(rotulos).toEqual(['P', 'M', 'G'].map((tamanho) => `${mensagensEstoque.quantidadeDoTamanho(tamanho)} *`));
    await digitar(/^Estoque do tamanho P/, '3');
    await digitar(/^Estoque do tamanho M/, '2,5');
    await digitar(/^Estoque do tamanho G/, '10');
    await salvar();
    expect(onEnviar).not.toHaveBeenCalled();
    expect(campo(/^Estoque do tamanho M/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(mensagensEstoque.invalido)).toBeTruthy();

    // Removing M takes its field (and its error) away; P and G keep what was typed.
    await clicar('Remover tamanho M');
    expect(screen.queryByLabelText(/^Estoque do tamanho M/)).toBeNull();
    expect(screen.queryByText(mensagensEstoque.invalido)).toBeNull();
    expect(campo(/^Estoque do tamanho P/).value).toBe('3');
    expect(campo(/^Estoque do tamanho G/).value).toBe('10');
    await salvar();
    await waitFor(() => expect(onEnviar).toHaveBeenCalledTimes(1));
    expect(onEnviar.mock.calls[0]?.[0]).toMatchObject({ tamanhos: ['P', 'G'], estoque: { P: 3, G: 10 } });

    // Unchecked: the fields go and the product stops counting.
    await act(async () => fireEvent.click(controlar));
    expect(screen.queryByLabelText(/^Estoque do tamanho/)).toBeNull();
    await salvar();
    await waitFor(() => expect(onEnviar).toHaveBeenCalledTimes(2));
    expect(onEnviar.mock.calls[1]?.[0]).toHaveProperty('estoque', null);
  });

  it("edit mode starts from the stored stock; a product without sizes sends it under ''", async () => {
    const { onEnviar } = abrir({ ...produto, estoque: { '': 4 } });
    expect((screen.getByRole('checkbox', { name: mensagensEstoque.controlar }) as HTMLInputElement).checked).toBe(true);
    expect(campo(/^Estoque/).value).toBe('4');
    await digitar(/^Estoque/, '40');
    await salvar();
    expect(onEnviar.mock.calls[0]?.[0]).toMatchObject({ tamanhos: [], estoque: { '': 40 } });
  });

  it("'Cancelar' closes without sending", async () => {
    const { onEnviar, onFechar } = abrir(produto);
    await clicar('Cancelar');
    expect(onFechar).toHaveBeenCalled();
    expect(onEnviar).not.toHaveBeenCalled();
  });
});
