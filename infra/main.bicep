// Portal do Franqueado on Azure, deployable with `azd up` (see infra/README.md).
//
//   browser -> Static Web App (Standard) --/api/*--> Function app (Flex Consumption, managed identity)
//                                                      |-- Cosmos DB for NoSQL (serverless, local auth off)
//                                                      |-- Blob Storage (shared keys off)
//                                                      |-- Communication Services Email (local auth off)
//                                                      `-- Key Vault (token-signing secret)
//
// apiAccess 'linked' (the default) links the Function app to the Static Web App as its /api backend. 'direct'
// leaves the link out: the SPA calls the Function app's own URL (output PORTAL_API_URL, which azd hands to the
// web build), and the Function app's CORS admits the portal's origins only; each API read then costs the browser a
// preflight, which Flex Consumption lets it keep 5 s only (infra/README.md, "API access": why linked is the default).
// When to switch, and how: docs/operations.md, "When the linked API fails".
//
// Operations: every resource sends logs and metrics to one Log Analytics workspace (diagnostics.bicep),
// alert rules e-mail IT (alerts.bicep), Cosmos DB keeps 7 days of point-in-time restore, and a workbook
// shows traffic, latency, orders, tickets and e-mails (monitoring.bicep).
//
// No account keys or connection strings reach the app: every client uses DefaultAzureCredential.

targetScope = 'resourceGroup'

@minLength(1)
@maxLength(64)
@description('Name of the azd environment; part of every resource name and the azd-env-name tag.')
param environmentName string

@minLength(1)
@description('Region of the Function app, Cosmos DB, Storage, Key Vault and monitoring.')
@metadata({
  azd: {
    type: 'location'
  }
})
param location string

@description('Static Web Apps are offered in a few regions only.')
@allowed([
  'westus2'
  'centralus'
  'eastus2'
  'westeurope'
  'eastasia'
])
param staticWebAppLocation string = 'eastus2'

@description('Data location of Communication Services and the e-mail service (for example "United States", "Europe", "Brazil").')
param emailDataLocation string = 'United States'

@description('HMAC key of the portal session tokens, stored in Key Vault. azd generates and keeps one per environment.')
@secure()
@minLength(32)
@metadata({
  azd: {
    type: 'generate'
    config: {
      length: 64
      noSpecial: true
    }
  }
})
param portalTokenSecret string

// Microsoft Entra ID app registrations are made by an IT admin, not by this template (infra/README.md).

@description('Application (client) id of the API app registration; the audience of v2 access tokens.')
@minLength(1)
param apiClientId string

@description('Application (client) id of the SPA app registration.')
@minLength(1)
param spaClientId string

@description('Delegated scope the SPA requests. Empty: api://<apiClientId>/access_as_user.')
param apiScope string = ''

@description('Directory (tenant) id of the app registrations. Empty: the tenant of this subscription.')
param entraTenantId string = ''

@description('Mailbox of the support team: every new ticket is e-mailed there.')
@minLength(3)
param supportMailbox string

@description('Mailbox of IT: every alert (API errors, function failures, e-mail backlog, Cosmos DB throttling, Key Vault reference) is e-mailed there.')
@minLength(3)
param alertEmail string

// Hub cards that open other sites.

@minLength(1)
param hubLinkMateriais string

@minLength(1)
param hubLinkTreinamento string

@minLength(1)
param hubLinkEmailWeb string

@minLength(1)
param hubLinkEmailApp string = 'ms-outlook://'

@minLength(1)
param hubLinkBiVendas string

@minLength(1)
param hubLinkReclamacoes string

@minLength(1)
param hubLinkGestao string

@minLength(1)
param hubLinkRastreamento string

// Ticket deadlines in business hours (issue 36; functions/src/configPrazos.ts reads and checks them): the defaults are
// the code's, so an azd value (SLA_ATIVO, SLA_EXPEDIENTE, SLA_FERIADOS, SLA_METAS) changes only what it names.
@description('Ticket deadlines on (true) or off (false).')
@allowed(['true', 'false'])
param slaAtivo string = 'true'

