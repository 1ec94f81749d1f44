import { createLogsRepository } from '../data/logs/logsRepository.ts';
import { createActivityLog } from '../services/logs/activityLog.ts';
import { clientsOf } from './clients.ts';
import { perPlatform } from './platform.ts';

/** The activity log every admin action and sign-in writes to. */
export const logsDomain = perPlatform((platform) => {
  const { cosmos, now } = clientsOf(platform);
  return { activity: createActivityLog(createLogsRepository(cosmos.containers.logs), now) };
});
