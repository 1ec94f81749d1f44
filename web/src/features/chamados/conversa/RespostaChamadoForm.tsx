import { zodResolver } from '@hookform/resolvers/zod';
import { maximoTextoResposta } from '@portal/shared/domain/chamados';
import { mensagensConversa } from '@portal/shared/mensagens/chamados';
import { type Chamado, respostaChamadoSchema } from '@portal/shared/schemas/chamado';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { useAlert } from '../../../components/DialogProvider.tsx';
import { FilePickerField } from '../../../components/form/FilePickerField.tsx';
import { TextAreaField } from '../../../components/form/TextAreaField.tsx';
import { ApiError } from '../../../lib/apiClient.ts';
import { failureText } from '../../../lib/sendForm.ts';
import { pickedFilesSchema } from '../../../lib/uploads/pickedFile.ts';
import { falhasDaResposta, useRespostaChamado } from './useRespostaChamado.ts';

/** The reply as typed: the API's text rule (trimmed, its messages) beside the picked files, as the ticket form's. */
const respostaFormSchema = z.object({
  texto: respostaChamadoSchema.shape.texto,
  anexos: pickedFilesSchema('anexo-chamado'),
});
type ValoresResposta = z.input<typeof respostaFormSchema>;
type RespostaValida = z.output<typeof respostaFormSchema>;

/** A blank reply (a fresh list each time: a reset must not share the previous pick's). */
const respostaVazia = (): ValoresResposta => ({ texto: '', anexos: [] });

export interface RespostaChamadoFormProps {
  chamado: Chamado;
  /** The ticket as the reply left it, for every cache. */
  onRespondido: (chamado: Chamado) => void;
}

/**
 * The reply form under a ticket's conversation: the text (with its counter; a text past the limit is kept, and refused
 * with the schema's message beside the field) and optional files (a progress bar each while they go up), disabled
 * while sending. A stored reply empties the form and is confirmed in a dialog;
 * a failure says why and keeps what was typed and picked for the retry, which reuses its uploads and key.
 */
export function RespostaChamadoForm({ chamado, onRespondido }: RespostaChamadoFormProps) {
  const form = useForm<ValoresResposta, unknown, RespostaValida>({
    resolver: zodResolver(respostaFormSchema),
    defaultValues: respostaVazia(),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const resposta = useRespostaChamado(chamado);
  const alert = useAlert();
  const enviando = resposta.enviando || form.formState.isSubmitting;

  const enviar = async ({ texto, anexos }: RespostaValida) => {
    try {
      const respondido = await resposta.enviar({ texto, anexos });
      if (!respondido) return;
      onRespondido(respondido.chamado);
      form.reset(respostaVazia());
      // Not awaited: the form is ready for the next reply while the confirmation shows.
      void alert(respondido.message, { tone: 'success' });
    } catch (error) {
      if (!(error instanceof ApiError)) console.error('Erro ao enviar a resposta', error);
      void alert(failureText(error, falhasDaResposta), { tone: 'error' });
    }
  };

  return (
    <form
      className="form resposta-chamado"
      noValidate
      aria-label={mensagensConversa.resposta}
      onSubmit={form.handleSubmit(enviar)}
    >
      <TextAreaField
        control={form.control}
        name="texto"
        label={mensagensConversa.resposta}
        marker={false}
        required
        maxLength={maximoTextoResposta}
        // Never cut: a long paste stays whole, the counter and the schema's message say it is too long.
        cortar={false}
        rows={4}
        disabled={enviando}
      />
      <FilePickerField
        control={form.control}
        name="anexos"
        // The label itself says '(opcional)'.
        label={mensagensConversa.anexos}
        marker={false}
        politica="anexo-chamado"
        progresso={resposta.progresso}
        disabled={enviando}
        full
      />
      <div className="resposta-chamado__acoes">
        <button type="submit" className="button" disabled={enviando} aria-busy={enviando || undefined}>
          {enviando ? mensagensConversa.enviando : mensagensConversa.enviar}
        </button>
      </div>
    </form>
  );
}
