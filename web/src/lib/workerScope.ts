/**
 * A dedicated worker's own scope, typed by the messages it takes and the answers it sends: the DOM library the SPA
 * compiles with types `self` as a window, and a worker needs no more of it than this.
 */
export const workerScope = <Recebe, Envia>() =>
  self as unknown as {
    onmessage: ((evento: MessageEvent<Recebe>) => void) | null;
    postMessage(mensagem: Envia, transferir?: Transferable[]): void;
  };
