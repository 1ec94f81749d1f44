import * as z from 'zod/mini';
import { temCaracterDeControle, temCaracterForaDoTexto } from '../domain/cabecalhoEmail.ts';
import { maximoTextoResposta } from '../domain/chamados.ts';
import { maximoAnexosPorCampo } from '../domain/limitesValores.ts';
import { alvosPrazo } from '../domain/prazosChamado.ts';
import { type PoliticaUpload, semRepetidos } from '../domain/uploads.ts';
import { daySchema } from '../format/dates.ts';
import { mensagensChamados, mensagensConversa } from '../mensagens/chamados.ts';
import { mensagensTexto } from '../mensagens/texto.ts';
import { mensagensUpload } from '../mensagens/uploads.ts';

/** Spec section 5: the ticket form's choices, exactly as listed. */
export const formulariosChamado = ['Solicitações de Marketing', 'Lançamento de Notas e Despesas'] as const;
export const formasPagamento = ['Pix', 'Boleto', 'Transferência bancária (TED)'] as const;
export const statusNotaFiscal = ['Emitida', 'À emitir'] as const;
export const tiposSolicitacao = ['Campanha', 'Material', 'Serviço'] as const;
export const materiaisChamado = [
  'AJUSTE SITE',
  'APRESENTAÇÃO',
  'BANNER',
  'BANNER SITE',
  'BRINDE',
  'CAMPANHA DE VENDAS',
  'CARD',
  'CARTÃO DE VISITA',
  'CONVITE',
  'CRACHÁ',
  'DOCUMENTO',
  'EDIÇÃO DE VÍDEO',
  'FIGURINHA',
  'FLIPCHART',
  'FLYER',
  'FOLDER',
  'FUNDO DE TELA - CELULAR',
  'FUNDO DE TELA - COMPUTADOR',
  'LANDING PAGE',
  'LOGO',
  'LONA',
  'MANUAL',
  'MATERIA BLOG',
  'OUTDOOR',
  'PLACA',
  'PLOTAGEM CARRO',
  'PUBLICAÇÃO REDES SOCIAIS',
  'ROTEIRO',
  'SACARIA',
  'SITE',
  'STORIE',
  'TOTEM',
  'VÍDEO',
] as const;

/**
 * A ticket's follow-up (ours: the spec stops at filing it). 'Aguardando franqueado' (issue 36) is set by support while
 * the requester owes an answer: it pauses the resolution clock, and exists only while deadlines are on.
 */
export const statusChamadoSchema = z.enum(['Aberto', 'Em andamento', 'Aguardando franqueado', 'Resolvido'], {
  error: 'Status do chamado inválido.',
});
export type StatusChamado = z.infer<typeof statusChamadoSchema>;

/** Longest texts accepted (a support request, not a document: documents go as attachments). */
export const limitesChamado = { curto: 200, longo: 5000 } as const;

const texto = (maximo: number) =>
  z._default(
    z.string().check(
      z.trim(),
      z.maxLength(maximo, mensagensChamados.textoLongo(maximo)),
      z.refine((valor) => !temCaracterForaDoTexto(valor), mensagensTexto.controle),
    ),
    '',
  );

/** A one-line text that goes into an e-mail subject: no line break or other control character. */
const linhaDeAssunto = (maximo: number) =>
  z._default(
    z.string().check(
      z.trim(),
      z.maxLength(maximo, mensagensChamados.textoLongo(maximo)),
      z.refine((valor) => !temCaracterDeControle(valor), mensagensTexto.umaLinha),
    ),
    '',
  );

/** A choice field: one of its options, or '' (not chosen); anything else counts as not chosen. */
const escolha = <const T extends readonly [string, ...string[]]>(opcoes: T) =>
  z._default(z.catch(z.union([z.enum(opcoes), z.literal('')]), ''), '');

/** A date field (`<input type="date">`): a real 'yyyy-mm-dd' day, or '' when empty. */
const data = z._default(z.union([daySchema, z.literal('')]), '');

