import type { RouteDefinition } from '../app/routeTypes.ts';

export interface MatchedRoute {
  route: RouteDefinition;
  params: Record<string, string>;
}

interface CompiledRoute {
  route: RouteDefinition;
  pattern: RegExp;
  paramNames: string[];
  /** Literal segments outrank parameters, as in the Functions host (`pedidos/meus` before `pedidos/{id}`). */
  specificity: number[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(route: RouteDefinition): CompiledRoute {
  const paramNames: string[] = [];
  const segments = route.route.split('/').filter(Boolean);
  const parts = segments.map((segment) => {
    const param = /^\{(\*?)([A-Za-z_][A-Za-z0-9_]*)(?::[^}]*)?(\?)?\}$/.exec(segment);
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

/** Matches request paths (below /api) against route templates the way the Functions host does. */
export function createRouteMatcher(routes: RouteDefinition[]) {
  const compiled = routes.map(compile).sort((a, b) => compareSpecificity(a.specificity, b.specificity));

  return {
    /** Routes whose template matches the path, ignoring the method. */
    match(path: string, method: string): { matched: MatchedRoute | null; pathExists: boolean } {
      let pathExists = false;
      for (const candidate of compiled) {
        const found = candidate.pattern.exec(path);
        if (!found) continue;
        pathExists = true;
        if (!candidate.route.methods.includes(method.toUpperCase() as RouteDefinition['methods'][number])) continue;
        const params: Record<string, string> = {};
        candidate.paramNames.forEach((name, index) => {
          const value = found[index + 1];
          if (value !== undefined) params[name] = decodeURIComponent(value);
        });
        return { matched: { route: candidate.route, params }, pathExists };
      }
      return { matched: null, pathExists };
    },
  };
}
