import type { ReactNode } from 'react';
import './form.css';

export interface FieldFrameProps {
  id: string;
  label: string;
  required?: boolean;
  /** Show '*' or '(opcional)' after the label (forms where every field is required leave it out). */
  marker?: boolean;
  full?: boolean;
  error?: string;
  errorId: string;
  /** A short help text under the control; the control names `hintId` in aria-describedby. */
  hint?: string;
  hintId?: string;
  aside?: ReactNode;
  children: ReactNode;
}

/** Label above the control, the hint and the error under it (spec: errors shown under each field). */
export function FieldFrame({
  id,
  label,
  required,
  marker = true,
  full,
  error,
  errorId,
  hint,
  hintId,
  aside,
  children,
}: FieldFrameProps) {
  return (
    <div className={`field${full ? ' field--full' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {!marker ? null : required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className="field__optional"> (opcional)</span>
        )}
      </label>
      {children}
      {hint && (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      )}
      {(error || aside) && (
        <div className="field__meta">
          {error && (
            <span id={errorId} className="field__error">
              {error}
            </span>
          )}
          {aside}
        </div>
      )}
    </div>
  );
}
