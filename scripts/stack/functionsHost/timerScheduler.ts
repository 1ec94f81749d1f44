import { CronExpressionParser } from 'cron-parser';

export interface ScheduleStatus {
  last: string;
  next: string;
  lastUpdated: string;
}

export interface ScheduledTimer {
  name: string;
  /** NCRONTAB with a seconds field, as Azure Functions reads it. */
  schedule: string;
  run(status: ScheduleStatus): Promise<void>;
}

/**
 * Runs timer functions on their NCRONTAB schedules, one invocation at a time per timer; a failed run is
 * `onError`'s, and the timer goes on.
 */
export function startTimers(
  timers: ScheduledTimer[],
  onError: (name: string, error: unknown) => void,
): { stop(): void } {
  const handles = new Map<string, NodeJS.Timeout>();
  let stopped = false;

  const plan = (timer: ScheduledTimer, last: Date) => {
    if (stopped) return;
    const next = CronExpressionParser.parse(timer.schedule).next().toDate();
    const handle = setTimeout(
      async () => {
        const now = new Date();
        try {
          await timer.run({ last: last.toISOString(), next: next.toISOString(), lastUpdated: now.toISOString() });
        } catch (error) {
          onError(timer.name, error);
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
