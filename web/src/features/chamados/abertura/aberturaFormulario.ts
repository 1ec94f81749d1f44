import { type ContextoAnexo, chamadoFormSchema, contextoAnexo, contextosAnexo } from '@portal/shared/schemas/chamado';
import * as z from 'zod/mini';
import { type PickedFile, pickedFilesSchema } from '../../../lib/uploads/pickedFile.ts';

/**
 * Picked files per attachment context (spec section 3): each picker keeps its own, so switching branches
 * and back finds them again, and only the shown context's files are ever sent.
 */
const anexos = (contexto: ContextoAnexo) => pickedFilesSchema(contextosAnexo[contexto].politica);
const anexosSchema = z.object({
  notaEmitida: anexos('notaEmitida'),
  notaAEmitir: anexos('notaAEmitir'),
  campanha: anexos('campanha'),
  servico: anexos('servico'),
  material: anexos('material'),
} satisfies Record<ContextoAnexo, z.ZodMiniType>);

/**
 * The /chamados form: the shared ticket schema (every section 5 rule and message, the chosen branch's
 * fields only in its output) beside the pickers' files.
 */
export const aberturaFormSchema = z.intersection(z.object({ anexos: anexosSchema }), chamadoFormSchema);
export type ValoresAbertura = z.input<typeof aberturaFormSchema>;
export type AberturaValida = z.output<typeof aberturaFormSchema>;

/** A blank form (fresh arrays each time: a reset must not share the previous pick's lists). */
export const valoresIniciais = (): ValoresAbertura => ({
  titulo: '',
  formulario: '',
  contratante: '',
  formaPagamento: '',
  dadosPagamento: '',
  dataPagamento: '',
  notaFiscal: '',
  tipoSolicitacao: '',
  descricaoDemanda: '',
  motivoNaoEmissao: '',
  quantidadeTamanho: '',
  prazoEntrega: '',
  materiais: [],
  anexos: { notaEmitida: [], notaAEmitir: [], campanha: [], servico: [], material: [] },
});

/** The files to send: the shown picker's, none when the form shows no picker. */
export function anexosDoEnvio(valores: AberturaValida): {
  contexto: ContextoAnexo | null;
  arquivos: PickedFile[];
} {
  const contexto = contextoAnexo(valores);
  return { contexto, arquivos: contexto ? valores.anexos[contexto] : [] };
}
