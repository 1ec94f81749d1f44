import { formatarDataHora } from '@portal/shared/format/datas';

/** An instant as the screens show it ('05/03/2026 14:30', Brasília), machine-readable too. */
export function DataHora({ iso, className }: { iso: string; className?: string }) {
  return (
    <time className={className} dateTime={iso}>
      {formatarDataHora(iso)}
    </time>
  );
}
