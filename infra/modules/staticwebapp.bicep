// The SPA: a Static Web App on the Standard plan (required for a linked backend) whose /api/* is
// forwarded to the Function app. Production only: preview environments would call the production API
// from an origin that neither PUBLIC_BASE_URL nor the blob CORS rule allows.

param name string

@description('Static Web Apps run in a few regions only; content is served from the global edge anyway.')
param location string

param tags object

@description('Resource id of the Function app that serves /api/*.')
param backendResourceId string

@description('Region of the Function app.')
param backendLocation string

resource staticWebApp 'Microsoft.Web/staticSites@2024-04-01' = {
  name: name
  location: location
  tags: tags
  sku: {
    name: 'Standard'
    tier: 'Standard'
  }
  properties: {
    // Deployed by azd (deployment token), not by a GitHub/DevOps workflow the service would generate.
    provider: 'Custom'
    allowConfigFileUpdates: true
    stagingEnvironmentPolicy: 'Disabled'
  }
}

resource linkedBackend 'Microsoft.Web/staticSites/linkedBackends@2024-04-01' = {
  parent: staticWebApp
  name: 'api'
  properties: {
    backendResourceId: backendResourceId
    region: backendLocation
  }
}

output name string = staticWebApp.name

// <adjective-noun-hash>.<n>.azurestaticapps.net
output defaultHostname string = staticWebApp.properties.defaultHostname
