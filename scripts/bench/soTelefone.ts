/**
 * `tsx scripts/bench/soTelefone.ts`: the bench's phone measure alone (telefone.ts, `linked` mode), printed as the report's
 * targets table and its phone table — four minutes where `npm run bench` takes fifteen (decision 139).
 */
import { comPilha, contasDoSeed, medirTelefone, tabelaMetas, tabelaTelefone } from './telefone.ts';

const medidas = await comPilha(
  'linked',
  async (alvo) => (await medirTelefone({ linked: alvo }, contasDoSeed)).linked ?? [],
);
console.log(tabelaMetas(medidas));
console.log(tabelaTelefone(medidas));
