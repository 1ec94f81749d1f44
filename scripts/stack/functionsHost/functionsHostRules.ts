/**
 * The checks the Azure Functions host runs on every HTTP function when it starts
 * (azure-functions-host, ScriptHost.ValidateFunction / ValidateHttpFunction). A function that fails
 * them is left in error and never answers: every request to its route gets the host's 404. The local
 * host applies the same checks, so such a route fails `npm test` instead of production.
 */
export interface HttpFunction {
  name: string;
  route: string;
  methods: readonly string[];
}

export interface FunctionError {
  name: string;
  message: string;
}

const normalise = (route: string) => route.replace(/^\/+|\/+$/g, '').toLowerCase();

/** The host's own routes: `admin/...` (keys, status, warm-up) and `runtime/...`, checked as a plain prefix. */
const reservedPrefixes = ['admin', 'runtime'];

/** `{id:int}`, `{name:alpha}`…: the local matcher does not implement route constraints, so it refuses them. */
const constrainedParameter = /\{\*?[A-Za-z_][A-Za-z0-9_]*\??:[^}]*\}/;

export function validateHttpFunctions<F extends HttpFunction>(
  functions: readonly F[],
): {
  valid: F[];
  errors: FunctionError[];
} {
  const valid: F[] = [];
  const errors: FunctionError[] = [];
  for (const fn of functions) {
    const route = normalise(fn.route);
    const refuse = (message: string) => errors.push({ name: fn.name, message });
    if (reservedPrefixes.some((prefix) => route.startsWith(prefix))) {
      refuse('The specified route conflicts with one or more built in routes.');
      continue;
    }
    const conflicting = valid.find(
      (other) =>
        normalise(other.route) === route &&
        (other.methods.length === 0 ||
          fn.methods.length === 0 ||
          other.methods.some((method) => fn.methods.includes(method))),
    );
    if (conflicting) {
      refuse(`The route specified conflicts with the route defined by function '${conflicting.name}'.`);
      continue;
    }
    if (valid.some((other) => other.name === fn.name)) {
      refuse(`The function or proxy name '${fn.name}' must be unique within the function app.`);
      continue;
    }
    if (constrainedParameter.test(fn.route)) {
      refuse(
        'Route constraints are not supported by the local host: validate the parameter in the handler with the shared schemas instead.',
      );
      continue;
    }
    valid.push(fn);
  }
  return { valid, errors };
}
