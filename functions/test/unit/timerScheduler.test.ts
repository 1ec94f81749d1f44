import { describe, expect, it } from 'vitest';
import { startTimers } from '../../src/local/timerScheduler.ts';

describe('local timer scheduler', () => {
  it('runs a timer on its NCRONTAB schedule (every second) with schedule status', async () => {
    const calls: { isPastDue: boolean; next: string }[] = [];
    const scheduler = startTimers([
      {
        name: 'cada-segundo',
        schedule: '* * * * * *',
        handler: async (timer) => {
          calls.push({ isPastDue: timer.isPastDue, next: timer.scheduleStatus.next });
        },
      },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 2_300));
    scheduler.stop();
    expect(calls.length).toBeGreaterThanOrEqual(2);
    expect(calls[0]?.isPastDue).toBe(false);
    expect(Date.parse(calls[0]?.next ?? '')).not.toBeNaN();
  });

  it('refuses a malformed schedule at start-up', () => {
    expect(() => startTimers([{ name: 'ruim', schedule: 'toda hora', handler: async () => {} }])).toThrow();
  });
});