/**
 * The ticket form (spec sections 3 and 5), shared by the /chamados screen and POST /api/support/contact.
 * Every field is a string ('' when empty) so a form can start blank; which ones are required depends on
 * the form type, the invoice status, the request type and the payment method, each with the spec's message
 * under its field. The output keeps only the fields of the branch chosen (hidden ones are emptied), so a
 * stored ticket never carries a value its form did not show.
 */
export const chamadoFormSchema = z.pipe(
  z
    .object({
      // The support e-mail's subject carries it (chamadoSuporteEmail).
      titulo: linhaDeAssunto(limitesChamado.curto),
      formulario: escolha(formulariosChamado),
      contratante: texto(limitesChamado.curto),
      formaPagamento: escolha(formasPagamento),
      dadosPagamento: texto(limitesChamado.longo),
      dataPagamento: data,
      notaFiscal: escolha(statusNotaFiscal),
      tipoSolicitacao: escolha(tiposSolicitacao),
      descricaoDemanda: texto(limitesChamado.longo),
      motivoNaoEmissao: texto(limitesChamado.longo),
      quantidadeTamanho: texto(limitesChamado.longo),
      prazoEntrega: data,
      materiais: z.pipe(
        z._default(z.array(z.string()), []),
        z.transform((materiais) => [...new Set(materiais)]),
      ),
    })
    .check(
      z.superRefine((chamado, contexto) => {
        const exigir = (campo: keyof typeof chamado & keyof typeof mensagensChamados) => {
          const valor = chamado[campo];
          if (valor === '' || (Array.isArray(valor) && valor.length === 0)) {
            contexto.addIssue({ code: 'custom', path: [campo], message: mensagensChamados[campo] as string });
          }
        };
        exigir('titulo');
        exigir('formulario');
        if (chamado.formulario === 'Lançamento de Notas e Despesas') {
          exigir('contratante');
          exigir('formaPagamento');
          if (chamado.formaPagamento === 'Pix') exigir('dadosPagamento');
          exigir('dataPagamento');
          exigir('notaFiscal');
          if (chamado.notaFiscal === 'À emitir') exigir('motivoNaoEmissao');
          if (chamado.notaFiscal !== '') exigir('descricaoDemanda');
        }
        if (chamado.formulario === 'Solicitações de Marketing') {
          exigir('tipoSolicitacao');
          if (chamado.tipoSolicitacao === 'Material') {
            exigir('materiais');
            for (const material of chamado.materiais) {
              if (!(materiaisChamado as readonly string[]).includes(material)) {
                contexto.addIssue({
                  code: 'custom',
                  path: ['materiais'],
                  message: mensagensChamados.materialInvalido(material),
                });
              }
            }
            exigir('quantidadeTamanho');
            exigir('prazoEntrega');
          }
          if (chamado.tipoSolicitacao !== '') exigir('descricaoDemanda');
        }
      }),
    ),
  z.transform((chamado): DadosChamado => {
    const notas = chamado.formulario === 'Lançamento de Notas e Despesas';
    const marketing = chamado.formulario === 'Solicitações de Marketing';
    const material = marketing && chamado.tipoSolicitacao === 'Material';
    return {
      titulo: chamado.titulo,
      formulario: chamado.formulario,
      contratante: notas ? chamado.contratante : '',
      formaPagamento: notas ? chamado.formaPagamento : '',
      dadosPagamento: notas && chamado.formaPagamento === 'Pix' ? chamado.dadosPagamento : '',
      dataPagamento: notas ? chamado.dataPagamento : '',
      notaFiscal: notas ? chamado.notaFiscal : '',
      motivoNaoEmissao: notas && chamado.notaFiscal === 'À emitir' ? chamado.motivoNaoEmissao : '',
      tipoSolicitacao: marketing ? chamado.tipoSolicitacao : '',
      descricaoDemanda: chamado.descricaoDemanda,
      materiais: material ? chamado.materiais : [],
      quantidadeTamanho: material ? chamado.quantidadeTamanho : '',
      prazoEntrega: material ? chamado.prazoEntrega : '',
    };
  }),
);
export type ChamadoFormInput = z.input<typeof chamadoFormSchema>;

