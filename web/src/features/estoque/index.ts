/** Stock as the screens show it: counts per size, the low-stock section, the shop's "few left" notice. */
export { avisoDeEstoque } from './avisoDeEstoque.ts';
export { ContagensEstoque } from './ContagensEstoque.tsx';
export { EstoqueBaixoSection } from './EstoqueBaixoSection.tsx';
