import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  abrirEmailCorporativo,
  isMobileDevice,
  mailAppFallbackMs,
} from '../src/features/painel/abrirEmailCorporativo.ts';

const links = { emailApp: 'ms-outlook://', emailWeb: 'https://outlook.office.com/mail/' };

/** A window whose navigation we can observe (happy-dom cannot follow ms-outlook://). */
function fakeWindow(userAgent: string) {
  const assigned: string[] = [];
  const opened: string[] = [];
  const view = {
    navigator: { userAgent },
    document,
    location: { assign: (url: string) => assigned.push(url) },
    open: (url: string) => {
      opened.push(url);
      return null;
    },
    setTimeout: window.setTimeout.bind(window),
    clearTimeout: window.clearTimeout.bind(window),
  };
  return { view: view as unknown as Window, assigned, opened };
}

const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('corporate mail card', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setVisibility('visible');
  });
  afterEach(() => vi.useRealTimers());

  it('opens web mail in a new tab on desktops', () => {
    const { view, opened, assigned } = fakeWindow('Mozilla/5.0 (X11; Linux x86_64) Chrome/156');
    abrirEmailCorporativo(links, view);
    expect(opened).toEqual([links.emailWeb]);
    expect(assigned).toEqual([]);
  });

  it('on phones tries the app, then falls back to web mail after 2 s if the page is still visible', () => {
    const { view, assigned } = fakeWindow('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile');
    abrirEmailCorporativo(links, view);
    expect(assigned).toEqual([links.emailApp]);
    vi.advanceTimersByTime(mailAppFallbackMs - 1);
    expect(assigned).toEqual([links.emailApp]);
    vi.advanceTimersByTime(1);
    expect(assigned).toEqual([links.emailApp, links.emailWeb]);
  });

  it('does not fall back when the mail app took over (page hidden)', () => {
    const { view, assigned } = fakeWindow('Mozilla/5.0 (Linux; Android 15) Mobile');
    abrirEmailCorporativo(links, view);
    setVisibility('hidden');
    vi.advanceTimersByTime(mailAppFallbackMs * 2);
    expect(assigned).toEqual([links.emailApp]);
  });

  it('detects mobile user agents', () => {
    expect(isMobileDevice('Mozilla/5.0 (Linux; Android 15; Pixel 7) Mobile Safari')).toBe(true);
    expect(isMobileDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/156')).toBe(false);
  });
});
