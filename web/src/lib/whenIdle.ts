/**
 * Runs `tarefa` once the browser is idle after the work at hand (a first screen's render), at the latest after
 * `limiteMs`; where there is no requestIdleCallback (Safari), half a second later.
 */
export function whenIdle(tarefa: () => void, limiteMs = 2000): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(tarefa, { timeout: limiteMs });
  else window.setTimeout(tarefa, 500);
}
