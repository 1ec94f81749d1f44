/**
 * Keeps docs/operations.md (the IT admins' runbook) and the GitHub workflows honest against the repository:
 * every `npm run` script, repository path, app setting, azd environment value and link the runbook names
 * exists; the alert rules' "Alert: ..." sections, and every section the templates point to, are there; the
 * production procedures (region, Key Vault reference, linked API, custom domain, e-mail domain) are there with
 * their commands; the pipeline runs the README's test command on Node 22 with the .NET SDK (the Bicep) and sets
 * every parameter infra/main.parameters.json maps. Each check returns the problems it finds, so the tests at the
 * bottom can prove that a broken runbook fails.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { failureKinds } from '../../deploy/deploymentChecks.ts';

const repoRoot = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, repoRoot), 'utf8');
const exists = (path: string) => existsSync(new URL(path, repoRoot));

const runbookPath = 'docs/operations.md';
const runbook = read(runbookPath);
const workflowPaths = ['.github/workflows/ci.yml', '.github/workflows/deploy.yml'];
const workflows = Object.fromEntries(workflowPaths.map((path) => [path, read(path)]));

/** The five alert rules of infra/modules/alerts.bicep link to these sections by their exact titles. */
const alertHeadings = [
  'Alert: API 5xx rate',
  'Alert: Function failures',
  'Alert: E-mail backlog',
  'Alert: E-mail timer silent',
  'Alert: Cosmos throttling',
  'Alert: Key Vault reference',
];

/** Values azd itself reads from its environment, besides the parameter mappings. */
const azdOwnValues = ['AZURE_ENV_NAME', 'AZURE_LOCATION', 'AZURE_SUBSCRIPTION_ID', 'AZURE_RESOURCE_GROUP'];

// --- What the repository defines -----------------------------------------------------------------------

const allMatches = (text: string, pattern: RegExp, group = 1) =>
  [...text.matchAll(pattern)].map((match) => match[group] ?? '');

/** Keys of the API's settings schema (functions/src/config.ts), read as text. */
const configSettings = new Set(allMatches(read('functions/src/config.ts'), /^\s+([A-Z][A-Z0-9_]*):\s*z\b/gm));

const mainBicep = read('infra/main.bicep');
/** The Function app's app settings written by infra/main.bicep. */
const bicepSettings = new Set(
  allMatches(/var apiAppSettings = \{([\s\S]*?)\n\}/.exec(mainBicep)?.[1] ?? '', /^\s+([A-Za-z_][A-Za-z0-9_]*):/gm),
);
const bicepOutputs = new Set(allMatches(mainBicep, /^output\s+([A-Z][A-Z0-9_]*)\s/gm));

/** azd environment names mapped to Bicep parameters: `${NAME}` or `${NAME=default}`. */
const parameterMappings = (() => {
  const parameters = JSON.parse(read('infra/main.parameters.json')) as {
    parameters: Record<string, { value: unknown }>;
  };
  return new Map(
    Object.entries(parameters.parameters).flatMap(([parameter, { value }]) => {
      const match = /^\$\{([A-Z][A-Z0-9_]*)(=[^}]*)?\}$/.exec(String(value));
      return match?.[1] ? [[match[1], { parameter, hasDefault: match[2] !== undefined }] as const] : [];
    }),
  );
})();

/** Repository variables the workflows read (`vars.NAME`). */
const workflowVariables = new Set(
  Object.values(workflows).flatMap((text) => allMatches(text, /\bvars\.([A-Z0-9_]+)/g)),
);

/** Values the azd hooks (scripts/hooks/, azure.yaml) read from the azd environment (`env.NAME`), such as ENTRA_APP_REGISTRATION. */
const hookValues = readdirSync(new URL('scripts/hooks/', repoRoot))
  .filter((file) => file.endsWith('.ts'))
  .flatMap((file) => allMatches(read(`scripts/hooks/${file}`), /\benv\.([A-Z][A-Z0-9_]*)/g));

const appSettings = new Set([...configSettings, ...bicepSettings]);
const azdValues = new Set([...parameterMappings.keys(), ...azdOwnValues, ...hookValues]);
const knownNames = new Set([...appSettings, ...azdValues, ...bicepOutputs, ...workflowVariables]);

