import { mensagensEstoque } from '@portal/shared/mensagens/estoque';
import { Badge } from '../../components/Badge.tsx';
import { tomDoEstoque } from './avisoDeEstoque.ts';
import './contagensEstoque.css';

/** A product's counts, a badge per size coloured by how many are left (the admin's card and dashboard). */
export function ContagensEstoque({ contagens }: { contagens: readonly { tamanho: string; quantidade: number }[] }) {
  return (
    <ul className="contagens-estoque">
      {contagens.map(({ tamanho, quantidade }) => (
        <li key={tamanho}>
          <Badge tone={tomDoEstoque(quantidade)}>{mensagensEstoque.contagem(tamanho, quantidade)}</Badge>
        </li>
      ))}
    </ul>
  );
}
