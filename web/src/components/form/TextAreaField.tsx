import { mensagensTexto } from '@portal/shared/mensagens/texto';
import { type TextareaHTMLAttributes, useId } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FieldFrame } from './FieldFrame.tsx';
import { type BoundFieldProps, useBoundField } from './useBoundField.ts';

type TextAreaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'name' | 'value' | 'onChange' | 'onBlur' | 'id' | 'required'
>;

/**
 * A full-width textarea with a character counter when maxLength is set. The browser cuts the text at maxLength unless
 * `cortar` is false: then what is typed or pasted past it stays, the counter turns to an error saying by how much, and
 * the form's schema refuses to send it — no text is ever dropped unseen.
 */
export function TextAreaField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  required = false,
  hint,
  marker,
  maxLength,
  cortar = true,
  ...textareaProps
}: BoundFieldProps<T, TOut> &
  TextAreaProps & {
    /** Show '*' or '(opcional)' after the label (default true). */
    marker?: boolean;
    /** Whether the browser cuts the text at maxLength (default true). */
    cortar?: boolean;
  }) {
  const counterId = `${useId()}-contador`;
  const { field, frameProps, controlProps } = useBoundField(
    control,
    name,
    { label, required, hint },
    maxLength !== undefined && counterId,
  );
  const value = typeof field.value === 'string' ? field.value : '';
  const excedido = maxLength !== undefined && value.length > maxLength;
  return (
    <FieldFrame
      {...frameProps}
      marker={marker}
      full
      aside={
        maxLength ? (
          <span id={counterId} className={`field__counter${excedido ? ' field__counter--excedido' : ''}`}>
            {excedido
              ? mensagensTexto.contadorExcedido(value.length, maxLength)
              : mensagensTexto.contador(value.length, maxLength)}
          </span>
        ) : undefined
      }
    >
      <textarea
        {...textareaProps}
        {...controlProps}
        className="field__input field__textarea"
        value={value}
        maxLength={cortar ? maxLength : undefined}
        onChange={(event) => field.onChange(event.target.value)}
      />
    </FieldFrame>
  );
}
