import { mensagensExportacao } from '@portal/shared/mensagens/pedidos';
import type { FiltrosPedidos } from '@portal/shared/schemas/pedidosConsulta';
import { useState } from 'react';
import { useAlert, useConfirm } from '../../components/DialogProvider.tsx';
import type { Exportacao } from './exportacao/exportarPedidos.ts';
import { useBuscaDeTodos } from './useBuscaDeTodos.tsx';

/**
 * 'Exportar para Excel (N)' (spec sections 2, 5, 8): nothing to export says so; otherwise a confirmation, every
 * filtered order downloaded with its progress, then the file. The export's worker starts with the confirmation and
 * reads the orders as they arrive; it (and its spreadsheet library) is loaded on first use, outside the page's
 * download.
 */
export function ExportarPedidos({ filtros, total }: { filtros: FiltrosPedidos; total: number }) {
  const alert = useAlert();
  const confirm = useConfirm();
  const busca = useBuscaDeTodos(filtros);
  const [gerando, setGerando] = useState(false);

  /** The file of every filtered order, or null when the fetch was cancelled. */
  const gerar = async (preparada: Promise<Exportacao>) => {
    const exportacao = await preparada;
    let pedidos: unknown[] | null;
    try {
      pedidos = await busca.buscar(total, exportacao.adicionar);
    } catch (error) {
      exportacao.cancelar();
      throw error;
    }
    if (!pedidos) {
      exportacao.cancelar();
      return null;
    }
    setGerando(true);
    try {
      return await exportacao.concluir();
    } finally {
      setGerando(false);
    }
  };

  const exportar = async () => {
    if (total === 0) {
      await alert(mensagensExportacao.vazio, { tone: 'warning' });
      return;
    }
    // Started while the admin reads the confirmation: the worker loads the spreadsheet library meanwhile, and the
    // download starts the moment it is confirmed. A failure to start shows once confirmed, as the export's error.
    const preparada = import('./exportacao/exportarPedidos.ts').then(({ iniciarExportacao }) => iniciarExportacao());
    preparada.catch(() => undefined);
    const confirmado = await confirm(mensagensExportacao.confirmar(total), {
      title: mensagensExportacao.confirmarTitulo,
      tone: 'info',
      confirmLabel: 'Exportar',
    });
    if (!confirmado) {
      preparada.then(
        (exportacao) => exportacao.cancelar(),
        () => undefined,
      );
      return;
    }
    let resultado: Awaited<ReturnType<typeof gerar>>;
    try {
      resultado = await gerar(preparada);
    } catch (error) {
      console.error('Exportação de pedidos falhou', error);
      await alert(mensagensExportacao.erro, { tone: 'error' });
      return;
    }
    if (!resultado) return;
    await alert(mensagensExportacao.sucesso(resultado.arquivo, resultado.quantidade), {
      tone: 'success',
      title: mensagensExportacao.sucessoTitulo,
    });
  };

  return (
    <>
      <button type="button" className="button" onClick={exportar} disabled={gerando} aria-busy={gerando || undefined}>
        {gerando ? mensagensExportacao.gerando : `Exportar para Excel (${total.toLocaleString('pt-BR')})`}
      </button>
      {busca.modal}
    </>
  );
}
