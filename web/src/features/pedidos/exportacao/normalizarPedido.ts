import * as z from 'zod/mini';

/*
 * Spec section 3: the export takes orders as any server sent them — items as `itens` or `items`, as a list,
 * an object or a JSON string, with alias field names. Every field is optional and never fails: a value of
 * the wrong kind is simply absent, and the sheet says 'Não informado'.
 */

const ehObjeto = (valor: unknown): valor is Record<string, unknown> =>
  typeof valor === 'object' && valor !== null && !Array.isArray(valor);

/** A field read by `ler`; a missing key is simply absent (zod 4 otherwise requires keys whose output may be undefined). */
const campo = <Valor>(ler: (valor: unknown) => Valor | undefined) => z.optional(z.pipe(z.unknown(), z.transform(ler)));

/** A non-blank string (kept as written, only blank detection trims) or a finite number as text. */
const texto = campo((valor): string | undefined => {
  if (typeof valor === 'string') return valor.trim() === '' ? undefined : valor;
  return typeof valor === 'number' && Number.isFinite(valor) ? String(valor) : undefined;
});

/** A finite number, or a string holding one ('12.5'). */
const numero = campo((valor): number | undefined => {
  const lido = typeof valor === 'string' && valor.trim() !== '' ? Number(valor) : valor;
  return typeof lido === 'number' && Number.isFinite(lido) ? lido : undefined;
});

const booleano = campo((valor): boolean | undefined => {
  if (valor === true || valor === 'true') return true;
  return valor === false || valor === 'false' ? false : undefined;
});

/** ISO text only: Date.parse also reads '12' as a day in 2001. */
const dataIso = /^\d{4}-\d{2}-\d{2}/;

/** A date the cell can show as one (ISO text or epoch ms); any other text is kept as text. */
const momento = campo((valor): Date | string | undefined => {
  const lido =
    typeof valor === 'number' || (typeof valor === 'string' && dataIso.test(valor)) ? new Date(valor) : undefined;
  return lido && !Number.isNaN(lido.getTime()) ? lido : texto.parse(valor);
});

/** The order number: a number stays a number (it sorts as one in Excel). */
const identificador = campo((valor): number | string | undefined =>
  typeof valor === 'number' && Number.isFinite(valor) ? valor : texto.parse(valor),
);

/** Anything that is not an object reads as an empty one. */
const objeto = <Forma extends z.core.$ZodShape>(forma: Forma) =>
  z.pipe(
    z.transform((valor: unknown) => (ehObjeto(valor) ? valor : {})),
    z.object(forma),
  );

const itemBruto = z.object({
  product: objeto({ nome: texto, descricao: texto }),
  nome: texto,
  produto_nome: texto,
  descricao: texto,
  quantidade: numero,
  qtd: numero,
  tamanho: texto,
  size: texto,
  preco_unitario: numero,
  valor_unitario: numero,
  preco: numero,
  subtotal: numero,
  valor_total: numero,
});

const centavos = (valor: number) => Math.round(valor * 100) / 100;

const itemSchema = z.pipe(
  itemBruto,
  z.transform((item) => {
    const quantidade = item.quantidade ?? item.qtd;
    const precoUnitario = item.preco_unitario ?? item.valor_unitario ?? item.preco;
    const calculado =
      quantidade !== undefined && precoUnitario !== undefined ? centavos(quantidade * precoUnitario) : undefined;
    return {
      nome: item.product.nome ?? item.nome ?? item.produto_nome,
      descricao: item.product.descricao ?? item.descricao,
      tamanho: item.tamanho ?? item.size,
      quantidade,
      precoUnitario,
      subtotal: item.subtotal ?? item.valor_total ?? calculado,
    };
  }),
);
export type ItemExportado = z.infer<typeof itemSchema>;

const camposItem = new Set(Object.keys(itemBruto.shape));

function lerJson(valor: string): unknown {
  try {
    return JSON.parse(valor);
  } catch {
    return undefined;
  }
}

/** A list as is; an object is one item when it has item fields, otherwise a map of items; a string is JSON. */
function listaDeItens(valor: unknown): unknown[] {
  const lido = typeof valor === 'string' ? lerJson(valor) : valor;
  if (Array.isArray(lido)) return lido.filter(ehObjeto);
  if (!ehObjeto(lido)) return [];
  return Object.keys(lido).some((campo) => camposItem.has(campo)) ? [lido] : Object.values(lido).filter(ehObjeto);
}

const itens = z.pipe(z.transform(listaDeItens), z.array(itemSchema));

const endereco = {
  estado: texto,
  cidade: texto,
  cep: texto,
  bairro: texto,
  rua: texto,
  numero: texto,
  complemento: texto,
  ponto_referencia: texto,
};

export const pedidoExportadoSchema = z.pipe(
  objeto({
    id: identificador,
    status: texto,
    created_at: momento,
    updated_at: momento,
    total: numero,
    observacoes: texto,
    motivo_cancelamento: texto,
    user: objeto({ username: texto, email: texto }),
    dados_pessoais: objeto({ nome_completo: texto, cpf: texto, nome_empresa: texto, cnpj: texto, telefone: texto }),
    dados_entrega: objeto({ ...endereco, quem_recebera: texto }),
    dados_faturamento: objeto(endereco),
    endereco_entrega_igual_faturamento: booleano,
    logo_extra: objeto({ produtos: texto }),
    rastreio: objeto({ transportadora: texto, codigo: texto }),
    unidade: objeto({ nome: texto, cnpj: texto }),
    itens,
    items: itens,
  }),
  z.transform(({ itens, items, ...pedido }) => ({ ...pedido, itens: itens.length > 0 ? itens : items })),
);
export type PedidoExportado = z.infer<typeof pedidoExportadoSchema>;

/** The orders of the list that are objects at all, read tolerantly (this never throws). */
export function normalizarPedidos(pedidos: readonly unknown[]): PedidoExportado[] {
  return pedidos.filter(ehObjeto).map((pedido) => pedidoExportadoSchema.parse(pedido));
}
