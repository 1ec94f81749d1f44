import { lazy } from 'react';

/** What other features may use of the units: their list and the link of a user to one. */
export { alterarVinculo, unidadesKeys, unidadesQuery, verbasQuery } from './unidadesApi.ts';

/** A user's units on their /users card, its code (and styles) loaded with the first card that shows it. */
export const LazyUnidadesDoUsuario = lazy(() =>
  import('./UnidadesDoUsuario.tsx').then((modulo) => ({ default: modulo.UnidadesDoUsuario })),
);