@description('Business hours: ISO weekdays and a window, e.g. 1-5 08:00-18:00; 6 08:00-12:00.')
param slaExpediente string = '1-5 08:00-18:00'

@description('Days off beyond the national holidays, comma-separated yyyy-mm-dd.')
param slaFeriados string = ''

@description('Targets in business hours, e.g. Notas=4/16; Campanha=8/40 (types not named keep their defaults).')
param slaMetas string = ''

// The units' gift budget (issue 36; functions/src/config.ts reads and checks them), the code's defaults again.
@description('How long a unit\'s gift budget lasts, in São Paulo\'s calendar.')
@allowed(['mes', 'trimestre', 'semestre', 'ano'])
param verbaPeriodo string = 'trimestre'

@description('Orders a unit\'s budget holds whole are placed approved (true); off, every order awaits approval.')
@allowed(['true', 'false'])
param verbaAprovacaoAutomatica string = 'false'

@description('Key Vault purge protection; turn off only for throwaway environments.')
param keyVaultPurgeProtection bool = true

@description('How the SPA reaches the API: "linked" (the Static Web App forwards /api/* to the Function app) or "direct" (the SPA calls the Function app\'s URL, PORTAL_API_URL; CORS admits the portal\'s origins only).')
@allowed([
  'linked'
  'direct'
])
param apiAccess string = 'linked'

@description('Custom domain of the portal (a host name such as portal.example.com, no scheme), bound to the Static Web App outside this template (docs/operations.md, "Adding a custom domain"). Empty: the Static Web App\'s own address.')
param customDomain string = ''

@description('Custom sender domain of the e-mails (such as mail.example.com). Empty: only the Azure-managed domain. Set, it is created for verification and its DNS records are output (EMAIL_DNS_*); it sends nothing until emailCustomDomainVerified.')
param emailCustomDomain string = ''

@description('Set once every DNS record of emailCustomDomain shows Verified: links the domain to Communication Services and sends from DoNotReply@<emailCustomDomain> (ignored without emailCustomDomain). Linking an unverified domain fails.')
param emailCustomDomainVerified bool = false

@description('Send the Function app\'s resource logs (FunctionAppLogs) and metrics to the workspace; false leaves that one diagnostic setting out (if the plan refuses it, or to save ingestion).')
param functionAppDiagnostics bool = true

var resourceToken = toLower(uniqueString(subscription().id, resourceGroup().id, environmentName))
var tags = {
  'azd-env-name': environmentName
}

var tenantId = empty(entraTenantId) ? tenant().tenantId : entraTenantId
// https://login.microsoftonline.com/ in the public cloud (with its trailing slash).
var loginAuthority = '${environment().authentication.loginEndpoint}${tenantId}'
var effectiveApiScope = empty(apiScope) ? 'api://${apiClientId}/access_as_user' : apiScope

module web 'modules/staticwebapp.bicep' = {
  name: 'web'
  params: {
    name: 'stapp-${resourceToken}'
    location: staticWebAppLocation
    tags: union(tags, {
      'azd-service-name': 'web'
    })
  }
}

// The portal's origins: the Static Web App's own address, and the custom domain's when there is one. Browsers
// upload to Blob Storage from them (blob CORS) and, in direct mode, call the API from them (the Function app's CORS).
var webDefaultUrl = 'https://${web.outputs.defaultHostname}'
var portalOrigins = empty(customDomain) ? [webDefaultUrl] : [webDefaultUrl, 'https://${customDomain}']
var publicBaseUrl = empty(customDomain) ? webDefaultUrl : 'https://${customDomain}'

module api 'modules/functionapp.bicep' = {
  name: 'api'
  params: {
    name: 'func-${resourceToken}'
    planName: 'plan-${resourceToken}'
    hostStorageAccountName: 'stfunc${resourceToken}'
    location: location
    tags: union(tags, {
      'azd-service-name': 'api'
    })
    corsAllowedOrigins: apiAccess == 'direct' ? portalOrigins : []
  }
}

