// @azure/functions is a CommonJS bundle whose classes Node's ESM loader cannot see as named exports.
import azureFunctions from '@azure/functions';

export const { HttpRequest, HttpResponse, InvocationContext } = azureFunctions;
