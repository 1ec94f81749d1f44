// Temporary: the bench's phone measure alone (linked), with its targets' table.
import { comPilha, contasDoSeed, medirTelefone, tabelaMetas, tabelaTelefone } from './telefone.ts';

const medidas = await comPilha(
  'linked',
  async (alvo) => (await medirTelefone({ linked: alvo }, contasDoSeed)).linked ?? [],
);
console.log(tabelaMetas(medidas));
console.log(tabelaTelefone(medidas));