// The linked backend: /api/* of the Static Web App goes to the Function app. Not in direct mode. Leaving it out of
// the template does not remove an existing link (azd deploys in incremental mode), so switching to direct mode
// unlinks it first: docs/operations.md, "When the linked API fails".
module apiLink 'modules/linkedbackend.bicep' = if (apiAccess == 'linked') {
  name: 'api-link'
  params: {
    staticWebAppName: web.outputs.name
    backendResourceId: api.outputs.id
    backendLocation: api.outputs.location
  }
}

module monitoring 'modules/monitoring.bicep' = {
  name: 'monitoring'
  params: {
    location: location
    tags: tags
    logAnalyticsName: 'log-${resourceToken}'
    applicationInsightsName: 'appi-${resourceToken}'
    metricsPublisherPrincipalId: api.outputs.principalId
  }
}

module cosmos 'modules/cosmos.bicep' = {
  name: 'cosmos'
  params: {
    name: 'cosmos-${resourceToken}'
    location: location
    tags: tags
    databaseName: 'portal'
    dataContributorPrincipalId: api.outputs.principalId
  }
}

module storage 'modules/storage.bicep' = {
  name: 'storage'
  params: {
    name: 'st${resourceToken}'
    location: location
    tags: tags
    uploadOrigins: portalOrigins
    apiPrincipalId: api.outputs.principalId
  }
}

module communication 'modules/communication.bicep' = {
  name: 'communication'
  params: {
    communicationServiceName: 'acs-${resourceToken}'
    emailServiceName: 'ecs-${resourceToken}'
    dataLocation: emailDataLocation
    tags: tags
    senderPrincipalId: api.outputs.principalId
    customDomainName: emailCustomDomain
    sendFromCustomDomain: emailCustomDomainVerified
  }
}

module keyVault 'modules/keyvault.bicep' = {
  name: 'keyvault'
  params: {
    name: 'kv-${resourceToken}'
    location: location
    tags: tags
    portalTokenSecret: portalTokenSecret
    apiPrincipalId: api.outputs.principalId
    enablePurgeProtection: keyVaultPurgeProtection
  }
}

// Every app setting of the Function app. The PORTAL_* / COSMOS_* / ... keys are the Azure-mode schema of
// functions/src/config.ts (settings with a default there are left out unless the default is a local
// value); scripts/test/unit/infra.test.ts checks this object against that schema. Referencing the module
// outputs also orders this after every role assignment in those modules.
var apiAppSettings = {
  // Functions host: identity-based host storage; telemetry with Entra auth (local auth is off).
  AzureWebJobsStorage__accountName: api.outputs.hostStorageAccountName
  AzureWebJobsStorage__credential: 'managedidentity'
  APPLICATIONINSIGHTS_CONNECTION_STRING: monitoring.outputs.applicationInsightsConnectionString
  APPLICATIONINSIGHTS_AUTHENTICATION_STRING: 'Authorization=AAD'
  // The API.
  PORTAL_MODE: 'azure'
  // Which forwarded address is the client's (functions/src/app/clientAddress.ts): Static Web Apps' entry when linked.
  PORTAL_API_ACCESS: apiAccess
  COSMOS_ENDPOINT: cosmos.outputs.endpoint
  COSMOS_DATABASE: cosmos.outputs.databaseName
  STORAGE_BLOB_URL: storage.outputs.blobEndpoint
  EMAIL_ENDPOINT: 'https://${communication.outputs.hostName}'
  EMAIL_SENDER: communication.outputs.senderAddress
  SUPPORT_MAILBOX: supportMailbox
  PUBLIC_BASE_URL: publicBaseUrl
  PORTAL_TOKEN_SECRET: '@Microsoft.KeyVault(SecretUri=${keyVault.outputs.tokenSecretUri})'
  ENTRA_TENANT_ID: tenantId
  ENTRA_ISSUER: '${loginAuthority}/v2.0'
  ENTRA_JWKS_URL: '${loginAuthority}/discovery/v2.0/keys'
  ENTRA_AUDIENCE: apiClientId
  ENTRA_SPA_CLIENT_ID: spaClientId
  ENTRA_AUTHORITY: loginAuthority
  ENTRA_PROTOCOL_MODE: 'AAD'
  ENTRA_API_SCOPE: effectiveApiScope
  HUB_LINK_MATERIAIS: hubLinkMateriais
  HUB_LINK_TREINAMENTO: hubLinkTreinamento
  HUB_LINK_EMAIL_WEB: hubLinkEmailWeb
  HUB_LINK_EMAIL_APP: hubLinkEmailApp
  HUB_LINK_BI_VENDAS: hubLinkBiVendas
  HUB_LINK_RECLAMACOES: hubLinkReclamacoes
  HUB_LINK_GESTAO: hubLinkGestao
  HUB_LINK_RASTREAMENTO: hubLinkRastreamento
  SLA_ATIVO: slaAtivo
  SLA_EXPEDIENTE: slaExpediente
  SLA_FERIADOS: slaFeriados
  SLA_METAS: slaMetas
  VERBA_PERIODO: verbaPeriodo
  VERBA_APROVACAO_AUTOMATICA: verbaAprovacaoAutomatica
}

