/**
 * A stand-in for the Azure Functions Node.js worker (azure-functions-nodejs-worker), the process that runs the
 * app in Azure. Like the worker it answers `require('@azure/functions-core')` with its own API
 * (src/setupCoreModule.ts), loads the app's entry point, runs its `appStart` hooks, reads its capabilities from
 * the programming model (src/startApp.ts, src/eventHandlers/WorkerInitHandler.ts) and invokes a function through
 * the programming model's invocation model, with the pre- and post-invocation hooks around it
 * (src/eventHandlers/InvocationHandler.ts). So the app's own `@azure/functions` — bundled in the package that
 * ships — builds every request and response, as in Azure. Only the slice of the core API the library calls is
 * implemented; anything else fails loudly.
 */
import Module from 'node:module';

/** A binding as `@azure/functions` registers it (the RpcBindingInfo of @azure/functions-core). */
export interface BindingInfo {
  type: string;
  direction: 'in' | 'out' | 'inout';
  route?: string;
  methods?: string[];
  schedule?: string;
  authLevel?: string;
}

export interface FunctionMetadata {
  name: string;
  bindings: Record<string, BindingInfo>;
}

type Callback = (...args: unknown[]) => unknown;

export interface RegisteredFunction {
  metadata: FunctionMetadata;
  callback: Callback;
}

/** RpcTypedData: what a binding's data or a trigger metadata value is made of. */
export type TypedData = { string: string } | { json: string } | { bytes: Uint8Array };

/** What the host sends for one invocation (RpcInvocationRequest, the parts the library reads). */
export interface InvocationRequest {
  invocationId: string;
  inputData: { name: string; data?: TypedData }[];
  triggerMetadata: Record<string, TypedData>;
}

export type LogLevel = 'trace' | 'debug' | 'information' | 'warning' | 'error' | 'critical' | 'none';
export type LogCategory = 'user' | 'system' | 'customMetric';
export type LogSink = (level: LogLevel, category: LogCategory, message: string) => void;

interface CoreInvocationContext {
  invocationId: string;
  request: InvocationRequest;
  metadata: FunctionMetadata;
  state?: 'preInvocationHooks' | 'postInvocationHooks' | 'invocation';
  log: LogSink;
}

interface InvocationModel {
  getArguments(): Promise<{ context: unknown; inputs: unknown[] }>;
  invokeFunction(context: unknown, inputs: unknown[], callback: Callback): Promise<unknown>;
  getResponse(context: unknown, result: unknown): Promise<unknown>;
}

interface ProgrammingModel {
  name: string;
  version: string;
  getInvocationModel(context: CoreInvocationContext): InvocationModel | Promise<InvocationModel>;
  getCapabilities(capabilities: Record<string, string>): Promise<Record<string, string>>;
}

type HookName = 'appStart' | 'appTerminate' | 'preInvocation' | 'postInvocation';
type HookCallback = (context: Record<string, unknown>) => unknown;

class Disposable {
  constructor(private readonly release: () => void) {}
  dispose(): void {
    this.release();
  }
}

/** An app being loaded: registrations made while its entry point runs land here. */
interface Registry {
  functions: Map<string, RegisteredFunction>;
  hooks: { name: HookName; callback: HookCallback }[];
  locked: boolean;
}

/**
 * One worker per process, as in Azure: the programming model is set once (the library does it on its first
 * registration) and its HTTP proxy serves every app loaded here. Tests load several apps into one process; each
 * gets the registrations its own load makes.
 */
const worker: { programmingModel: ProgrammingModel | null; loading: Registry | null; capabilities: unknown } = {
  programmingModel: null,
  loading: null,
  capabilities: null,
};

let systemLog: LogSink = () => {};

const coreApi = {
  version: '3.10.1',
  hostVersion: '4.1041.200',
  setProgrammingModel(model: ProgrammingModel) {
    worker.programmingModel = model;
  },
  getProgrammingModel: () => worker.programmingModel,
  registerFunction(metadata: FunctionMetadata, callback: Callback) {
    const registry = worker.loading;
    if (!registry || registry.locked) throw new Error('A function can only be registered during app startup.');
    if (registry.functions.has(metadata.name)) {
      throw new Error(`A function with id "${metadata.name}" has already been registered.`);
    }
    registry.functions.set(metadata.name, { metadata, callback });
    return new Disposable(() => registry.functions.delete(metadata.name));
  },
  registerHook(name: HookName, callback: HookCallback) {
    const registry = worker.loading;
    if (!registry) throw new Error(`The ${name} hook can only be registered while an app loads.`);
    const hook = { name, callback };
    registry.hooks.push(hook);
    return new Disposable(() => registry.hooks.splice(registry.hooks.indexOf(hook), 1));
  },
  log(level: LogLevel, category: LogCategory, message: string) {
    systemLog(level, category, message);
  },
  Disposable,
};

