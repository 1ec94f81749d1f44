import type { Config } from '../config.ts';
import type { Senhas } from '../services/auth/passwords.ts';

/** The time source; tests replace it to move the clock. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/**
 * What the app is built from: the settings, the clock and (tests only) cheaper password hashing. The entry point makes
 * one per process; the clients and the domains' services are built from it at their first use (clients.ts and the
 * domain factories beside it), once per platform.
 */
export interface Platform {
  config: Config;
  clock: Clock;
  /** Password hashing other than the portal's (services/auth/passwords.ts): tests that count sign-ins, in process. */
  senhas?: Senhas;
}

/**
 * A factory that builds its value once per platform: every route of a domain shares its services, and a test's
 * platform gets its own. Synchronous: the one deferral is the route module's import (app/routes.ts).
 */
export function perPlatform<T>(build: (platform: Platform) => T): (platform: Platform) => T {
  const built = new WeakMap<Platform, T>();
  return (platform) => {
    const known = built.get(platform);
    if (known !== undefined) return known;
    const value = build(platform);
    built.set(platform, value);
    return value;
  };
}