/** A ticket's form as stored and returned ('' for a field its form did not show). */
export const dadosChamadoSchema = z.object({
  titulo: z.string(),
  formulario: z.string(),
  contratante: z.string(),
  formaPagamento: z.string(),
  dadosPagamento: z.string(),
  dataPagamento: z.string(),
  notaFiscal: z.string(),
  motivoNaoEmissao: z.string(),
  tipoSolicitacao: z.string(),
  descricaoDemanda: z.string(),
  materiais: z.array(z.string()),
  quantidadeTamanho: z.string(),
  prazoEntrega: z.string(),
});
export type DadosChamado = z.infer<typeof dadosChamadoSchema>;

/** The attachment picker a form shows (spec section 3): one per branch, at most one at a time. */
export type ContextoAnexo = 'notaEmitida' | 'notaAEmitir' | 'campanha' | 'servico' | 'material';

/** Each context's label and upload policy (campaign and service take documents and pictures only). */
export const contextosAnexo: Record<ContextoAnexo, { rotulo: string; politica: PoliticaUpload }> = {
  notaEmitida: { rotulo: 'Nota fiscal emitida (anexos)', politica: 'anexo-chamado' },
  notaAEmitir: { rotulo: 'Documentos da nota à emitir (anexos)', politica: 'anexo-chamado' },
  campanha: { rotulo: 'Arquivos da campanha', politica: 'anexo-chamado-restrito' },
  servico: { rotulo: 'Arquivos do serviço', politica: 'anexo-chamado-restrito' },
  material: { rotulo: 'Referências do material', politica: 'anexo-chamado' },
};

/** The attachment context of the branch chosen, or null while the form has none yet. */
export function contextoAnexo(chamado: {
  formulario?: string;
  notaFiscal?: string;
  tipoSolicitacao?: string;
}): ContextoAnexo | null {
  if (chamado.formulario === 'Lançamento de Notas e Despesas') {
    if (chamado.notaFiscal === 'Emitida') return 'notaEmitida';
    if (chamado.notaFiscal === 'À emitir') return 'notaAEmitir';
  }
  if (chamado.formulario === 'Solicitações de Marketing') {
    if (chamado.tipoSolicitacao === 'Campanha') return 'campanha';
    if (chamado.tipoSolicitacao === 'Serviço') return 'servico';
    if (chamado.tipoSolicitacao === 'Material') return 'material';
  }
  return null;
}

/**
 * The spec's multipart field names (section 7) for the form's fields: `assunto` is the title, `descricao`
 * the demand's description, `categoria` the form type; `materiais` and `anexo` repeat. Only non-empty
 * fields are sent. Attachments uploaded beforehand go as repeated `anexo_upload_id`.
 */
export const camposMultipartChamado = {
  titulo: 'assunto',
  descricaoDemanda: 'descricao',
  formulario: 'categoria',
  tipoSolicitacao: 'tipoSolicitacao',
  contratante: 'contratante',
  formaPagamento: 'formaPagamento',
  dadosPagamento: 'dadosPagamento',
  dataPagamento: 'dataPagamento',
  notaFiscal: 'notaFiscal',
  motivoNaoEmissao: 'motivoNaoEmissao',
  quantidadeTamanho: 'quantidadeTamanho',
  prazoEntrega: 'prazoEntrega',
} as const satisfies Record<Exclude<keyof DadosChamado, 'materiais'>, string>;

/** The support call's headers (spec section 7). */
export const cabecalhosChamado = { email: 'X-User-Email', tokenAzure: 'X-Azure-Token' } as const;

/** One attachment as listed: downloaded through the API (`GET /api/support/chamados/{id}/anexos/{indice}`). */
export const anexoChamadoSchema = z.object({
  indice: z.number().check(z.int()),
  nome: z.string(),
  tamanho: z.number().check(z.int()),
  contentType: z.string(),
});

