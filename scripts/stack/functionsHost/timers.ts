import { randomUUID } from 'node:crypto';
import type { ScheduledTimer } from './timerScheduler.ts';
import { type LogSink, triggerOf, type WorkerApp } from './worker.ts';

/**
 * The app's timer functions, each run as the host invokes it: the trigger's data is the host's TimerInfo JSON
 * (PascalCase; the library turns it into `Timer`).
 */
export function timerFunctions(app: WorkerApp, log: LogSink): ScheduledTimer[] {
  return app.functions.flatMap((fn) => {
    const [trigger, binding] = triggerOf(fn);
    if (binding.type.toLowerCase() !== 'timertrigger' || !binding.schedule) return [];
    return [
      {
        name: fn.metadata.name,
        schedule: binding.schedule,
        async run(status) {
          const info = {
            Schedule: { AdjustForDST: false },
            ScheduleStatus: { Last: status.last, Next: status.next, LastUpdated: status.lastUpdated },
            IsPastDue: false,
          };
          const request = {
            invocationId: randomUUID(),
            inputData: [{ name: trigger, data: { json: JSON.stringify(info) } }],
          };
          await app.invoke(fn, { ...request, triggerMetadata: {} }, log);
        },
      },
    ];
  });
}
