import { describe, expect, it } from 'vitest';
import { cspWithFonts } from '../../../web/plugins/configStaticWebApps.ts';
import { swaPatternToRegExp } from '../../stack/swaConfig.ts';

describe('Static Web Apps wildcard patterns', () => {
  it('matches path prefixes and extension lists like Azure does', () => {
    expect(swaPatternToRegExp('/api/*').test('/api/produtos')).toBe(true);
    expect(swaPatternToRegExp('/api/*').test('/apis')).toBe(false);
    const images = swaPatternToRegExp('*.{png,jpg}');
    expect(images.test('/img/logo.png')).toBe(true);
    expect(images.test('/img/logo.PNG')).toBe(true);
    expect(images.test('/pedidos')).toBe(false);
    expect(images.test('/png')).toBe(false);
  });
});

describe('CSP additions (the API in direct mode, local stand-ins)', () => {
  it('appends sources to the named directives only', () => {
    expect(cspWithFonts("default-src 'self'; connect-src 'self'", { 'connect-src': ['https://localhost:9443'] })).toBe(
      "default-src 'self'; connect-src 'self' https://localhost:9443",
    );
  });

  it('refuses to add to a directive the policy lacks (the source would be allowed by default-src, or not at all)', () => {
    expect(() => cspWithFonts("default-src 'self'", { 'img-src': ['https://api.example'] })).toThrow(/no img-src/);
  });
});
