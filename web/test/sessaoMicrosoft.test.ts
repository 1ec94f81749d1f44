import { afterEach, describe, expect, it } from 'vitest';
import { haSessaoMicrosoft } from '../src/features/auth/msal.ts';

// Signing out a password user must not download MSAL (a third of the app's JavaScript), nor wait for it before the
// sign-in screen takes clicks: only MSAL's own keys say a work-account session is there to end.
describe('haSessaoMicrosoft', () => {
  afterEach(() => sessionStorage.clear());

  it("is false with only the router's scroll positions in the tab", () => {
    expect(haSessaoMicrosoft()).toBe(false);
    sessionStorage.setItem('tsr-scroll-restoration-v1_3', '{}');
    expect(haSessaoMicrosoft()).toBe(false);
  });

  it("is true once MSAL stored anything, under its prefix (msal-browser's cache keys)", () => {
    sessionStorage.setItem('tsr-scroll-restoration-v1_3', '{}');
    sessionStorage.setItem('msal.account.keys', '[]');
    expect(haSessaoMicrosoft()).toBe(true);
    sessionStorage.clear();
    sessionStorage.setItem('msal.00000000-0000-0000-0000-000000000000.interaction.status', 'x');
    expect(haSessaoMicrosoft()).toBe(true);
  });
});
