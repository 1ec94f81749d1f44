/**
 * The deployed portal called as a browser calls it (the deployment self-check, selfCheck.ts): a deep link answered
 * by the SPA's navigation fallback, the security headers and CSP the shipped staticwebapp.config.json sets, the
 * API's health and public configuration where the SPA reaches them (the site's own /api when linked, PORTAL_API_URL
 * when direct) and, in direct mode, the CORS preflight of a call carrying X-Portal-Authorization. Each failure
 * says what it means and which runbook section to follow (docs/operations.md, "When the deployment self-check
 * fails"; scripts/test/unit/runbook.test.ts checks that every anchor exists).
 */
import { configPublicaSchema, healthResponseSchema } from '@portal/shared';

export type ApiAccess = 'linked' | 'direct';

/** What was deployed: the azd environment's values and the web artifact azd shipped. */
export interface DeployedPortal {
  /** The site's address (WEB_URL). */
  webUrl: string;
  apiAccess: ApiAccess;
  /** The Function app's origin in direct mode (PORTAL_API_URL), '' when linked. */
  apiUrl: string;
  /** The shipped web/dist/staticwebapp.config.json's global headers. */
  shippedHeaders: Record<string, string>;
  /** The shipped web/dist/index.html. */
  shippedIndex: string;
}

/** Every failure the check names, with the runbook sub-section that explains it. */
export const failureKinds = {
  'spa-fallback': {
    title: 'The site does not serve the SPA on a deep link',
    anchor: 'the-site-does-not-serve-the-spa-on-a-deep-link',
  },
  'security-headers': {
    title: 'The security headers differ from staticwebapp.config.json',
    anchor: 'the-security-headers-differ-from-staticwebappconfigjson',
  },
  'csp-without-api': {
    title: 'The CSP does not let the SPA reach the API',
    anchor: 'the-csp-does-not-let-the-spa-reach-the-api',
  },
  'linked-backend-missing': {
    title: 'The linked backend answers 404',
    anchor: 'the-linked-backend-answers-404',
  },
  'backend-refuses': {
    title: 'The API answers 401 or 403',
    anchor: 'the-api-answers-401-or-403',
  },
  'api-not-started': {
    title: 'The API did not start',
    anchor: 'the-api-did-not-start',
  },
  'email-not-configured': {
    title: 'E-mail is not configured',
    anchor: 'e-mail-is-not-configured',
  },
  'dependency-down': {
    title: 'A dependency of the API is unavailable',
    anchor: 'a-dependency-of-the-api-is-unavailable',
  },
  'public-config': {
    title: 'The public configuration does not answer',
    anchor: 'the-public-configuration-does-not-answer',
  },
  'preflight-refused': {
    title: 'The Function app refuses the portal’s preflight',
    anchor: 'the-function-app-refuses-the-portals-preflight',
  },
  'api-unreachable': {
    title: 'The API does not answer',
    anchor: 'the-api-does-not-answer',
  },
} as const;

export type FailureKind = keyof typeof failureKinds;

export interface Failure {
  kind: FailureKind;
  /** What was seen and what it means. */
  detail: string;
}

/** A failure as printed: its title, what was seen, and where the runbook explains it. */
export function describeFailure({ kind, detail }: Failure): string {
  const { title, anchor } = failureKinds[kind];
  return `${title}: ${detail}\n  Runbook: docs/operations.md#${anchor}`;
}

interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

async function call(url: string, init: RequestInit = {}): Promise<Answer | Error> {
  try {
    const response = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(20_000) });
    return { status: response.status, headers: response.headers, body: await response.text() };
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

const jsonOf = (answer: Answer): unknown => {
  try {
    return JSON.parse(answer.body);
  } catch {
    return undefined;
  }
};

/** A CSP as its directives' sources. */
const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources] as const),
  );

/** The shipped index.html's entry script: a deep link answered with this build's index.html names it. */
const entryScript = (index: string) => /<script type="module"[^>]*\bsrc="([^"]+)"/.exec(index)?.[1] ?? '<html';

