import fc from 'fast-check';
import type { Alvo, AlvoConsulta } from './alvos.ts';
import { codificar, consultaHostil } from './caminhos.ts';
import { descrever } from './contract.ts';
import { corpoJson } from './corpoJson.ts';
import { textoHostil } from './hostile.ts';
import { type Mundo, quem } from './mundo.ts';
import type { RawRequest } from './rawHttp.ts';

/**
 * A generated request before its placeholders are filled in. fast-check prints it on a failure through
 * `fc.toStringMethod`: shortened, as bodies run to megabytes.
 */
export interface Gerada {
  quem: string;
  raw: RawRequest;
}

export function comoTexto<T extends { raw: RawRequest }>(gerada: T): T {
  return Object.assign(gerada, { [fc.toStringMethod]: () => descrever(gerada.raw) });
}

/**
 * Requests to one route: a sender (absent, forged, franchisee, admin), its path (real ids mostly, hostile
 * segments often, sometimes with an unrelated query string), the route's headers, and — for JSON routes —
 * a body around its schema's valid-looking values.
 */
export function requisicoes(mundo: Mundo, alvo: Alvo): fc.Arbitrary<Gerada> {
  const remetente = (alvo.quem ?? quem).chain((nome) =>
    mundo.cabecalhos(nome).map((cabecalhos) => ({ nome, cabecalhos })),
  );
  const corpo = alvo.corpo ? corpoJson(alvo.corpo(mundo)) : fc.constant(null);
  const caminho = fc
    .tuple(
      alvo.caminho(mundo),
      fc.oneof({ weight: 4, arbitrary: fc.constant('') }, { weight: 1, arbitrary: consultaHostil }),
    )
    .map(([base, consulta]) => (consulta && !base.includes('?') ? `${base}${consulta}` : base));
  return fc
    .record({
      remetente,
      caminho,
      corpo,
      extras: alvo.cabecalhos ? alvo.cabecalhos(mundo) : fc.constant({}),
    })
    .map(({ remetente: { nome, cabecalhos }, caminho: path, corpo: json, extras }) =>
      comoTexto({
        quem: nome,
        raw: {
          method: alvo.metodo,
          path,
          headers: { ...cabecalhos, ...extras, ...(json?.tipo ? { 'content-type': json.tipo } : {}) },
          ...(json ? { body: json.texto } : {}),
        },
      }),
    );
}

/** Fills `{itemCarrinho}` with an item of the franchisee's cart as it is now (a made-up id when empty). */
export async function preencher(mundo: Mundo, raw: RawRequest): Promise<RawRequest> {
  if (!raw.path.includes('{itemCarrinho}')) return raw;
  const carrinho = await mundo.api.deps.carrinho.stored(mundo.usuario.id);
  const item = carrinho?.doc.itens[0]?.id ?? '00000000-0000-4000-8000-000000000000';
  return { ...raw, path: raw.path.replaceAll('{itemCarrinho}', item) };
}

/**
 * A list route's query string: some of its parameters with valid-looking or hostile values (a key may
 * repeat, or come with no value), plus sometimes an unrelated or broken query.
 */
export function consultas(alvo: AlvoConsulta, tokens: readonly string[]): fc.Arbitrary<string> {
  const parametros = Object.entries(alvo.parametros?.(tokens) ?? {});
  const par =
    parametros.length === 0
      ? null
      : fc
          .tuple(
            fc.constantFrom(...parametros),
            fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: textoHostil }),
          )
          .chain(([[nome, valido], hostil]) =>
            (hostil === null ? valido : fc.constant(hostil.slice(0, 9_000))).map(
              (valor) => `${nome}=${codificar(valor)}`,
            ),
          );
  const proprios = par ? fc.array(par, { maxLength: 5 }).map((pares) => pares.join('&')) : fc.constant('');
  return fc
    .tuple(proprios, fc.oneof({ weight: 3, arbitrary: fc.constant('') }, { weight: 1, arbitrary: consultaHostil }))
    .map(([meus, hostil]) => {
      const juntos = [meus, hostil.replace(/^\?/, '')].filter(Boolean).join('&');
      return juntos ? `${alvo.caminho}?${juntos}` : alvo.caminho;
    });
}
