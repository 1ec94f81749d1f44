// The SPA: a Static Web App on the Standard plan (required for a linked backend). Its /api/* is forwarded to the
// Function app by linkedbackend.bicep in linked mode; in direct mode the SPA calls the Function app itself.
// Production only: preview environments would call the production API from an origin that neither
// PUBLIC_BASE_URL nor the CORS rules allow.
//
// A custom domain is bound outside this template (docs/operations.md, "Adding a custom domain"): a
// Microsoft.Web/staticSites/customDomains resource is validated when it is created, so on a first `azd up`, before
// the CNAME record exists, it would fail the whole deployment (cname-delegation) or wait in "Validating" for a TXT
// token that only exists once the resource does (dns-txt-token).

param name string

@description('Static Web Apps run in a few regions only; content is served from the global edge anyway.')
param location string

param tags object

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

output name string = staticWebApp.name

// <adjective-noun-hash>.<n>.azurestaticapps.net
output defaultHostname string = staticWebApp.properties.defaultHostname
