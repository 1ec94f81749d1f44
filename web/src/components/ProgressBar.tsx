import './progress.css';

/** A determinate progress bar (0–100) with an accessible name; the fill width is its only inline style. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      className={`progress${percent === 100 ? ' progress--done' : ''}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
    >
      <div className="progress__fill" style={{ width: `${percent}%` }} />
    </div>
  );
}
