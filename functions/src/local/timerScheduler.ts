import { randomUUID } from 'node:crypto';
import { CronExpressionParser } from 'cron-parser';
import type { TimerHandler } from '../app/routeTypes.ts';
import { InvocationContext } from './functionsRuntime.ts';

export interface ScheduledTimer {
  name: string;
  schedule: string;
  handler: TimerHandler;
}

/** Runs timer functions on their NCRONTAB schedules, one invocation at a time per timer. */
export function startTimers(timers: ScheduledTimer[]): { stop(): void } {
  const handles = new Map<string, NodeJS.Timeout>();
  let stopped = false;

  const plan = (timer: ScheduledTimer, last: Date) => {
    if (stopped) return;
    const next = CronExpressionParser.parse(timer.schedule).next().toDate();
    const handle = setTimeout(
      async () => {
        const now = new Date();
        const context = new InvocationContext({ invocationId: randomUUID(), functionName: timer.name });
        try {
          await timer.handler(
            {
              isPastDue: false,
              schedule: { adjustForDST: false },
              scheduleStatus: { last: last.toISOString(), next: next.toISOString(), lastUpdated: now.toISOString() },
            },
            context,
          );
        } catch (error) {
          context.error(`timer ${timer.name} failed`, error);
        }
        plan(timer, now);
      },
      Math.max(0, next.getTime() - Date.now()),
    );
    handle.unref();
    handles.set(timer.name, handle);
  };

  for (const timer of timers) {
    CronExpressionParser.parse(timer.schedule); // fail at start-up on a bad schedule
    plan(timer, new Date());
  }
  return {
    stop() {
      stopped = true;
      for (const handle of handles.values()) clearTimeout(handle);
    },
  };
}
