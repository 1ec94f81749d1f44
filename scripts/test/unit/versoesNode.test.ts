import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiBundleOptions } from '../../deploy/apiBundle.ts';
import { repoRoot } from '../../repoRoot.ts';

const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');
const engines: string = JSON.parse(read('package.json')).engines.node;
/** The Node versions the engines field admits, as `major.minor` lower bounds per major. */
const admitted = engines.split('||').map((range) => {
  const [, major, minor] = /^\s*\^(\d+)\.(\d+)\.\d+\s*$/.exec(range) ?? [];
  if (!major || !minor) throw new Error(`engines.node range not of the form ^x.y.z: ${range}`);
  return { major: Number(major), minor: Number(minor) };
});

/** Which Node runs the portal where: the machines the tests run on, GitHub's runners, and Azure. */
describe('Node versions', () => {
  it('admits 22.12+ and 24: what Azure runs and what Vitest 5 declares (Node 20 is past its end of life)', () => {
    expect(admitted).toEqual([
      { major: 22, minor: 12 },
      { major: 24, minor: 0 },
    ]);
  });

  it('says so once in the README, and CI brings a Node the engines field admits onto an older machine', () => {
    expect(read('README.md')).toContain('Needs Node 22.12+ or 24 (Azure runs 22');
    const ci = read('.ci/run');
    const [, major, minor] = /node_version=(\d+)\.(\d+)\.\d+/.exec(ci) ?? [];
    expect(admitted.some((range) => range.major === Number(major) && Number(minor) >= range.minor)).toBe(true);
    // The same bound decides whether the machine's Node is kept.
    expect(ci).toContain('major > 22 || (major === 22 && minor >= 12)');
  });

  it('admits the Node running these tests', () => {
    const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
    expect(admitted.some((range) => range.major === major && minor >= range.minor)).toBe(true);
  });

  it('bundles the API for the oldest Node it is tested on, and Azure runs one the engines field admits', () => {
    const oldest = Math.min(...admitted.map((range) => range.major));
    expect(apiBundleOptions('dist').target).toBe(`node${oldest}`);
    const azure = /version:\s*'(\d+)'/.exec(read('infra/modules/functionapp.bicep'))?.[1];
    expect(admitted.map((range) => String(range.major))).toContain(azure);
  });

  it('runs the GitHub workflows on the Node Azure runs', () => {
    const azure = /version:\s*'(\d+)'/.exec(read('infra/modules/functionapp.bicep'))?.[1];
    for (const workflow of ['.github/workflows/ci.yml', '.github/workflows/deploy.yml']) {
      const versions = [...read(workflow).matchAll(/node-version:\s*(\S+)/g)].map((match) => match[1]);
      expect(versions.length, workflow).toBeGreaterThan(0);
      for (const version of versions) expect(version, workflow).toBe(azure);
    }
  });
});
