import { describe, expect, it } from 'vitest';
import { callDependency, DependencyUnavailableError, isTransportFailure } from '../../src/errors.ts';

const withCode = (code: string) => Object.assign(new Error(code), { code });

describe('dependency failures', () => {
  it('recognises network failures, timeouts and throttling, also as causes', () => {
    expect(isTransportFailure(withCode('ECONNREFUSED'))).toBe(true);
    expect(isTransportFailure(Object.assign(new Error('busy'), { statusCode: 503 }))).toBe(true);
    expect(isTransportFailure(new Error('wrapped', { cause: withCode('ETIMEDOUT') }))).toBe(true);
    expect(isTransportFailure(Object.assign(new Error('conflict'), { statusCode: 409 }))).toBe(false);
    expect(isTransportFailure('ECONNREFUSED')).toBe(false);
  });

  it('turns only transport failures into DependencyUnavailableError', async () => {
    await expect(callDependency('cosmos', () => Promise.reject(withCode('ECONNRESET')))).rejects.toBeInstanceOf(
      DependencyUnavailableError,
    );
    const bug = new TypeError('bug');
    await expect(callDependency('cosmos', () => Promise.reject(bug))).rejects.toBe(bug);
  });
});
