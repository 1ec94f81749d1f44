import { mensagensDialogos } from '@portal/shared/mensagens/geral';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Icon } from './Icon.tsx';
import { Modal } from './Modal.tsx';
import './dialogs.css';

export type Tone = 'info' | 'success' | 'warning' | 'error';

export interface AlertOptions {
  tone?: Tone;
  /** Defaults to a title matching the tone ('Aviso', 'Sucesso', 'Atenção', 'Erro'). */
  title?: string;
}

export interface ConfirmOptions extends AlertOptions {
  confirmLabel?: string;
  cancelLabel?: string;
  /** Styles the confirm button as destructive. */
  danger?: boolean;
}

interface DialogRequest {
  id: number;
  kind: 'alert' | 'confirm';
  message: string;
  options: ConfirmOptions;
  settle: (confirmed: boolean) => void;
}

interface Toast {
  id: number;
  message: string;
  tone: Tone;
}

interface DialogApi {
  alert(message: string, options?: AlertOptions): Promise<void>;
  confirm(message: string, options?: ConfirmOptions): Promise<boolean>;
  toast(message: string, tone?: Tone): void;
}

const DialogContext = createContext<DialogApi | null>(null);

const defaultTitles: Record<Tone, string> = {
  info: mensagensDialogos.aviso,
  success: mensagensDialogos.sucesso,
  warning: mensagensDialogos.atencao,
  error: mensagensDialogos.erro,
};

/** How long a toast stays on screen. */
export const toastDurationMs = 4_000;

/**
 * Alerts, confirmations (one at a time, in order) and toasts for everything below it, on native
 * dialogs instead of window.alert/confirm.
 */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<DialogRequest[]>([]);
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismissToast = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  const api = useMemo<DialogApi>(() => {
    const open = (kind: DialogRequest['kind'], message: string, options: ConfirmOptions = {}) =>
      new Promise<boolean>((resolve) => {
        const id = ++nextId.current;
        const settle = (confirmed: boolean) => {
          setQueue((current) => current.filter((request) => request.id !== id));
          resolve(confirmed);
        };
        setQueue((current) => [...current, { id, kind, message, options, settle }]);
      });
    return {
      alert: async (message, options) => {
        await open('alert', message, options);
      },
      confirm: (message, options) => open('confirm', message, options),
      toast: (message, tone = 'success') => {
        const id = ++nextId.current;
        setToasts((current) => [...current, { id, message, tone }]);
        timers.current.set(
          id,
          setTimeout(() => dismissToast(id), toastDurationMs),
        );
      },
    };
  }, [dismissToast]);

  const current = queue[0];

  return (
    <DialogContext value={api}>
      {children}
      {current && <MessageDialog key={current.id} request={current} />}
      <div className="toasts" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <div key={toast.id} className={`toast toast--${toast.tone}`}>
            <span className="toast__message">{toast.message}</span>
            <button
              type="button"
              className="icon-button toast__close"
              aria-label="Fechar aviso"
              onClick={() => dismissToast(toast.id)}
            >
              <Icon name="fechar" />
            </button>
          </div>
        ))}
      </div>
    </DialogContext>
  );
}

function MessageDialog({ request }: { request: DialogRequest }) {
  const messageId = useId();
  const { kind, message, options, settle } = request;
  const tone = options.tone ?? (kind === 'confirm' ? 'warning' : 'info');
  const title = options.title ?? (kind === 'confirm' ? mensagensDialogos.confirmacao : defaultTitles[tone]);

  return (
    <Modal
      open
      onClose={() => settle(false)}
      title={title}
      role="alertdialog"
      size="sm"
      describedBy={messageId}
      closeButton={false}
      className={`message-dialog message-dialog--${tone}`}
      footer={
        kind === 'confirm' ? (
          <>
            <button type="button" className="button button--secondary" onClick={() => settle(false)} data-autofocus>
              {options.cancelLabel ?? 'Cancelar'}
            </button>
            <button
              type="button"
              className={`button${options.danger ? ' button--danger' : ''}`}
              onClick={() => settle(true)}
            >
              {options.confirmLabel ?? 'Confirmar'}
            </button>
          </>
        ) : (
          <button type="button" className="button" onClick={() => settle(true)} data-autofocus>
            OK
          </button>
        )
      }
    >
      <p id={messageId} className="message-dialog__text">
        {message}
      </p>
    </Modal>
  );
}

function useDialogs(): DialogApi {
  const api = useContext(DialogContext);
  if (!api) throw new Error('DialogProvider is missing above this component');
  return api;
}

/** alert(message, { tone, title }) resolves when the user closes it. */
export function useAlert() {
  return useDialogs().alert;
}

/** confirm(message, options) resolves true for the confirm button, false for cancel or Escape. */
export function useConfirm() {
  return useDialogs().confirm;
}

/** A short success (or other) message in a polite live region that disappears by itself. */
export function useToast() {
  return useDialogs().toast;
}
