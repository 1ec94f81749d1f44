import type * as z from 'zod/mini';

/** An issue a transform reports: a message and where, or an issue of a parse it ran itself. */
type Problema = { message: string; path?: PropertyKey[] } | z.core.$ZodIssue;

/**
 * Reports an issue from inside a transform. zod/mini hands a transform the parse's payload, which has no `addIssue`
 * (the full zod API added one): the issue goes on the payload's list, as that method put it.
 */
export function addIssue(payload: z.core.ParsePayload, problema: Problema): void {
  payload.issues.push({
    code: 'custom',
    input: payload.value,
    ...problema,
    path: problema.path ?? [],
  } as z.core.$ZodRawIssue);
}