const packageScripts = (path: string) => (JSON.parse(read(path)) as { scripts?: Record<string, string> }).scripts ?? {};
const workspaces = Object.fromEntries(
  ['shared', 'functions', 'web'].flatMap((folder) => {
    const { name } = JSON.parse(read(`${folder}/package.json`)) as { name: string };
    return [
      [folder, `${folder}/package.json`],
      [name, `${folder}/package.json`],
    ];
  }),
);

// --- Reading markdown ----------------------------------------------------------------------------------

const fencePattern = /^```[^\n]*\n([\s\S]*?)^```/gm;
const fencedBlocks = (markdown: string) => allMatches(markdown, fencePattern);
const prose = (markdown: string) => markdown.replace(fencePattern, '');
const inlineCode = (markdown: string) => allMatches(prose(markdown), /`([^`\n]+)`/g);
const headings = (markdown: string) =>
  allMatches(prose(markdown), /^#{1,6}\s+(.+?)\s*#*\s*$/gm).map((heading) => heading.replace(/[`*_]/g, ''));

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

// --- Checks (each returns its problems) -------------------------------------------------------------

/** `npm run <script>` (optionally `-w <workspace>`), `npm test` and `npm start` name existing scripts. */
function npmScriptProblems(markdown: string): string[] {
  const problems: string[] = [];
  for (const match of markdown.matchAll(
    /\bnpm (?:run ([\w:.-]+)|(test|start)\b)(?:\s+(?:-w|--workspace)[ =]([\w@/.-]+))?/g,
  )) {
    const script = match[1] ?? match[2] ?? '';
    const workspace = match[3];
    const packagePath = workspace ? workspaces[workspace] : 'package.json';
    if (!packagePath) problems.push(`npm workspace "${workspace}" does not exist`);
    else if (!(script in packageScripts(packagePath))) problems.push(`npm script "${script}" is not in ${packagePath}`);
  }
  return problems;
}

const repoFolders = ['.github', '.ci', 'infra', 'functions', 'docs', 'scripts', 'web', 'shared', 'e2e'];
const rootFiles = ['README.md', 'azure.yaml', 'package.json', 'staticwebapp.config.json', 'vitest.config.ts'];
const pathPattern = new RegExp(
  `(?<![\\w./~-])((?:${repoFolders.map((folder) => folder.replace('.', '\\.')).join('|')})/[\\w./-]*|(?:${rootFiles
    .map((file) => file.replace(/\./g, '\\.'))
    .join('|')})(?![\\w.-]))`,
  'g',
);

/** Repository paths written as code in markdown (inline or fenced), or anywhere in other text: every one exists. */
function pathProblems(text: string, markdown = true): string[] {
  const code = markdown ? [...inlineCode(text), ...fencedBlocks(text)] : [text];
  const paths = new Set(
    code.flatMap((snippet) => allMatches(snippet, pathPattern).map((path) => path.replace(/[.:,]+$/, ''))),
  );
  return [...paths].filter((path) => !exists(path)).map((path) => `path ${path} does not exist`);
}

/** Relative links and anchors (`[..](#x)`, `[..](../infra/README.md#x)`) point at existing files and headings. */
function linkProblems(markdown: string, from = runbookPath): string[] {
  const problems: string[] = [];
  for (const target of allMatches(prose(markdown), /\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target)) continue;
    const [file = '', anchor] = target.split('#');
    const path = file ? new URL(file, new URL(from, repoRoot)).pathname.slice(repoRoot.pathname.length) : from;
    if (file && !exists(path)) {
      problems.push(`link ${target}: ${path} does not exist`);
      continue;
    }
    const targetHeadings = file ? headings(read(path)) : headings(markdown);
    if (anchor && !targetHeadings.some((heading) => slug(heading) === anchor)) {
      problems.push(`link ${target}: no heading with the anchor #${anchor} in ${path}`);
    }
  }
  return problems;
}

/**
 * Names in capitals: every one written as code is a setting, an azd value or output, or a workflow variable;
 * every one the runbook sets or shows as an app setting is read by config.ts or written by main.bicep.
 */