function checkSite(portal: DeployedPortal, answer: Answer | Error, path: string): Failure[] {
  if (answer instanceof Error) {
    return [{ kind: 'spa-fallback', detail: `${portal.webUrl}${path} did not answer (${answer.message}).` }];
  }
  const failures: Failure[] = [];
  const html = answer.headers.get('content-type')?.startsWith('text/html') ?? false;
  if (answer.status !== 200 || !html || !answer.body.includes(entryScript(portal.shippedIndex))) {
    failures.push({
      kind: 'spa-fallback',
      detail:
        `${path} answered ${answer.status} ${answer.headers.get('content-type') ?? ''} without this build's ` +
        'index.html: the navigation fallback of staticwebapp.config.json is not applied, or another build is live.',
    });
  }
  const differing: string[] = [];
  for (const [name, value] of Object.entries(portal.shippedHeaders)) {
    const served = answer.headers.get(name);
    if (name.toLowerCase() !== 'content-security-policy') {
      if (served !== value) differing.push(`${name}: ${served ?? '(missing)'}`);
      continue;
    }
    const servedPolicy = directives(served ?? '');
    for (const [directive, sources] of directives(value)) {
      const missing = sources.filter((source) => !servedPolicy.get(directive)?.includes(source));
      if (missing.length > 0) differing.push(`Content-Security-Policy ${directive} lacks ${missing.join(' ')}`);
    }
  }
  if (differing.length > 0) {
    failures.push({
      kind: 'security-headers',
      detail: `the site serves ${differing.join('; ')} (shipped staticwebapp.config.json says otherwise).`,
    });
  }
  if (portal.apiAccess === 'direct') {
    const policy = directives(answer.headers.get('content-security-policy') ?? '');
    const origin = new URL(portal.apiUrl).origin;
    const lacking = ['connect-src', 'img-src'].filter((directive) => !policy.get(directive)?.includes(origin));
    if (lacking.length > 0) {
      failures.push({
        kind: 'csp-without-api',
        detail:
          `the Content-Security-Policy's ${lacking.join(' and ')} lack ${origin}: the browser blocks every API call. ` +
          'The SPA was built before PORTAL_API_URL existed or for another one.',
      });
    }
  }
  return failures;
}

/** /api/health as the SPA reaches it; `healthy` when the API itself answered with its report. */
function checkHealth(
  portal: DeployedPortal,
  url: string,
  answer: Answer | Error,
): { failures: Failure[]; api: boolean } {
  const linked = portal.apiAccess === 'linked';
  if (answer instanceof Error) {
    return {
      api: false,
      failures: [{ kind: 'api-unreachable', detail: `${url} did not answer (${answer.message}).` }],
    };
  }
  // The API's own report, read with the schema the API answers with: every dependency named.
  const report = healthResponseSchema.safeParse(jsonOf(answer));
  if (report.success) {
    const down = Object.entries(report.data.dependencias).filter(([, state]) => state.status !== 'ok');
    return {
      api: true,
      failures: down.map(([name, state]) => ({
        kind: name === 'email' ? 'email-not-configured' : 'dependency-down',
        detail: `${url} reports ${name} unavailable${state.message === undefined ? '' : ` (${state.message})`}.`,
      })),
    };
  }
  const empty = answer.body.trim() === '';
  if (answer.status === 401 || answer.status === 403) {
    return {
      api: false,
      failures: [
        {
          kind: 'backend-refuses',
          detail: linked
            ? `${url} answered ${answer.status}: the Function app refuses the Static Web App (the link's authentication).`
            : `${url} answered ${answer.status}: the Function app refuses anonymous callers (a link's authentication left on it).`,
        },
      ],
    };
  }
  if (answer.status === 404 && empty) {
    return {
      api: false,
      failures: [
        {
          kind: 'api-not-started',
          detail:
            `${url} answered the Functions host's empty 404: the host runs but the API registered no function, ` +
            'so it refused its settings at start-up — right after a first deployment, most often the Key Vault ' +
            'reference of PORTAL_TOKEN_SECRET not resolved yet; otherwise a setting missing or malformed ' +
            '(e-mail: EMAIL_ENDPOINT, EMAIL_SENDER), which its start-up log names.',
        },
      ],
    };
  }
  if (answer.status === 404 && linked) {
    return {
      api: false,
      failures: [
        {
          kind: 'linked-backend-missing',
          detail: `${url} answered the Static Web App's own 404: no backend is linked to /api.`,
        },
      ],
    };
  }
  return {
    api: false,
    failures: [
      {
        kind: 'api-unreachable',
        detail: `${url} answered ${answer.status} ${answer.headers.get('content-type') ?? ''}, not the API's JSON.`,
      },
    ],
  };
}