module apiSettings 'modules/appsettings.bicep' = {
  name: 'api-appsettings'
  params: {
    functionAppName: api.outputs.name
    appSettings: apiAppSettings
  }
}

// Logs and metrics of every resource that supports diagnostic settings, into the workspace. After the app
// settings: the Function app's setting must not race the write of its settings.
module diagnostics 'modules/diagnostics.bicep' = {
  name: 'diagnostics'
  params: {
    logAnalyticsWorkspaceId: monitoring.outputs.logAnalyticsWorkspaceId
    cosmosAccountName: cosmos.outputs.name
    dataStorageAccountName: storage.outputs.name
    hostStorageAccountName: api.outputs.hostStorageAccountName
    functionAppName: api.outputs.name
    keyVaultName: keyVault.outputs.name
    communicationServiceName: communication.outputs.name
    includeFunctionApp: functionAppDiagnostics
  }
  dependsOn: [
    apiSettings
  ]
}

module alerts 'modules/alerts.bicep' = {
  name: 'alerts'
  params: {
    nameSuffix: resourceToken
    location: location
    tags: tags
    alertEmail: alertEmail
    logAnalyticsWorkspaceId: monitoring.outputs.logAnalyticsWorkspaceId
    cosmosAccountId: cosmos.outputs.id
    keyVaultId: keyVault.outputs.id
  }
}

output AZURE_LOCATION string = location
output AZURE_TENANT_ID string = tenant().tenantId
// The portal's public address (the custom domain's when there is one).
output WEB_URL string = publicBaseUrl
// The Static Web App's own host name: the target of the custom domain's CNAME record.
output WEB_HOSTNAME string = web.outputs.defaultHostname
output WEB_NAME string = web.outputs.name
output API_NAME string = api.outputs.name
output API_ACCESS string = apiAccess
// Where the SPA calls the API: the Function app's own URL in direct mode (no trailing slash), empty (same origin,
// through the link) in linked mode. azd keeps outputs in its environment and hands them to `npm run build` of web/.
output PORTAL_API_URL string = apiAccess == 'direct' ? 'https://${api.outputs.defaultHostname}' : ''
output COSMOS_ENDPOINT string = cosmos.outputs.endpoint
output KEY_VAULT_NAME string = keyVault.outputs.name
// The address the API sends from (EMAIL_SENDER app setting).
output EMAIL_SENDER string = communication.outputs.senderAddress
// DNS records of emailCustomDomain to publish at its DNS host ('<type> <name> <value>'); empty without one.
output EMAIL_DNS_DOMAIN string = communication.outputs.dnsDomain
output EMAIL_DNS_SPF string = communication.outputs.dnsSpf
output EMAIL_DNS_DKIM string = communication.outputs.dnsDkim
output EMAIL_DNS_DKIM2 string = communication.outputs.dnsDkim2
output EMAIL_DNS_DMARC string = communication.outputs.dnsDmarc
