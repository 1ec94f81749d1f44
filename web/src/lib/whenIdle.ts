/**
 * Runs `tarefa` once the browser is idle after the work at hand (a first screen's render), at the latest after
 * `limiteMs`; where there is no requestIdleCallback (Safari), half a second later.
 */
export function whenIdle(tarefa: () => void, limiteMs = 2000): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(tarefa, { timeout: limiteMs });
  else window.setTimeout(tarefa, 500);
}

/**
 * Runs `tarefa` once the page's first load is over — its load event: the first screen's code, styles and pictures in —
 * and the browser is idle: for downloads that would otherwise share a phone's bandwidth with the first screen.
 */
export function whenLoadedAndIdle(tarefa: () => void): void {
  if (document.readyState === 'complete') whenIdle(tarefa);
  else window.addEventListener('load', () => whenIdle(tarefa), { once: true });
}
