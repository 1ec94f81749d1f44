import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { Icon } from './Icon.tsx';
import './dialogs.css';

export type ModalVariant = 'dialog' | 'drawer' | 'fullscreen';

export interface ModalProps {
  open: boolean;
  /** Called for Escape, the × button and a click on the backdrop (while dismissible). */
  onClose: () => void;
  /** Names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Keeps the title for assistive technology only. */
  hideTitle?: boolean;
  children: ReactNode;
  /** Action row under the scrolling body. */
  footer?: ReactNode;
  /** Placed before the title (the drawer's 'Voltar'). */
  headerStart?: ReactNode;
  /** 'dialog' is centred; 'drawer' is a side panel (full screen on phones); 'fullscreen' fills the viewport. */
  variant?: ModalVariant;
  size?: 'sm' | 'md' | 'lg';
  role?: 'dialog' | 'alertdialog';
  /** false while work is in flight: Escape, the backdrop and × do nothing. */
  dismissible?: boolean;
  /** Shows the × button (default true). */
  closeButton?: boolean;
  closeLabel?: string;
  describedBy?: string;
  className?: string;
  testId?: string;
  /** Keeps the content (and its state) rendered in the closed <dialog> between openings. */
  keepMounted?: boolean;
  bodyClassName?: string;
}

/**
 * A modal on the native <dialog> (showModal): the browser makes the rest of the page inert and traps
 * focus; Escape closes; focus returns to what was focused before opening. An element inside with
 * data-autofocus gets the initial focus. Renders nothing while closed unless keepMounted.
 */
export function Modal(props: ModalProps) {
  return props.open || props.keepMounted ? <ModalDialog {...props} /> : null;
}

function ModalDialog({
  open,
  onClose,
  title,
  hideTitle = false,
  children,
  footer,
  headerStart,
  variant = 'dialog',
  size = 'md',
  role = 'dialog',
  dismissible = true,
  closeButton = true,
  closeLabel = 'Fechar',
  describedBy,
  className,
  testId,
  bodyClassName,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const scrolls = useScrollsItself(body, open);
  const latest = useRef({ onClose, dismissible });

  useEffect(() => {
    latest.current = { onClose, dismissible };
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Escape: the browser fires 'cancel'; React state decides whether the dialog goes away.
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (latest.current.dismissible) latest.current.onClose();
    };
    // A close the browser forces anyway (repeated Escape without user activation).
    const onNativeClose = () => {
      if (latest.current.dismissible) latest.current.onClose();
      else if (dialog.isConnected) dialog.showModal();
    };
    // The panel fills the dialog box, so only a click on the ::backdrop targets the <dialog> itself.
    let pressedBackdrop = false;
    const onPointerDown = (event: PointerEvent) => {
      pressedBackdrop = event.target === dialog;
    };
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog && pressedBackdrop && latest.current.dismissible) latest.current.onClose();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    dialog.addEventListener('pointerdown', onPointerDown);
    dialog.addEventListener('click', onClick);
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      dialog.removeEventListener('pointerdown', onPointerDown);
      dialog.removeEventListener('click', onClick);
      if (dialog.open) dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, [open]);

  const classes = ['modal', `modal--${variant}`, `modal--${size}`, className].filter(Boolean).join(' ');

  return (
    <dialog
      ref={ref}
      className={classes}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      data-testid={testId}
    >
      <div className="modal__panel">
        <header className={`modal__header${hideTitle ? ' modal__header--bare' : ''}`}>
          {headerStart}
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'modal__title'}>
            {title}
          </h2>
          {closeButton && (
            <button
              type="button"
              className="modal__close"
              aria-label={closeLabel}
              onClick={onClose}
              disabled={!dismissible}
            >
              <Icon name="fechar" />
            </button>
          )}
        </header>
        {/* A body that scrolls takes the focus, so the keyboard can scroll it even with nothing focusable inside. */}
        <div
          ref={body}
          className={`modal__body${bodyClassName ? ` ${bodyClassName}` : ''}`}
          tabIndex={scrolls ? 0 : undefined}
        >
          {children}
        </div>
        {footer && <footer className="modal__footer">{footer}</footer>}
      </div>
    </dialog>
  );
}

/** Whether the element's content is taller than the element (it scrolls), followed as either changes. */
function useScrollsItself(ref: RefObject<HTMLElement | null>, active: boolean) {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!active || !element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(element.scrollHeight > element.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    const mutations = new MutationObserver(() => {
      for (const child of element.children) observer.observe(child);
      measure();
    });
    mutations.observe(element, { childList: true });
    measure();
    return () => {
      observer.disconnect();
      mutations.disconnect();
    };
  }, [ref, active]);
  return scrolls;
}