function settingProblems(markdown: string): string[] {
  const problems: string[] = [];
  for (const name of inlineCode(markdown).filter((code) => /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*_?\*?$/.test(code))) {
    if (!name.includes('_')) continue;
    const known = name.endsWith('*')
      ? [...knownNames].some((candidate) => candidate.startsWith(name.slice(0, -1)))
      : knownNames.has(name);
    if (!known) problems.push(`${name} is neither an app setting, an azd value or output, nor a workflow variable`);
  }
  const asSettings = [
    ...allMatches(markdown, /--settings\s+"?([A-Z][A-Z0-9_]*)=/g),
    ...allMatches(markdown, /app settings?\s+`([A-Z][A-Z0-9_]*)`/g),
    ...allMatches(markdown, /Environment variables\*?\s*→\s*`([A-Z][A-Z0-9_]*)`/g),
  ];
  for (const name of asSettings) {
    if (!appSettings.has(name))
      problems.push(`app setting ${name} is not read by functions/src/config.ts nor set in infra/main.bicep`);
  }
  return problems;
}

/** `azd env set NAME` names a parameter mapping (or a value azd reads itself); `azd env get-value NAME` one that exists. */
function azdProblems(markdown: string): string[] {
  const problems = allMatches(markdown, /azd env set\s+"?([A-Za-z_][A-Za-z0-9_]*)/g)
    .filter((name) => !azdValues.has(name))
    .map((name) => `azd env set ${name}: not a mapping of infra/main.parameters.json`);
  for (const name of allMatches(markdown, /azd env get-value\s+"?([A-Za-z_][A-Za-z0-9_]*)/g)) {
    if (!azdValues.has(name) && !bicepOutputs.has(name))
      problems.push(`azd env get-value ${name}: no such value or output`);
  }
  return problems;
}

const bicepFiles = [
  'infra/main.bicep',
  ...readdirSync(new URL('infra/modules/', repoRoot)).map((f) => `infra/modules/${f}`),
]
  .filter((file) => file.endsWith('.bicep'))
  .map((file) => ({ file, text: read(file) }));

/** The alert sections exist as headings, and every section an alert rule's description names exists. */
function alertProblems(markdown: string): string[] {
  const present = new Set(headings(markdown));
  const referenced = bicepFiles.flatMap(({ text }) => allMatches(text, /section "(Alert: [^"]+)"/g));
  return [...new Set([...alertHeadings, ...referenced])]
    .filter((heading) => !present.has(heading))
    .map((heading) => `no section "${heading}"`);
}

/** Every `docs/operations.md, "<section>"` a template names (in comments and descriptions) is a heading. */
function templateReferenceProblems(markdown: string, files = bicepFiles): string[] {
  const present = new Set(headings(markdown));
  return files.flatMap(({ file, text }) =>
    allMatches(text, /docs\/operations\.md,\s*(?:section\s+)?"([^"]+)"/g)
      .filter((section) => !section.includes('...') && !present.has(section))
      .map((section) => `${file} names the section "${section}", which docs/operations.md does not have`),
  );
}

/** The production procedures: each section, linked from Contents, with the commands it must give. */
const procedures: { heading: string; mentions: string[] }[] = [
  {
    heading: 'Go-live checklist',
    mentions: [
      'service-limits#email',
      '| 5 | 10 |',
      '| 30 | 100 |',
      '#production-e-mail-domain',
      'Retry-After',
      '#alert-e-mail-backlog',
    ],
  },
  {
    heading: 'Checking the region before the first deployment',
    mentions: ['az functionapp list-flexconsumption-locations', 'az functionapp list-flexconsumption-runtimes', '`22`'],
  },
  {
    heading: 'When the Key Vault reference does not resolve after provisioning',
    mentions: [
      '`PORTAL_TOKEN_SECRET`',
      'Resolved',
      'az functionapp restart',
      'azd provision',
      '#alert-key-vault-reference',
    ],
  },
  {
    heading: 'When the linked API fails',
    mentions: [
      'az staticwebapp backends show',
      'az staticwebapp backends unlink',
      '--remove-backend-auth',
      'azd env set AZURE_API_ACCESS direct',
      'azd provision',
      'azd deploy',
      'PORTAL_API_URL',
      'azd env set AZURE_API_ACCESS linked',
      'Flex Consumption',
    ],
  },
  {
    heading: 'Adding a custom domain',
    mentions: [
      'azd env get-value WEB_HOSTNAME',
      'az staticwebapp hostname set',
      'azd env set AZURE_CUSTOM_DOMAIN',
      'azd provision',
      '/microsoft-login-success',
      '`PUBLIC_BASE_URL`',
    ],
  },
  {
    heading: 'Production e-mail domain',
    mentions: [
      'azd env set AZURE_EMAIL_CUSTOM_DOMAIN',
      'azd env get-value EMAIL_DNS_DOMAIN',
      'azd env get-value EMAIL_DNS_SPF',
      'azd env get-value EMAIL_DNS_DKIM',
      'azd env get-value EMAIL_DNS_DKIM2',
      'az communication email domain initiate-verification',
      'azd env set AZURE_EMAIL_DOMAIN_VERIFIED true',
      '`EMAIL_SENDER`',
    ],
  },
];

/** A section's text: from its heading to the next heading of the same or a higher level (fenced code skipped). */
function section(markdown: string, heading: string): string | undefined {
  const lines = markdown.split('\n');
  let fenced = false;
  const isHeading = lines.map((line) => {
    if (line.startsWith('```')) fenced = !fenced;
    return !fenced && /^#{1,6}\s/.test(line);
  });
  const level = (line: string) => /^#+/.exec(line)?.[0].length ?? 0;
  const start = lines.findIndex((line, i) => isHeading[i] && line.replace(/^#+\s+/, '').trim() === heading);
  if (start < 0) return undefined;
  const end = lines.findIndex((line, i) => i > start && isHeading[i] && level(line) <= level(lines[start] ?? ''));
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

function procedureProblems(markdown: string): string[] {
  const contents = section(markdown, 'Contents') ?? '';
  return procedures.flatMap(({ heading, mentions }) => {
    const text = section(markdown, heading);
    if (text === undefined) return [`no section "${heading}"`];
    return [
      ...(contents.includes(`](#${slug(heading)})`) ? [] : [`Contents does not link "${heading}"`]),
      ...mentions.filter((mention) => !text.includes(mention)).map((mention) => `"${heading}" does not say ${mention}`),
    ];
  });
}

// --- Tests ----------------------------------------------------------------------------------------------

describe('docs/operations.md', () => {
  it('names only npm scripts that exist', () => {
    expect(npmScriptProblems(runbook)).toEqual([]);
  });

  it('names only repository paths that exist', () => {
    expect(pathProblems(runbook)).toEqual([]);
  });

  it('links only to files and headings that exist', () => {
    expect(linkProblems(runbook)).toEqual([]);
    // The Entra app registrations are described in infra/README.md: linked, not copied.
    expect(runbook).toContain('](../infra/README.md#1-microsoft-entra-id-it-admin-once-per-tenant)');
  });

  it('names only app settings, azd values and variables that exist', () => {
    expect(settingProblems(runbook)).toEqual([]);
    for (const setting of ['PORTAL_TOKEN_SECRET', 'COSMOS_ENDPOINT', 'ENTRA_MASTER_ROLE']) {
      expect(runbook).toContain(`\`${setting}\``);
      expect(appSettings).toContain(setting);
    }
  });

  it('sets only azd values that infra/main.parameters.json maps', () => {
    expect(azdProblems(runbook)).toEqual([]);
  });

  it('has a section for every alert', () => {
    expect(alertProblems(runbook)).toEqual([]);
  });

  it('has every section the templates point to', () => {
    expect(templateReferenceProblems(runbook)).toEqual([]);
    expect(bicepFiles.map(({ file }) => file)).toContain('infra/modules/linkedbackend.bicep');
  });

  it('has the production procedures, each linked from Contents and giving its commands', () => {
    expect(procedureProblems(runbook)).toEqual([]);
  });

  it('lists every repository variable the workflows read', () => {
    const missing = [...workflowVariables].filter((name) => !runbook.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });
});

describe('the checks fail on a broken runbook', () => {
  const broken = (from: string, to: string) => {
    expect(runbook).toContain(from);
    return runbook.replace(from, to);
  };

  it('a typo in a path', () => {
    expect(pathProblems(broken('`infra/modules/storage.bicep`', '`infra/modules/storge.bicep`'))).toEqual([
      'path infra/modules/storge.bicep does not exist',
    ]);
    expect(pathProblems('```sh\naz bicep build --file infra/mian.bicep\n```')).toEqual([
      'path infra/mian.bicep does not exist',
    ]);
  });

  it('an npm script that does not exist', () => {
    expect(npmScriptProblems('run `npm run bulid -w functions`, then `npm run deploy`')).toEqual([
      'npm script "bulid" is not in functions/package.json',
      'npm script "deploy" is not in package.json',
    ]);
  });

  it('a misspelt or unknown setting', () => {
    expect(settingProblems(broken('`PORTAL_TOKEN_SECRET`', '`PORTAL_TOKEN_SECRT`'))).toContain(
      'PORTAL_TOKEN_SECRT is neither an app setting, an azd value or output, nor a workflow variable',
    );
    expect(settingProblems('az functionapp config appsettings set --settings "COSMOS_URL=https://x"')).toEqual([
      'app setting COSMOS_URL is not read by functions/src/config.ts nor set in infra/main.bicep',
    ]);
  });

  it('an azd value that no parameter maps', () => {
    expect(azdProblems(broken('azd env set ALERT_EMAIL', 'azd env set ALERTS_EMAIL'))).toEqual([
      'azd env set ALERTS_EMAIL: not a mapping of infra/main.parameters.json',
    ]);
  });

  it('a procedure that went missing, lost a command, or is not in Contents', () => {
    expect(procedureProblems(broken('## Adding a custom domain', '## Custom domains'))).toContain(
      'no section "Adding a custom domain"',
    );
    expect(procedureProblems(broken('--remove-backend-auth', '--keep-auth'))).toEqual([
      '"When the linked API fails" does not say --remove-backend-auth',
    ]);
    expect(procedureProblems(broken('](#production-e-mail-domain)', '](#production-email)'))).toEqual([
      'Contents does not link "Production e-mail domain"',
    ]);
    expect(
      templateReferenceProblems(runbook, [
        { file: 'x.bicep', text: '// see docs/operations.md, "When the API fails"' },
      ]),
    ).toEqual(['x.bicep names the section "When the API fails", which docs/operations.md does not have']);
  });

  it('a renamed alert section or a broken anchor', () => {
    expect(alertProblems(broken('### Alert: E-mail backlog', '### Alert: Email backlog'))).toContain(
      'no section "Alert: E-mail backlog"',
    );
    expect(linkProblems('[x](#alert-email-backlog) [y](../infra/README.md#no-such-heading)')).toEqual([
      'link #alert-email-backlog: no heading with the anchor #alert-email-backlog in docs/operations.md',
      'link ../infra/README.md#no-such-heading: no heading with the anchor #no-such-heading in infra/README.md',
    ]);
  });
});

describe('.github/workflows', () => {
  const ci = workflows['.github/workflows/ci.yml'] ?? '';
  const deploy = workflows['.github/workflows/deploy.yml'] ?? '';
  const runSteps = (yaml: string) => allMatches(yaml, /^\s*(?:-\s+)?run:\s*(\S.*?)\s*$/gm);

  it("CI runs the README's test command, on pushes and pull requests", () => {
    const block = /## The two commands[\s\S]*?```bash\n([\s\S]*?)```/.exec(read('README.md'))?.[1] ?? '';
    const testCommand = block
      .split('\n')
      .map((line) => line.replace(/#.*$/, '').trim())
      .find((command) => /^npm test\b/.test(command));
    expect(testCommand).toBe('npm test');
    expect(runSteps(ci)).toContain(testCommand);
    // No second, diverging test command.
    expect(runSteps(ci).filter((command) => /\b(vitest|playwright test|npm run test)/.test(command))).toEqual([]);
    expect(ci).toMatch(/^on:\n(?:\s+.*\n)*?\s+push:/m);
    expect(ci).toMatch(/^on:\n(?:\s+.*\n)*?\s+pull_request:/m);
  });

  it('CI and the deployment run on Node 22', () => {
    for (const yaml of [ci, deploy]) {
      const versions = allMatches(yaml, /node-version:\s*(\S+)/g);
      expect(versions.length).toBeGreaterThan(0);
      expect(versions.filter((version) => version !== '22')).toEqual([]);
    }
  });

  it('CI has the .NET SDK, so `npm test` compiles and lints the Bicep with the NuGet CLI (no separate job)', () => {
    expect(ci).toMatch(/- uses: actions\/setup-dotnet@v\d+\n\s+with:\n\s+dotnet-version: 10\.0\.x\n/);
    expect(ci.indexOf('actions/setup-dotnet')).toBeLessThan(ci.indexOf('run: npm test'));
    expect(read('infra/bicep/Bicep.proj')).toMatch(/PackageDownload Include="Azure\.Bicep\.CommandLine\.linux-x64"/);
    expect(ci).not.toMatch(/az bicep/);
    expect(allMatches(ci.slice(ci.indexOf('\njobs:')), /^ {2}([\w-]+):$/gm)).toEqual(['test']);
    // Without the CLI the infra tests skip on a developer's machine, but fail where CI is set.
    expect(read('scripts/test/unit/infra.test.ts')).toMatch(/if \(process\.env\.CI\)/);
  });

  it('checks the deployment where the SPA reaches the API: PORTAL_API_URL in direct mode, else the site', () => {
    // The self-check is azd's postdeploy hook, so the workflow's `azd deploy` (through the 403 retry) runs it.
    const step = deploy.slice(deploy.indexOf('- name: Deploy and self-check'));
    expect(runSteps(step)[0]).toBe('npx tsx scripts/deploy/deployWithRetry.ts --no-prompt');
    expect(read('scripts/deploy/deployWithRetry.ts')).toMatch(
      /const args = \['deploy', \.\.\.process\.argv\.slice\(2\)\]/,
    );
    expect(read('azure.yaml')).toMatch(
      /^ {2}postdeploy:\n {4}posix:\n {6}shell: sh\n {6}run: npx tsx scripts\/deploy\/selfCheck\.ts$/m,
    );
    const selfCheck = read('scripts/deploy/selfCheck.ts');
    expect(selfCheck).toMatch(/required\('PORTAL_API_URL'\)/);
    expect(selfCheck).toMatch(/required\('WEB_URL'\)/);
    expect(read('scripts/deploy/deploymentChecks.ts')).toMatch(/`\$\{apiBase\}\/api\/health`/);
  });

  it('names, for every failure of the self-check, a section of the runbook that exists', () => {
    const section = /^## When the deployment self-check fails\n([\s\S]*?)^## /m.exec(runbook)?.[1] ?? '';
    const subsections = headings(section).map(slug);
    const missing = Object.values(failureKinds).filter(({ title, anchor }) => {
      return slug(title) !== anchor || !subsections.includes(anchor);
    });
    expect(missing).toEqual([]);
    expect(subsections.length).toBe(Object.keys(failureKinds).length);
  });

  it('deploys only after the CI workflow passes, with OpenID Connect and no secrets', () => {
    expect(deploy).toMatch(/^\s+test:\n\s+uses: \.\/\.github\/workflows\/ci\.yml$/m);
    expect(deploy).toMatch(/^\s+needs: test$/m);
    expect(deploy).toMatch(/^\s+environment: production$/m);
    expect(deploy).toMatch(/id-token: write/);
    expect(deploy).not.toMatch(/\bsecrets\./);
    expect(runSteps(deploy)).toEqual(
      expect.arrayContaining(['azd provision --no-prompt', 'npx tsx scripts/deploy/deployWithRetry.ts --no-prompt']),
    );
  });

  it('sets every azd value infra/main.parameters.json maps, and requires those without a default', () => {
    const missing = [...parameterMappings.keys()].filter((name) => !workflowVariables.has(name));
    expect(missing).toEqual([]);
    // Bicep parameters without a default whose mapping has none either: the run must stop early without them.
    const requiredParameters = new Set(allMatches(mainBicep, /^param\s+(\w+)\s+\w+\s*$/gm));
    const required = [...parameterMappings]
      .filter(([, { parameter, hasDefault }]) => requiredParameters.has(parameter) && !hasDefault)
      .map(([name]) => name);
    const checked = /for name in ([^;]*); do\s+if \[ -z/.exec(deploy)?.[1]?.split(/[\s\\]+/) ?? [];
    expect(required.length).toBeGreaterThan(5);
    expect(required.filter((name) => !checked.includes(name))).toEqual([]);
  });

  it('names only repository paths that exist', () => {
    for (const text of Object.values(workflows)) expect(pathProblems(text, false)).toEqual([]);
    expect(pathProblems('run: az bicep lint --file infra/main.bicp', false)).toEqual([
      'path infra/main.bicp does not exist',
    ]);
  });
});