/** A reply in a ticket's conversation (issue 21); its attachments download by their `indice` as the form's do. */
export const mensagemChamadoSchema = z.object({
  id: z.string(),
  autor: z.object({ username: z.string(), lado: z.enum(['solicitante', 'suporte']) }),
  texto: z.string(),
  anexos: z.array(anexoChamadoSchema),
  em: z.string(),
});
export type MensagemChamado = z.infer<typeof mensagemChamadoSchema>;

/**
 * A ticket's deadline as the admin list shows it (issue 36; absent while deadlines are off): the running clock due
 * first, when it is due, whether that has passed, and the business minutes left.
 */
export const prazoChamadoSchema = z.object({
  alvo: z.enum(alvosPrazo),
  vence_em: z.string(),
  atrasado: z.boolean(),
  minutos_uteis_restantes: z.number().check(z.int()),
});
export type PrazoChamado = z.infer<typeof prazoChamadoSchema>;

/**
 * A ticket as the API returns it: the form's fields, who filed it, its protocol, status and history, and (issue
 * 21) its replies, its last activity and whether the caller's side has not read it since.
 */
export const chamadoSchema = z.extend(dadosChamadoSchema, {
  id: z.number().check(z.int()),
  protocolo: z.string(),
  status: statusChamadoSchema,
  created_at: z.string(),
  updated_at: z.string(),
  user: z.object({ username: z.string(), email: z.string() }),
  anexos: z.array(anexoChamadoSchema),
  historico_status: z.array(z.object({ status: statusChamadoSchema, por: z.string(), em: z.string() })),
  /** The version read (ETag): sent back as If-Match by a status change. */
  versao: z.string(),
  mensagens: z._default(z.array(mensagemChamadoSchema), []),
  /** The last reply or status change (the lists' order). */
  ultima_atividade: z.string(),
  /**
   * Unread by the caller's side: for the requester, support replied or changed the status since they last opened it;
   * for the support team, the requester filed or replied since an admin last opened it.
   */
  nao_lido: z._default(z.boolean(), false),
  /** Support's side only, while deadlines are on: null when no clock runs. */
  prazo: z.optional(z.nullable(prazoChamadoSchema)),
});
export type Chamado = z.infer<typeof chamadoSchema>;

/** POST /api/support/contact (201, or 200 when the Idempotency-Key had already filed it). */
export const chamadoCriadoResponseSchema = z.object({ message: z.string(), chamado: chamadoSchema });
export type ChamadoCriado = z.infer<typeof chamadoCriadoResponseSchema>;

/**
 * POST /api/support/chamados/{id}/mensagens (Idempotency-Key): a reply by the requester or an admin, with files
 * uploaded beforehand through POST /api/uploads ('anexo-chamado').
 */
export const respostaChamadoSchema = z.object({
  texto: z.string({ error: mensagensConversa.textoObrigatorio }).check(
    z.trim(),
    z.minLength(1, mensagensConversa.textoObrigatorio),
    z.maxLength(maximoTextoResposta, mensagensConversa.textoLongo(maximoTextoResposta)),
    z.refine((texto) => !temCaracterForaDoTexto(texto), mensagensTexto.controle),
  ),
  anexo_upload_ids: z._default(
    z.array(z.uuid(mensagensUpload.anexoNaoEncontrado)).check(
      z.maxLength(maximoAnexosPorCampo, {
        error: (issue) => mensagensUpload.anexosDemais(Array.isArray(issue.input) ? issue.input.length : 0),
      }),
      z.refine(semRepetidos, mensagensUpload.repetido),
    ),
    [],
  ),
});
export type RespostaChamado = z.infer<typeof respostaChamadoSchema>;

/** PUT /api/admin/chamados/{id}/status (with If-Match: the version the admin saw). */
export const atualizarStatusChamadoSchema = z.object({ status: statusChamadoSchema });

/** The ticket as it now is. */
export const chamadoAtualizadoResponseSchema = z.object({ message: z.string(), chamado: chamadoSchema });
