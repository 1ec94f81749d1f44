import fc from 'fast-check';
import { chavesPrototipo, textoHostil } from './hostile.ts';

/** One part of a multipart/form-data body, written by hand so it can be wrong in every way a parser meets. */
export interface Parte {
  nome: string;
  valor: string | Uint8Array;
  /** Present: a file part (`filename="…"`); '' writes an empty filename. */
  arquivo?: string;
  tipo?: string;
  /** Extra header lines of the part (already formatted, without the line ending). */
  cabecalhos?: string[];
  /** Leave out Content-Disposition altogether. */
  semDisposicao?: boolean;
}

/** How the body as a whole is broken (nothing: a well-formed body). */
export interface Defeitos {
  /** The boundary the Content-Type names, when it differs from the one the body uses (or null: none named). */
  boundaryDeclarado?: string | null;
  /** Content-Type other than multipart/form-data. */
  tipo?: string;
  /** Line endings: '\n' instead of CRLF. */
  soLf?: boolean;
  /** No closing `--boundary--`. */
  semFechamento?: boolean;
  /** Text before the first boundary and after the last. */
  preambulo?: string;
  epilogo?: string;
  /** Cut the body at this fraction of its length (0–1). */
  cortarEm?: number;
}

export interface CorpoMultipart {
  contentType: string;
  body: Buffer;
}

/** A body as a browser would send it — unless `defeitos` say otherwise. */
export function montarMultipart(partes: Parte[], boundary: string, defeitos: Defeitos = {}): CorpoMultipart {
  const eol = defeitos.soLf ? '\n' : '\r\n';
  const pedacos: Buffer[] = [];
  if (defeitos.preambulo) pedacos.push(Buffer.from(`${defeitos.preambulo}${eol}`));
  for (const parte of partes) {
    const linhas = [
      `--${boundary}`,
      ...(parte.semDisposicao
        ? []
        : [
            `Content-Disposition: form-data; name="${parte.nome}"${parte.arquivo === undefined ? '' : `; filename="${parte.arquivo}"`}`,
          ]),
      ...(parte.tipo ? [`Content-Type: ${parte.tipo}`] : []),
      ...(parte.cabecalhos ?? []),
    ];
    pedacos.push(Buffer.from(`${linhas.join(eol)}${eol}${eol}`), Buffer.from(parte.valor), Buffer.from(eol));
  }
  if (!defeitos.semFechamento) pedacos.push(Buffer.from(`--${boundary}--${eol}`));
  if (defeitos.epilogo) pedacos.push(Buffer.from(defeitos.epilogo));
  let body = Buffer.concat(pedacos);
  if (defeitos.cortarEm !== undefined) body = body.subarray(0, Math.floor(body.length * defeitos.cortarEm));
  const declarado = defeitos.boundaryDeclarado === undefined ? boundary : defeitos.boundaryDeclarado;
  const contentType =
    defeitos.tipo ?? (declarado === null ? 'multipart/form-data' : `multipart/form-data; boundary=${declarado}`);
  return { contentType, body };
}

/** Boundaries browsers use, and some a parser may choke on. */
const boundaries = fc.oneof(
  { weight: 4, arbitrary: fc.stringMatching(/^----formdata-fuzz-[0-9a-f]{16}$/) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('x', '"quoted"', 'a'.repeat(71), 'with space', '--', 'é', ';', 'boundary=x'),
  },
);

/** The ways a whole body can be broken; most bodies come out well-formed. */
const defeitos: fc.Arbitrary<Defeitos> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({}) },
  {
    weight: 4,
    arbitrary: fc.record(
      {
        boundaryDeclarado: fc.constantFrom(null, 'outra', '', '"----formdata-fuzz"', 'x'.repeat(300)),
        tipo: fc.constantFrom(
          'multipart/mixed; boundary=x',
          'multipart/form-data; boundary=',
          'multipart/form-data;boundary',
          'multipart/form-data; charset=utf-8',
          'multipart/form-data; boundary=x; boundary=y',
          'application/json',
          'text/plain',
          'multipart/form-dataX; boundary=x',
        ),
        soLf: fc.boolean(),
        semFechamento: fc.boolean(),
        preambulo: textoHostil.map((texto) => texto.slice(0, 200)),
        epilogo: textoHostil.map((texto) => texto.slice(0, 200)),
        cortarEm: fc.double({ min: 0, max: 1, noNaN: true }),
      },
      { requiredKeys: [] },
    ),
  },
);

/** A part made hostile: its name, its filename, its headers, its value, or its disposition. */
function parteHostil(parte: Parte): fc.Arbitrary<Parte> {
  return fc.oneof(
    fc
      .oneof(fc.constantFrom(...chavesPrototipo, 'hasOwnProperty', 'toString'), textoHostil)
      .map((nome) => ({ ...parte, nome: nome.slice(0, 500) })),
    fc
      .oneof(
        fc.constantFrom(
          '',
          '../../etc/passwd',
          '..\\..\\x.png',
          '/abs/logo.png',
          'a";name="x',
          'logo.png\u0000.exe',
          '.',
        ),
        textoHostil.map((texto) => texto.slice(0, 300)),
      )
      .map((arquivo) => ({ ...parte, arquivo })),
    fc
      .constantFrom(
        'Content-Transfer-Encoding: base64',
        'Content-Type: text/plain; charset=utf-16',
        `X-Longo: ${'h'.repeat(20_000)}`,
        'Content-Disposition: attachment',
        'sem dois pontos',
      )
      .map((linha) => ({ ...parte, cabecalhos: [...(parte.cabecalhos ?? []), linha] })),
    textoHostil.map((valor) => ({ ...parte, valor })),
    fc.constant({ ...parte, semDisposicao: true }),
    fc.constant({ ...parte, valor: 'x'.repeat(64 * 1024 + 1) }),
  );
}

/**
 * Bodies of a multipart route: its valid-looking parts (`partes`) with some parts made hostile, parts
 * repeated or dropped, and sometimes the body itself broken (boundary, line endings, truncation).
 */
export function corpoMultipart(partes: fc.Arbitrary<Parte[]>): fc.Arbitrary<CorpoMultipart> {
  const mexidas = partes.chain((lista) =>
    lista.length === 0
      ? fc.constant(lista)
      : fc.array(fc.tuple(fc.nat({ max: lista.length - 1 }), fc.nat({ max: 3 })), { maxLength: 3 }).chain((mudancas) =>
          fc
            .tuple(...mudancas.map(([indice]) => parteHostil(lista[indice] as Parte)), fc.constant(null))
            .map((hostis) => {
              const resultado = [...lista];
              mudancas.forEach(([indice, modo], posicao) => {
                const hostil = hostis[posicao] as Parte;
                if (modo === 0) resultado.splice(indice, 1);
                else if (modo === 1) resultado.push(hostil);
                else resultado[indice] = hostil;
              });
              return resultado.filter((parte) => parte !== undefined);
            }),
        ),
  );
  return fc
    .record({ partes: mexidas, boundary: boundaries, defeitos })
    .map(({ partes: lista, boundary, defeitos: estragos }) => montarMultipart(lista, boundary, estragos));
}