function checkConfig(url: string, answer: Answer | Error): Failure[] {
  // What the SPA itself parses before it starts.
  if (!(answer instanceof Error) && answer.status === 200 && configPublicaSchema.safeParse(jsonOf(answer)).success)
    return [];
  const seen = answer instanceof Error ? answer.message : `${answer.status} ${answer.body.slice(0, 200)}`;
  return [{ kind: 'public-config', detail: `${url} answered ${seen}: the SPA cannot start its sign-in.` }];
}

function checkPreflight(origin: string, url: string, answer: Answer | Error): Failure[] {
  if (answer instanceof Error) {
    return [{ kind: 'preflight-refused', detail: `the preflight of ${url} did not answer (${answer.message}).` }];
  }
  const allowedOrigin = answer.headers.get('access-control-allow-origin');
  const allowedHeaders = (answer.headers.get('access-control-allow-headers') ?? '').toLowerCase();
  const ok =
    answer.status >= 200 &&
    answer.status < 300 &&
    (allowedOrigin === origin || allowedOrigin === '*') &&
    (allowedHeaders === '*' || allowedHeaders.split(/\s*,\s*/).includes('x-portal-authorization'));
  if (ok) return [];
  return [
    {
      kind: 'preflight-refused',
      detail:
        `OPTIONS ${url} from ${origin} with X-Portal-Authorization answered ${answer.status} with ` +
        `Access-Control-Allow-Origin ${allowedOrigin ?? '(none)'}: the Function app's CORS does not admit the ` +
        'portal, so the browser refuses every signed-in call.',
    },
  ];
}

/** One pass of every check; the failures found (none: the deployment works). */
export async function checkDeployment(portal: DeployedPortal): Promise<Failure[]> {
  const deepLink = '/meus-pedidos';
  const origin = new URL(portal.webUrl).origin;
  const apiBase = portal.apiAccess === 'direct' ? new URL(portal.apiUrl).origin : origin;
  // In direct mode the browser sends its origin; the API's answers must carry it back.
  const fromPortal: Record<string, string> = portal.apiAccess === 'direct' ? { Origin: origin } : {};
  const [site, health, config, preflight] = await Promise.all([
    call(`${origin}${deepLink}`, { headers: { Accept: 'text/html' } }),
    call(`${apiBase}/api/health`, { headers: fromPortal }),
    call(`${apiBase}/api/config`, { headers: fromPortal }),
    portal.apiAccess === 'direct'
      ? call(`${apiBase}/api/profile`, {
          method: 'OPTIONS',
          headers: {
            Origin: origin,
            'Access-Control-Request-Method': 'GET',
            'Access-Control-Request-Headers': 'x-portal-authorization',
          },
        })
      : null,
  ]);
  const healthCheck = checkHealth(portal, `${apiBase}/api/health`, health);
  return [
    ...checkSite(portal, site, deepLink),
    ...healthCheck.failures,
    // Without the API its configuration says nothing new.
    ...(healthCheck.api ? checkConfig(`${apiBase}/api/config`, config) : []),
    ...(preflight ? checkPreflight(origin, `${apiBase}/api/profile`, preflight) : []),
  ];
}

export interface SelfCheckOptions {
  /** Passes at most (a fresh deployment takes a moment to answer). */
  attempts: number;
  /** Between passes. */
  waitMs: number;
  log: (line: string) => void;
}

/** Checks until a pass finds nothing or the attempts run out; the last pass's failures. */
export async function selfCheck(portal: DeployedPortal, options: SelfCheckOptions): Promise<Failure[]> {
  for (let attempt = 1; ; attempt++) {
    const failures = await checkDeployment(portal);
    if (failures.length === 0 || attempt >= options.attempts) return failures;
    options.log(
      `Self-check ${attempt}/${options.attempts}: ${failures.map(({ kind }) => kind).join(', ')}; again in ${
        options.waitMs / 1000
      } s.`,
    );
    await new Promise((resolve) => setTimeout(resolve, options.waitMs));
  }
}
