import { mensagensExportacao } from '@portal/shared/mensagens/pedidos';
import type { FiltrosPedidos } from '@portal/shared/schemas/pedidosConsulta';
import { useState } from 'react';
import { useAlert, useConfirm } from '../../components/DialogProvider.tsx';
import { useBuscaDeTodos } from './useBuscaDeTodos.tsx';

/**
 * 'Exportar para Excel (N)' (spec sections 2, 5, 8): nothing to export says so; otherwise a confirmation,
 * every filtered page fetched with its progress, then the file. The writer (and its spreadsheet library)
 * is imported on first use, so neither is part of the page's download.
 */
export function ExportarPedidos({ filtros, total }: { filtros: FiltrosPedidos; total: number }) {
  const alert = useAlert();
  const confirm = useConfirm();
  const busca = useBuscaDeTodos('admin', filtros);
  const [gerando, setGerando] = useState(false);

  /** The file of every filtered order, or null when the fetch was cancelled. */
  const gerar = async () => {
    const pedidos = await busca.buscar(total);
    if (!pedidos) return null;
    setGerando(true);
    try {
      const { exportarPedidos } = await import('./exportacao/exportarPedidos.ts');
      return await exportarPedidos(pedidos);
    } finally {
      setGerando(false);
    }
  };

  const exportar = async () => {
    if (total === 0) {
      await alert(mensagensExportacao.vazio, { tone: 'warning' });
      return;
    }
    const confirmado = await confirm(mensagensExportacao.confirmar(total), {
      title: mensagensExportacao.confirmarTitulo,
      tone: 'info',
      confirmLabel: 'Exportar',
    });
    if (!confirmado) return;
    let resultado: Awaited<ReturnType<typeof gerar>>;
    try {
      resultado = await gerar();
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
