/**
 * Blob Storage's side of the browser's uploads: a fake XMLHttpRequest, the one place the web tests fake a
 * transport (happy-dom's real one would try the network). It records what uploadBytes sets and answers each
 * PUT with 201 at once, or holds it (`segurar`) so the test plays progress and the answer.
 */
export class ArmazenamentoFalso {
  /** Every request sent, oldest first. */
  static envios: ArmazenamentoFalso[] = [];
  static segurar = false;

  /** Starts a test afresh: no requests, answered at once. */
  static reiniciar() {
    ArmazenamentoFalso.envios = [];
    ArmazenamentoFalso.segurar = false;
  }

  /** The newest request. */
  static ultimo(): ArmazenamentoFalso {
    const ultimo = ArmazenamentoFalso.envios.at(-1);
    if (!ultimo) throw new Error('nenhuma requisição');
    return ultimo;
  }

  metodo = '';
  url = '';
  cabecalhos: Record<string, string> = {};
  corpo: unknown = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(metodo: string, url: string) {
    this.metodo = metodo;
    this.url = url;
  }
  setRequestHeader(nome: string, valor: string) {
    this.cabecalhos[nome] = valor;
  }
  send(corpo: unknown) {
    this.corpo = corpo;
    ArmazenamentoFalso.envios.push(this);
    if (!ArmazenamentoFalso.segurar) setTimeout(() => this.responder(201), 0);
  }
  progredir(fracao: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: fracao * 100, total: 100 });
  }
  responder(status: number) {
    this.status = status;
    this.onload?.();
  }
}
