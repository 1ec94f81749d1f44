import { mensagensExportacao } from '@portal/shared/mensagens/pedidos';
import type { FiltrosPedidos } from '@portal/shared/schemas/pedidosConsulta';
import { useState } from 'react';
import { useAlert, useConfirm } from '../../components/DialogProvider.tsx';
import { useBuscaDeTodos } from './useBuscaDeTodos.tsx';

/**
 * 'Exportar para Excel (N)' (spec sections 2, 5, 8): nothing to export says so; otherwise a confirmation, every
 * filtered order downloaded with its progress, then the file. The export's worker starts with the download and reads
 * the orders as they arrive; it (and its spreadsheet library) is loaded on first use, outside the page's download.
 */
export function ExportarPedidos({ filtros, total }: { filtros: FiltrosPedidos; total: number }) {
  const alert = useAlert();
  const confirm = useConfirm();
  const busca = useBuscaDeTodos(filtros);
  const [gerando, setGerando] = useState(false);

  /** The file of every filtered order, or null when the fetch was cancelled. */
  const gerar = async () => {
    const { iniciarExportacao } = await import('./exportacao/exportarPedidos.ts');
    const exportacao = iniciarExportacao();
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
    // Loaded while the admin reads the confirmation, so the download starts the moment it is confirmed.
    import('./exportacao/exportarPedidos.ts').catch(() => undefined);
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
