import { type RefObject, useEffect, useRef } from 'react';

/**
 * Closes an open disclosure (menu, dropdown) on Escape, giving the focus back to the control that opened
 * it, and on a press outside `container`.
 */
export function useDismiss({
  open,
  onDismiss,
  container,
  trigger,
}: {
  open: boolean;
  onDismiss: () => void;
  /** Presses inside it keep the disclosure open. */
  container: RefObject<HTMLElement | null>;
  /** Gets the focus back after Escape. */
  trigger: RefObject<HTMLElement | null>;
}) {
  const latest = useRef(onDismiss);
  useEffect(() => {
    latest.current = onDismiss;
  });

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      latest.current();
      trigger.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !container.current?.contains(event.target)) latest.current();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, container, trigger]);
}
