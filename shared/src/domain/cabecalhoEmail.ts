// What may reach an e-mail header. A line break in a header value starts a header of its own (`Bcc: …`), so
// values that go there carry no control character: the ticket form's schema refuses them in the title (the
// support e-mail's subject), the work-account validator in the e-mail claim (every `to`), and the sender turns
// any left in a subject — a ticket stored before — into a space.

/**
 * C0 controls (tab, CR, LF, NUL, ESC…), DEL, C1 controls (NEL among them), Unicode's line and paragraph separators, and
 * the bidirectional embeddings, overrides and isolates (a subject that reads backwards in a mail client).
 */
const controle = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
const controles = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]+/gu;

/**
 * What free text may not hold: control characters other than tab, line feed and carriage return (JSON stores a C0
 * control as six bytes), and half a character (a lone surrogate, also six bytes escaped).
 */
const foraDoTexto = /(?![\t\n\r])\p{Cc}|\p{Cs}/u;

/** Whether a free text (several lines allowed) holds a character it may not. */
export const temCaracterForaDoTexto = (texto: string) => foraDoTexto.test(texto);

/** Whether a text holds a character that has no place in a one-line value. */
export const temCaracterDeControle = (texto: string) => controle.test(texto);

/** A header value with each run of control characters turned into one space (the sender's last guard). */
export const linhaDeCabecalho = (texto: string) => texto.replace(controles, ' ').trim();