let installed = false;

/** Serves `@azure/functions-core` to every `require` of this process, as the worker does at its start. */
function installCoreApi(): void {
  if (installed) return;
  installed = true;
  Module.prototype.require = new Proxy(Module.prototype.require, {
    apply: (target, thisArg, args: unknown[]) =>
      args[0] === '@azure/functions-core' ? coreApi : Reflect.apply(target, thisArg, args),
  });
}

async function runHooks(registry: Registry, name: HookName, context: Record<string, unknown>): Promise<void> {
  for (const hook of registry.hooks.filter((candidate) => candidate.name === name)) await hook.callback(context);
}

export interface WorkerApp {
  /** The programming model's name (`@azure/functions`). */
  programmingModel: string;
  functions: RegisteredFunction[];
  /** Where the programming model's HTTP proxy listens (its `HttpUri` capability): HTTP streams are on. */
  httpUri: string | undefined;
  /** Invokes a function as the worker does; resolves with the invocation response the library produced. */
  invoke(fn: RegisteredFunction, request: InvocationRequest, log: LogSink): Promise<unknown>;
  /** Runs the `appTerminate` hooks. */
  terminate(): Promise<void>;
}

/**
 * Loads an app as the worker does at its start: `load` runs the entry point (which registers functions and
 * hooks), then the `appStart` hooks run and the programming model gives its capabilities.
 */
export async function startWorkerApp(
  functionAppDirectory: string,
  load: () => Promise<unknown>,
  log: LogSink = () => {},
): Promise<WorkerApp> {
  installCoreApi();
  systemLog = log;
  if (worker.loading && !worker.loading.locked) throw new Error('Another app is still loading in this process.');
  const registry: Registry = { functions: new Map(), hooks: [], locked: false };
  worker.loading = registry;
  try {
    await load();
  } finally {
    registry.locked = true;
  }
  const model = worker.programmingModel;
  if (!model) throw new Error(`${functionAppDirectory}: the entry point registered no programming model`);
  const appHookData: Record<string, unknown> = {};
  await runHooks(registry, 'appStart', { hookData: {}, appHookData, functionAppDirectory });
  // The library starts its HTTP proxy here, once per process; later apps share it.
  worker.capabilities ??= await model.getCapabilities({});
  const capabilities = worker.capabilities as Record<string, string>;

  return {
    programmingModel: model.name,
    functions: [...registry.functions.values()],
    httpUri: capabilities.HttpUri,
    async invoke(fn, request, invocationLog) {
      const core: CoreInvocationContext = {
        invocationId: request.invocationId,
        request,
        metadata: fn.metadata,
        log: invocationLog,
      };
      const invocation = await model.getInvocationModel(core);
      const { context, inputs } = await invocation.getArguments();
      const hookData: Record<string, unknown> = {};
      const pre = { hookData, appHookData, invocationContext: context, functionCallback: fn.callback, inputs };
      core.state = 'preInvocationHooks';
      await runHooks(registry, 'preInvocation', pre);
      core.state = 'invocation';
      const post: Record<string, unknown> = { hookData, appHookData, invocationContext: context, inputs: pre.inputs };
      post.result = null;
      post.error = null;
      try {
        post.result = await invocation.invokeFunction(context, pre.inputs, pre.functionCallback);
      } catch (error) {
        post.error = error;
      }
      core.state = 'postInvocationHooks';
      await runHooks(registry, 'postInvocation', post);
      core.state = undefined;
      if (post.error) throw post.error;
      return invocation.getResponse(context, post.result);
    },
    terminate: () => runHooks(registry, 'appTerminate', { hookData: {}, appHookData }),
  };
}

/** The trigger binding of a function (its name and info): the one whose type ends in `Trigger`. */
export function triggerOf(fn: RegisteredFunction): [string, BindingInfo] {
  const found = Object.entries(fn.metadata.bindings).find(([, binding]) => /trigger$/i.test(binding.type));
  if (!found) throw new Error(`Function ${fn.metadata.name} has no trigger binding`);
  return found;
}
