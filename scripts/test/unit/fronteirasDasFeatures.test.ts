import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../repoRoot.ts';

// Issue 34: a feature of the SPA imports shared code and another feature's public entry (index.ts) only. The rule is
// Biome's noRestrictedImports in biome.json; this runs the repository's own configuration on planted files.

/** Each planted file (its path as in web/) and whether the rule must refuse its import. */
const plantados: { arquivo: string; importa: string; recusado: boolean }[] = [
  { arquivo: 'src/features/loja/Fundo.ts', importa: "from '../carrinho/useCarrinho.ts'", recusado: true },
  {
    arquivo: 'src/features/loja/Dinamico.ts',
    importa: "import('../finalizarPedido/FinalizarPedidoForm.tsx')",
    recusado: true,
  },
  { arquivo: 'src/features/loja/Estilo.ts', importa: "from '../painel/painel.css'", recusado: true },
  { arquivo: 'src/features/loja/Rota.ts', importa: "from '../../app/router.tsx'", recusado: true },
  { arquivo: 'src/features/chamados/abertura/Fundo.ts', importa: "from '../../auth/msal.ts'", recusado: true },
  { arquivo: 'src/lib/Feature.ts', importa: "from '../features/auth/index.ts'", recusado: true },
  { arquivo: 'src/components/App.ts', importa: "from '../app/session.ts'", recusado: true },
  { arquivo: 'src/features/loja/Entrada.ts', importa: "from '../carrinho/index.ts'", recusado: false },
  { arquivo: 'src/features/loja/Proprio.ts', importa: "from './produtosApi.ts'", recusado: false },
  { arquivo: 'src/features/loja/Comum.ts', importa: "from '../../lib/apiClient.ts'", recusado: false },
  { arquivo: 'src/features/loja/Componente.ts', importa: "from '../../components/Badge.tsx'", recusado: false },
  { arquivo: 'src/features/loja/Sessao.ts', importa: "from '../../app/session.ts'", recusado: false },
  { arquivo: 'src/features/chamados/abertura/Irmao.ts', importa: "from '../chamadosApi.ts'", recusado: false },
  { arquivo: 'src/features/chamados/abertura/Entrada.ts', importa: "from '../../auth/index.ts'", recusado: false },
];

const codigo = (importa: string) =>
  importa.startsWith('import(')
    ? `export const carregar = () => ${importa};\n`
    : `import { algo } ${importa};\n\nexport const usado = algo;\n`;

let pasta = '';
let recusados: string[] = [];

beforeAll(() => {
  pasta = mkdtempSync(join(tmpdir(), 'fronteiras-'));
  // The repository's configuration, outside git (no ignore file to read) and with the linter alone.
  const config = JSON.parse(readFileSync(join(repoRoot, 'biome.json'), 'utf8')) as Record<string, unknown>;
  delete config.$schema;
  config.vcs = { enabled: false };
  config.formatter = { enabled: false };
  config.assist = { enabled: false };
  writeFileSync(join(pasta, 'biome.json'), JSON.stringify(config));
  for (const { arquivo, importa } of plantados) {
    const caminho = join(pasta, 'web', arquivo);
    mkdirSync(dirname(caminho), { recursive: true });
    writeFileSync(caminho, codigo(importa));
  }
  const biome = spawnSync(
    join(repoRoot, 'node_modules/.bin/biome'),
    ['lint', '--reporter=json', '--max-diagnostics=100', '.'],
    {
      cwd: pasta,
      encoding: 'utf8',
    },
  );
  const relatorio = JSON.parse(biome.stdout) as {
    diagnostics: { category: string; location: { path: string } }[];
  };
  recusados = relatorio.diagnostics
    .filter((diagnostico) => diagnostico.category === 'lint/style/noRestrictedImports')
    .map((diagnostico) => diagnostico.location.path.replaceAll('\\', '/').replace(/^web\//, ''));
});

afterAll(() => rmSync(pasta, { recursive: true, force: true }));

describe('feature boundaries in the SPA (biome.json)', () => {
  it.each(plantados)('$arquivo $importa: refused $recusado', ({ arquivo, recusado }) => {
    expect(recusados.includes(arquivo)).toBe(recusado);
  });
});
