/**
 * A time zone's wall clock: the local date and time at an instant, read as if it were UTC (whole seconds). From Intl,
 * which knows the zone's past offsets (São Paulo kept daylight saving until 2019). The formatter is built at once:
 * the first of a zone loads its data, so callers build this on first use.
 */
export function wallClock(timeZone: string): (instante: number) => number {
  const formato = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  return (instante) => {
    const partes = new Map(formato.formatToParts(instante).map(({ type, value }) => [type, Number(value)]));
    const parte = (tipo: Intl.DateTimeFormatPartTypes) => partes.get(tipo) ?? 0;
    return Date.UTC(parte('year'), parte('month') - 1, parte('day'), parte('hour'), parte('minute'), parte('second'));
  };
}
