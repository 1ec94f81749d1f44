import { formatarData, formatarDataHora } from '@portal/shared/format/datas';

/**
 * An instant as the screens show it ('05/03/2026 14:30', Brasília; with `dia`, only the day: '05/03/2026'),
 * machine-readable too.
 */
export function DataHora({ iso, className, dia = false }: { iso: string; className?: string; dia?: boolean }) {
  return (
    <time className={className} dateTime={iso}>
      {dia ? formatarData(iso) : formatarDataHora(iso)}
    </time>
  );
}
