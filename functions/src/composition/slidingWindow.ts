import { createSecurityRepository } from '../data/auth/securityRepository.ts';
import { createSlidingWindow } from '../services/slidingWindow.ts';
import { clientsOf } from './clients.ts';
import { perPlatform } from './platform.ts';

/** The per-key counters (sign-in throttle, upload quota, reply limit) and the records they and the e-mail codes keep. */
export const slidingWindowOf = perPlatform((platform) => {
  const { cosmos, now } = clientsOf(platform);
  const security = createSecurityRepository(cosmos.containers.codigos);
  return { security, janela: createSlidingWindow(security, now) };
});
