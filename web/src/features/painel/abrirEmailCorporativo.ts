import type { LinksPainel } from '@portal/shared/schemas/configPublica';

/** Spec: on phones, try the mail app and fall back to web mail after 2 seconds. */
export const mailAppFallbackMs = 2_000;

export const isMobileDevice = (userAgent: string) => /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);

/**
 * Opens corporate mail: the app on mobile devices (web mail if the app did not take over within
 * 2 s, i.e. the page is still visible), web mail in a new tab otherwise.
 */
export function abrirEmailCorporativo(links: Pick<LinksPainel, 'emailApp' | 'emailWeb'>, view: Window = window): void {
  if (!isMobileDevice(view.navigator.userAgent)) {
    view.open(links.emailWeb, '_blank', 'noopener,noreferrer');
    return;
  }
  const fallback = view.setTimeout(() => {
    if (view.document.visibilityState === 'visible') view.location.assign(links.emailWeb);
  }, mailAppFallbackMs);
  view.document.addEventListener(
    'visibilitychange',
    () => {
      if (view.document.visibilityState === 'hidden') view.clearTimeout(fallback);
    },
    { once: true },
  );
  view.location.assign(links.emailApp);
}
