import { formatDate, formatDateTime } from '@portal/shared/format/dates';

/**
 * An instant as the screens show it ('05/03/2026 14:30', Brasília; with `dia`, only the day: '05/03/2026'),
 * machine-readable too.
 */
export function DateTime({ iso, className, dia = false }: { iso: string; className?: string; dia?: boolean }) {
  return (
    <time className={className} dateTime={iso}>
      {dia ? formatDate(iso) : formatDateTime(iso)}
    </time>
  );
}
