import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * A Content-Security-Policy with sources added to some of its directives (each must be in the policy): the API's
 * origin in `direct` mode here, the local stand-ins' hosts in the local Static Web Apps server.
 */
export function cspWithFonts(csp: string, fontes: Record<string, readonly string[]>): string {
  const partes = csp.split(';').map((parte) => parte.trim());
  for (const [diretiva, adicionais] of Object.entries(fontes)) {
    const indice = partes.findIndex((parte) => parte.split(/\s+/)[0] === diretiva);
    if (indice < 0) throw new Error(`the Content-Security-Policy has no ${diretiva}`);
    if (adicionais.length > 0) partes[indice] = `${partes[indice]} ${adicionais.join(' ')}`;
  }
  return partes.join('; ');
}

/**
 * Puts staticwebapp.config.json (the repository root's, beside azure.yaml) into the build's output, where Static
 * Web Apps reads it: azd ships web/dist exactly as `npm run build` leaves it and runs no build hook on `azd up` or
 * `azd deploy` (docs/decisions.md 47). With an API origin (`direct` mode) the CSP lets the SPA call it and show
 * its pictures; otherwise the file goes out byte for byte.
 */
export function configStaticWebApps(arquivo: string, origemApi: string): Plugin {
  return {
    name: 'portal:staticwebapp-config',
    apply: 'build',
    buildStart() {
      this.addWatchFile(arquivo);
    },
    generateBundle() {
      let source = readFileSync(arquivo, 'utf8');
      if (origemApi) {
        const config = JSON.parse(source) as { globalHeaders: Record<string, string> };
        const csp = config.globalHeaders['Content-Security-Policy'];
        if (!csp) throw new Error(`${arquivo} has no Content-Security-Policy`);
        config.globalHeaders['Content-Security-Policy'] = cspWithFonts(csp, {
          'connect-src': [origemApi],
          'img-src': [origemApi],
        });
        source = `${JSON.stringify(config, null, 2)}\n`;
      }
      this.emitFile({ type: 'asset', fileName: 'staticwebapp.config.json', source });
    },
  };
}
