import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PlaywrightTestConfig } from '@playwright/test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import vitestConfig from '../../../vitest.config.ts';
import { repoRoot } from '../../repoRoot.ts';

// Issue 32: a retry that turns a failure green hides a race. No runner retries a failed test, and under CI a test
// that passed only on a retry asked for by hand fails the run; a failure keeps its trace instead.

afterEach(() => vi.unstubAllEnvs());

/** playwright.config.ts as it reads under `ci` (it reads the environment when loaded: a fresh copy each time). */
async function configPlaywright(ci: boolean): Promise<PlaywrightTestConfig> {
  vi.stubEnv('CI', ci ? 'true' : '');
  const caminho = `${join(repoRoot, 'playwright.config.ts')}?ci=${ci}`;
  return ((await import(/* @vite-ignore */ caminho)) as { default: PlaywrightTestConfig }).default;
}

describe('no test is retried', () => {
  it('Playwright retries nothing, and under CI a flaky test fails the run', async () => {
    const ci = await configPlaywright(true);
    expect(ci.retries ?? 0).toBe(0);
    expect(ci.failOnFlakyTests).toBe(true);
    expect((await configPlaywright(false)).retries ?? 0).toBe(0);
  });

  it("a failed browser test keeps its trace (the run that failed is the only one), without the screencast's cost", async () => {
    const { use, projects } = await configPlaywright(true);
    expect(use?.trace).toEqual({ mode: 'retain-on-failure', screenshots: false });
    expect(use?.screenshot).toBe('only-on-failure');
    expect(projects?.every((projeto) => projeto.use?.trace === undefined && projeto.retries === undefined)).toBe(true);
  });

  it('Vitest retries nothing: no project, and no test or suite of its own', () => {
    const projetos = vitestConfig.test?.projects ?? [];
    expect(projetos.length).toBeGreaterThan(0);
    for (const projeto of projetos) {
      if (typeof projeto !== 'object' || !('test' in projeto)) throw new Error('a project not defined inline');
      expect(projeto.test?.retry ?? 0, JSON.stringify(projeto.test?.name)).toBe(0);
    }
    expect(vitestConfig.test?.retry ?? 0).toBe(0);
    const arquivos = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      cwd: repoRoot,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((arquivo) => /\.(test|spec)\.tsx?$/.test(arquivo) || arquivo === 'package.json')
      // This file spells the patterns it looks for.
      .filter((arquivo) => arquivo !== 'scripts/test/unit/semRepeticao.test.ts');
    const comRepeticao = arquivos.filter((arquivo) =>
      /\bretry\s*:\s*[1-9]|--retry\b|\.configure\(\s*\{[^}]*\bretries\s*:\s*[1-9]/.test(
        readFileSync(join(repoRoot, arquivo), 'utf8'),
      ),
    );
    expect(comRepeticao).toEqual([]);
  });
});
