import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ScheduleStatus, startTimers } from '../../stack/functionsHost/timerScheduler.ts';

describe('local timer scheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-25T12:00:00.400Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a timer on its NCRONTAB schedule (every second) with its schedule status, and goes on after a failure', async () => {
    const calls: ScheduleStatus[] = [];
    const failures: string[] = [];
    const scheduler = startTimers(
      [
        {
          name: 'cada-segundo',
          schedule: '* * * * * *',
          run: async (status) => {
            calls.push(status);
            if (calls.length === 1) throw new Error('primeira falhou');
          },
        },
      ],
      (name) => failures.push(name),
    );
    await vi.advanceTimersByTimeAsync(2_700);
    scheduler.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls.map((call) => call.next)).toEqual([
      '2026-11-25T12:00:01.000Z',
      '2026-11-25T12:00:02.000Z',
      '2026-11-25T12:00:03.000Z',
    ]);
    expect(calls[1]?.last).toBe('2026-11-25T12:00:01.000Z');
    expect(failures).toEqual(['cada-segundo']);
  });

  it('refuses a malformed schedule at start-up', () => {
    expect(() => startTimers([{ name: 'ruim', schedule: 'toda hora', run: async () => {} }], () => {})).toThrow();
  });
});
