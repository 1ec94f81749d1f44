import { createChamadosRepository } from '../data/chamados/chamadosRepository.ts';
import { createAberturaChamado } from '../services/chamados/aberturaChamado.ts';
import { createAvisosPrazo } from '../services/chamados/avisosPrazo.ts';
import { createConsultaChamados } from '../services/chamados/consultaChamados.ts';
import { createConversaChamado } from '../services/chamados/conversaChamado.ts';
import { createPrazosChamado } from '../services/chamados/prazosChamado.ts';
import { createStatusChamado } from '../services/chamados/statusChamado.ts';
import { clientsOf } from './clients.ts';
import { logsDomain } from './logs.ts';
import { perPlatform } from './platform.ts';
import { slidingWindowOf } from './slidingWindow.ts';
import { uploadsDomain } from './uploads.ts';
import { usuariosDomain } from './usuarios.ts';

/** The tickets: opening, reading, the conversation (replies and read markers, decision 82) and status. */
export const chamadosDomain = perPlatform((platform) => {
  const { cosmos, blobs, outbox, portalUrl, now } = clientsOf(platform);
  const { activity } = logsDomain(platform);
  const chamadosRepository = createChamadosRepository(cosmos.containers.chamados);
  const prazos = createPrazosChamado(platform.config);
  const consultaChamados = createConsultaChamados(chamadosRepository, blobs, { prazos, now });
  const servicos = {
    chamados: chamadosRepository,
    uploads: uploadsDomain(platform).uploads,
    blobs,
    outbox,
    activity,
    caixaSuporte: platform.config.SUPPORT_MAILBOX,
    portalUrl,
    prazos,
    janela: slidingWindowOf(platform).janela,
    now,
  };
  return {
    chamadosRepository,
    prazos,
    chamados: { abrir: createAberturaChamado(servicos) },
    consultaChamados,
    conversaChamado: createConversaChamado({
      ...servicos,
      legivel: consultaChamados.legivel,
      usuarios: usuariosDomain(platform).usuarios,
    }),
    statusChamado: createStatusChamado({ chamados: chamadosRepository, outbox, activity, portalUrl, prazos, now }),
    avisosPrazo: createAvisosPrazo({ ...servicos, prazos }),
  };
});
