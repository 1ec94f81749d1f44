/**
 * The options of the pt-BR formats people read (spec section 9): prices in reais, dates and times in Brasília time.
 * The formatters (money.ts, dates.ts) build from them, and so does the SPA's boot script, which loads their locale
 * data while the page waits (web/src/app/bootScript.ts).
 */

/** The company's business day is Brasília time, wherever the browser or the server runs. */
export const saoPauloTimeZone = 'America/Sao_Paulo';

export const precoFormatOptions: Intl.NumberFormatOptions = { style: 'currency', currency: 'BRL' };

export const dateTimeFormatOptions: Intl.DateTimeFormatOptions = {
  timeZone: saoPauloTimeZone,
  dateStyle: 'short',
  timeStyle: 'short',
};
