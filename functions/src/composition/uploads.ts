import { createUploadService } from '../services/uploads/uploadService.ts';
import { clientsOf } from './clients.ts';
import { perPlatform } from './platform.ts';
import { slidingWindowOf } from './slidingWindow.ts';

/** Uploads: every purpose's pipeline and the one hourly quota (orders' logos and tickets' attachments use it). */
export const uploadsDomain = perPlatform((platform) => {
  const { blobs, now } = clientsOf(platform);
  return { uploads: createUploadService(blobs, slidingWindowOf(platform).janela, now) };
});
