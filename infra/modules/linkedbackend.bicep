// Linked backend ("bring your own functions"): the Static Web App forwards /api/* to the Function app, so the SPA
// calls its own origin and needs no CORS. Deployed in linked mode only (main.bicep, apiAccess).
//
// Static Web Apps documents linked Function apps on the Consumption, Premium and Dedicated plans; Flex Consumption
// is not listed. Linking also configures App Service authentication on the Function app (the Static Web App
// becomes its identity provider, so only the Static Web App can call it), and unlinking does not remove that by
// itself. If the link fails, switch to direct mode as docs/operations.md, "When the linked API fails", says.

param staticWebAppName string

@description('Resource id of the Function app that serves /api/*.')
param backendResourceId string

@description('Region of the Function app.')
param backendLocation string

resource staticWebApp 'Microsoft.Web/staticSites@2024-04-01' existing = {
  name: staticWebAppName
}

resource linkedBackend 'Microsoft.Web/staticSites/linkedBackends@2024-04-01' = {
  parent: staticWebApp
  name: 'api'
  properties: {
    backendResourceId: backendResourceId
    region: backendLocation
  }
}
