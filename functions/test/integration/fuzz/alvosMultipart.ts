import { camposMultipartChamado, chamadoFormSchema, materiaisChamado, pedidoRequestSchema } from '@portal/shared';
import fc from 'fast-check';
import type { ContainerName } from '../../../src/data/cosmos.ts';
import { imagemQuebrada } from './alvos.ts';
import type { Parte } from './formulario.ts';
import { arbitraryFrom } from './fromSchema.ts';
import { textoHostil } from './hostile.ts';
import { chaveIdempotencia, type Mundo } from './mundo.ts';

/** A real 1×1 PNG, as bytes. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** A Windows program's first bytes, whatever it is named. */
const exe = Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]);
/** Starts like a ZIP (Office files are ZIPs) and then is not one. */
const zipQuebrado = fc
  .uint8Array({ maxLength: 80 })
  .map((resto) => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from(resto)]));

const conteudo = fc.oneof(
  fc.constantFrom(png, pdf, exe, Buffer.alloc(0)),
  imagemQuebrada,
  zipQuebrado,
  fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
);
const nomeArquivo = fc.oneof(
  fc.constantFrom('logo.png', 'nota.pdf', 'planilha.xlsx', 'foto.jpg', 'programa.exe', 'sem-extensao', 'ARTE.PNG'),
  textoHostil.map((texto) => `${texto.slice(0, 100)}.png`),
);
const arquivo = (campo: string) =>
  fc
    .record({
      valor: conteudo,
      arquivo: nomeArquivo,
      tipo: fc.constantFrom(undefined, 'image/png', 'application/pdf', 'application/octet-stream'),
    })
    .map(({ valor, arquivo: nome, tipo }): Parte => ({ nome: campo, valor, arquivo: nome, ...(tipo ? { tipo } : {}) }));
const texto = (nome: string, valor: unknown): Parte => ({
  nome,
  valor: typeof valor === 'string' ? valor : (JSON.stringify(valor) ?? ''),
});

export interface AlvoMultipart {
  rota: 'pedidos-criar' | 'chamados-criar';
  caminho: string;
  /** The parts a browser would send, valid-looking. */
  partes: (mundo: Mundo) => fc.Arbitrary<Parte[]>;
  /** The headers the route reads besides the session (e-mail, work-account token, idempotency key). */
  cabecalhos: (mundo: Mundo) => fc.Arbitrary<Record<string, string>>;
  escopo: ContainerName[];
}

/** The spec's two multipart routes (decisions 13 and the ticket form). */
export const alvosMultipart: AlvoMultipart[] = [
  {
    rota: 'pedidos-criar',
    caminho: '/api/pedidos',
    partes: () =>
      fc
        .record({
          pedido: arbitraryFrom(pedidoRequestSchema, {
            cpf: fc.oneof(fc.constant(''), fc.stringMatching(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/)),
            estado: fc.constantFrom('SP', 'mg', 'XX'),
          }),
          igual: fc.constantFrom('true', 'false', 'TRUE', '1', ''),
          imagens: fc.array(arquivo('logo_extra_imagens'), { maxLength: 3 }),
          uploads: fc.array(fc.oneof(fc.uuid(), textoHostil), { maxLength: 2 }),
          jsonQuebrado: fc.constantFrom(null, 'dados_pessoais', 'dados_entrega', 'logo_extra'),
        })
        .map(({ pedido, igual, imagens, uploads, jsonQuebrado }) => {
          const campos = pedido as Record<string, unknown>;
          return [
            ...Object.entries(campos)
              .filter(([nome]) => nome !== 'endereco_entrega_igual_faturamento')
              .map(([nome, valor]) => texto(nome, nome === jsonQuebrado ? '{"nome_completo": ' : valor)),
            texto('endereco_entrega_igual_faturamento', igual),
            ...imagens,
            ...uploads.map((id) => texto('logo_extra_upload_id', id)),
          ];
        }),
    cabecalhos: () => chaveIdempotencia.map((chave) => ({ 'idempotency-key': chave })),
    escopo: ['pedidos', 'outbox', 'logs', 'verbas'],
  },
  {
    rota: 'chamados-criar',
    caminho: '/api/support/contact',
    partes: () =>
      fc
        .record({
          chamado: arbitraryFrom(chamadoFormSchema, {
            formulario: fc.constantFrom('Solicitações de Marketing', 'Lançamento de Notas e Despesas', 'Outro', ''),
            materiais: fc.array(fc.oneof(fc.constantFrom(...materiaisChamado), textoHostil), { maxLength: 4 }),
          }),
          anexos: fc.array(arquivo('anexo'), { maxLength: 3 }),
          uploads: fc.array(fc.oneof(fc.uuid(), textoHostil), { maxLength: 2 }),
        })
        .map(({ chamado, anexos, uploads }) => {
          const campos = chamado as Record<string, unknown>;
          return [
            ...Object.entries(camposMultipartChamado)
              .filter(([campo]) => campos[campo] !== undefined && campos[campo] !== '')
              .map(([campo, nome]) => texto(nome, campos[campo])),
            ...((campos.materiais as unknown[] | undefined) ?? []).map((material) => texto('materiais', material)),
            ...anexos,
            ...uploads.map((id) => texto('anexo_upload_id', id)),
          ];
        }),
    cabecalhos: (m) =>
      fc.record(
        {
          'x-user-email': fc.oneof(
            { weight: 5, arbitrary: fc.constantFrom(m.usuario.email, m.usuario.email.toUpperCase(), m.admin.email) },
            { weight: 1, arbitrary: fc.constantFrom('', 'outro@franquia.dev', "' OR 1=1 --", 'a@b') },
          ),
          'x-azure-token': fc.constantFrom('eyJ.x.y', 'x'.repeat(5_000)),
          'idempotency-key': chaveIdempotencia,
        },
        { requiredKeys: ['x-user-email'] },
      ),
    escopo: ['chamados', 'outbox', 'logs'],
  },
];
