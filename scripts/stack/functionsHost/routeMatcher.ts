import type { HttpFunction } from './functionsHostRules.ts';

export interface MatchedRoute<F extends HttpFunction> {
  route: F;
  params: Record<string, string>;
}

interface CompiledRoute<F extends HttpFunction> {
  route: F;
  pattern: RegExp;
  paramNames: string[];
  /** Literal segments outrank parameters, as in the Functions host (`pedidos/meus` before `pedidos/{id}`). */
  specificity: number[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A route value as ASP.NET Core gives it: percent-decoded, or as sent when it is not valid UTF-8. */
const decodeValue = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

function compile<F extends HttpFunction>(route: F, routePrefix: string): CompiledRoute<F> {
  const paramNames: string[] = [];
  const segments = [...routePrefix.split('/'), ...route.route.split('/')].filter(Boolean);
  const parts = segments.map((segment) => {
    // Constrained parameters never get here: functionsHostRules refuses them.
    const param = /^\{(\*?)([A-Za-z_][A-Za-z0-9_]*)(\?)?\}$/.exec(segment);
    if (!param) return escapeRegExp(segment);
    const [, catchAll, name = '', optional] = param;
    paramNames.push(name);
    const capture = catchAll ? '(.*)' : '([^/]+)';
    return optional ? `?${capture}?` : capture;
  });
  return {
    route,
    paramNames,
    pattern: new RegExp(`^/${parts.join('/')}/?$`, 'i'),
    specificity: segments.map((segment) => (segment.startsWith('{') ? 0 : 1)),
  };
}

function compareSpecificity(a: number[], b: number[]): number {
  for (let index = 0; index < Math.max(a.length, b.length); index++) {
    const difference = (b[index] ?? -1) - (a[index] ?? -1);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * Matches request paths against route templates (behind host.json's routePrefix) the way the Functions
 * host does: case-insensitive, trailing slash allowed, literal segments first, and the HTTP method as a
 * route constraint — a path whose routes take other methods simply does not match.
 */
export function createRouteMatcher<F extends HttpFunction>(routes: readonly F[], routePrefix: string) {
  const compiled = routes
    .map((route) => compile(route, routePrefix))
    .sort((a, b) => compareSpecificity(a.specificity, b.specificity));

  return {
    match(path: string, method: string): MatchedRoute<F> | null {
      for (const candidate of compiled) {
        if (!candidate.route.methods.includes(method.toUpperCase())) continue;
        const found = candidate.pattern.exec(path);
        if (!found) continue;
        const params: Record<string, string> = {};
        candidate.paramNames.forEach((name, index) => {
          const value = found[index + 1];
          if (value !== undefined) params[name] = decodeValue(value);
        });
        return { route: candidate.route, params };
      }
      return null;
    },
  };
}
