import { useSyncExternalStore } from 'react';
import { session } from '../../app/session.ts';

/** The current session state; re-renders on sign-in, sign-out and verification changes. */
export function useSession() {
  return useSyncExternalStore(session.subscribe, session.getState);
}
