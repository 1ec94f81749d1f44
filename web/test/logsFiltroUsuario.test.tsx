import type { UsuarioAdmin } from '@portal/shared/schemas/usuariosAdmin';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BuscaLogs } from '../src/features/logs/buscaUrl.ts';
import { LogsPage } from '../src/features/logs/LogsPage.tsx';
import { testQueryClient } from './renderWithRouter.tsx';
import { json } from './servidorChamados.tsx';

const usuario = (id: string, username: string): UsuarioAdmin => ({
  id,
  username,
  email: `${username}@franquia.dev`,
  role: 'user',
  created_at: '2026-01-10T12:00:00.000Z',
  email_verified: true,
  origem: 'senha',
  unidades: [],
});
const usuarios = [
  usuario('u-ana', 'ana'),
  usuario('u-anabela', 'anabela'),
  usuario('u-bruno', 'bruno'),
  usuario('u-mariana', 'mariana'),
];
const rotulo = (de: UsuarioAdmin) => `${de.username} — ${de.email}`;

/** What the page asked /api/users, each request's query. */
let buscasDeUsuarios: URLSearchParams[];

// The users route and the log as the API answers them (an empty log: these tests are about the filter).
beforeEach(() => {
  buscasDeUsuarios = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (entrada) => {
    const url = new URL(String(entrada), 'http://portal.test');
    if (url.pathname === '/api/users') {
      buscasDeUsuarios.push(url.searchParams);
      const busca = url.searchParams.get('busca')?.toLowerCase() ?? '';
      const id = url.searchParams.get('id');
      const limite = Number(url.searchParams.get('limite') ?? Number.POSITIVE_INFINITY);
      const achados = usuarios
        .filter((de) => (!id || de.id === id) && (de.username.includes(busca) || de.email.includes(busca)))
        .slice(0, limite);
      return json({ users: achados });
    }
    if (url.pathname === '/api/admin/logs') {
      return json({
        logs: [],
        continuacao: null,
        total_filtrado: 0,
        resumo: { total: 0, pedidos: 0, produtos: 0, usuarios: 0, sistema: 0 },
      });
    }
    return json({ message: 'não encontrado' }, 404);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** /logs with its filters in a stand-in of the URL; `busca()` reads what the URL holds. */
function abrir(inicial: BuscaLogs = {}) {
  const busca = { atual: inicial };
  function Tela() {
    const [valor, setValor] = useState(inicial);
    return (
      <LogsPage
        busca={valor}
        onBusca={(nova) => {
          busca.atual = nova;
          setValor(nova);
        }}
      />
    );
  }
  render(
    <QueryClientProvider client={testQueryClient()}>
      <Tela />
    </QueryClientProvider>,
  );
  const campo = screen.getByLabelText('Usuário') as HTMLInputElement;
  return { campo, busca };
}

const digitar = (campo: HTMLElement, texto: string) =>
  act(async () => fireEvent.change(campo, { target: { value: texto } }));
const tecla = (campo: HTMLElement, key: string) => act(async () => fireEvent.keyDown(campo, { key }));
/** The listbox the field controls, once the search answered (the field waits for typing to pause). */
const opcoesDe = async (campo: HTMLElement) => {
  const lista = await screen.findByRole('listbox', {}, { timeout: 10_000 });
  expect(campo.getAttribute('aria-controls')).toBe(lista.id);
  return lista;
};

describe('/logs user filter (issue 32)', { timeout: 30_000 }, () => {
  it('is a text field that finds users as one types, an ARIA combobox chosen by keyboard, resolving to an id', async () => {
    const { campo, busca } = abrir();
    expect(campo.tagName).toBe('INPUT');
    expect(campo.getAttribute('role')).toBe('combobox');
    expect(campo.getAttribute('aria-autocomplete')).toBe('list');
    expect(campo.getAttribute('aria-expanded')).toBe('false');

    await digitar(campo, 'ana');
    const lista = await opcoesDe(campo);
    await waitFor(() => expect(within(lista).getAllByRole('option')).toHaveLength(3), { timeout: 10_000 });
    expect(campo.getAttribute('aria-expanded')).toBe('true');
    expect(
      within(lista)
        .getAllByRole('option')
        .map((opcao) => opcao.textContent),
    ).toEqual(['ana', 'anabela', 'mariana'].map((nome) => `${nome}${nome}@franquia.dev`));
    // The search asks the server for a few users by part of name or e-mail, never the whole list.
    const ultima = buscasDeUsuarios.at(-1);
    expect(ultima?.get('busca')).toBe('ana');
    expect(Number(ultima?.get('limite'))).toBeGreaterThan(0);

    // Arrows move the active option (announced through aria-activedescendant), Enter chooses it.
    await tecla(campo, 'ArrowDown');
    await tecla(campo, 'ArrowDown');
    const ativa = document.getElementById(campo.getAttribute('aria-activedescendant') ?? '');
    expect(ativa?.textContent).toBe('anabelaanabela@franquia.dev');
    expect(ativa?.getAttribute('aria-selected')).toBe('true');
    await tecla(campo, 'Enter');
    expect(busca.atual.usuarioId).toBe('u-anabela');
    expect(campo.value).toBe(rotulo(usuarios[1] as UsuarioAdmin));
    expect(campo.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();

    // Escape closes the list and keeps the choice; clearing the field clears the filter.
    await digitar(campo, 'bru');
    await opcoesDe(campo);
    await tecla(campo, 'Escape');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(busca.atual.usuarioId).toBe('u-anabela');
    await digitar(campo, '');
    expect(busca.atual.usuarioId).toBeUndefined();
  });

  it('a click chooses; leaving without choosing shows the chosen user again; a linked id is named', async () => {
    const { campo, busca } = abrir({ usuarioId: 'u-bruno' });
    // The URL's id is looked up by id and named in the field.
    await waitFor(() => expect(campo.value).toBe(rotulo(usuarios[2] as UsuarioAdmin)), { timeout: 10_000 });
    expect(buscasDeUsuarios.some((consulta) => consulta.get('id') === 'u-bruno')).toBe(true);

    await act(async () => fireEvent.focus(campo));
    await digitar(campo, 'mari');
    const lista = await opcoesDe(campo);
    await waitFor(() => expect(within(lista).getAllByRole('option')).toHaveLength(1), { timeout: 10_000 });
    await act(async () => fireEvent.blur(campo));
    expect(campo.value).toBe(rotulo(usuarios[2] as UsuarioAdmin));
    expect(busca.atual.usuarioId).toBe('u-bruno');

    await digitar(campo, 'mari');
    const outra = await opcoesDe(campo);
    await waitFor(() => expect(within(outra).getAllByRole('option')).toHaveLength(1), { timeout: 10_000 });
    await act(async () => fireEvent.click(within(outra).getByRole('option')));
    expect(busca.atual.usuarioId).toBe('u-mariana');
    expect(campo.value).toBe(rotulo(usuarios[3] as UsuarioAdmin));
  });

  it('says when nobody matches', async () => {
    const { campo } = abrir();
    await digitar(campo, 'zzz');
    expect(await screen.findByText('Nenhum usuário encontrado.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByLabelText('Usuário').getAttribute('aria-expanded')).toBe('false');
  });
});
