import { localCosmosKey } from './cosmosSnapshot.ts';

/** Azurite's documented development account. */
const azuriteAccount = 'devstoreaccount1';
const azuriteKey = 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

export interface LocalPorts {
  web: number;
  api: number;
  cosmos: number;
  blob: number;
  email: number;
}

/** The Functions app settings that point it at the local stand-ins (also in local.settings.json.example). */
export function localApiSettings(ports: LocalPorts): Record<string, string> {
  return {
    PORTAL_MODE: 'local',
    COSMOS_ENDPOINT: `https://127.0.0.1:${ports.cosmos}/`,
    COSMOS_KEY: localCosmosKey,
    COSMOS_DATABASE: 'portal',
    STORAGE_CONNECTION_STRING: `DefaultEndpointsProtocol=http;AccountName=${azuriteAccount};AccountKey=${azuriteKey};BlobEndpoint=http://127.0.0.1:${ports.blob}/${azuriteAccount};`,
    EMAIL_CONNECTION_STRING: `endpoint=http://127.0.0.1:${ports.email}/;accesskey=${Buffer.from('local-email-sink').toString('base64')}`,
    EMAIL_SENDER: 'naoresponda@franquia.dev',
    PUBLIC_BASE_URL: `http://localhost:${ports.web}`,
    API_PORT: String(ports.api),
  };
}
