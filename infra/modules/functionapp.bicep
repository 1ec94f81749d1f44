// The API: a Function app on the Flex Consumption plan (Linux, Node 22) with a system-assigned managed
// identity. Its host storage (AzureWebJobsStorage: timer locks, host keys) and the deployment package
// container live in their own storage account, so the host's Blob Data Owner role never covers the
// application's blobs. App settings are written later by appsettings.bicep, once every role the
// identity needs (including Key Vault Secrets User, for the Key Vault reference) exists.

param name string

param planName string

@description('Storage account for AzureWebJobsStorage and the deployment package (3-24 lowercase letters/digits).')
param hostStorageAccountName string

param location string

param tags object

@description('Upper bound of instances; Flex Consumption accepts 40 to 1000.')
@minValue(40)
@maxValue(1000)
param maximumInstanceCount int = 100

@allowed([
  512
  2048
  4096
])
param instanceMemoryMB int = 2048

@description('Origins allowed to call the API from a browser (direct mode: the portal\'s own origins; linked mode: none, the Static Web App calls it). Never "*".')
param corsAllowedOrigins array = []

var deploymentContainerName = 'app-package'

// Built-in role: Storage Blob Data Owner, what the Functions host needs on AzureWebJobsStorage with an
// identity-based connection (blob leases for timer singletons, host key blobs) and on the deployment
// container.
var storageBlobDataOwnerRoleId = 'b7e6dc6d-f1e8-4753-8033-0f276bb0955b'

resource hostStorage 'Microsoft.Storage/storageAccounts@2023-05-01' = {
  name: hostStorageAccountName
  location: location
  tags: tags
  kind: 'StorageV2'
  sku: {
    name: 'Standard_LRS'
  }
  properties: {
    accessTier: 'Hot'
    allowBlobPublicAccess: false
    allowSharedKeyAccess: false
    allowCrossTenantReplication: false
    defaultToOAuthAuthentication: true
    minimumTlsVersion: 'TLS1_2'
    supportsHttpsTrafficOnly: true
    publicNetworkAccess: 'Enabled'
    networkAcls: {
      defaultAction: 'Allow'
      bypass: 'AzureServices'
    }
  }
}

resource hostBlobService 'Microsoft.Storage/storageAccounts/blobServices@2023-05-01' = {
  parent: hostStorage
  name: 'default'
}

resource deploymentContainer 'Microsoft.Storage/storageAccounts/blobServices/containers@2023-05-01' = {
  parent: hostBlobService
  name: deploymentContainerName
  properties: {
    publicAccess: 'None'
  }
}

resource plan 'Microsoft.Web/serverfarms@2024-04-01' = {
  name: planName
  location: location
  tags: tags
  kind: 'functionapp'
  sku: {
    name: 'FC1'
    tier: 'FlexConsumption'
  }
  properties: {
    reserved: true
  }
}

resource functionApp 'Microsoft.Web/sites@2024-04-01' = {
  name: name
  location: location
  tags: tags
  kind: 'functionapp,linux'
  identity: {
    type: 'SystemAssigned'
  }
  properties: {
    serverFarmId: plan.id
    httpsOnly: true
    siteConfig: {
      minTlsVersion: '1.2'
      // The platform's CORS: on Flex Consumption the Functions host applies it, answering preflights for the listed
      // origins with any method and any requested header (X-Portal-Authorization included) and no
      // Access-Control-Max-Age, before any function (infra/README.md, "API access"). An empty list admits no
      // cross-origin caller. No credentials: the SPA sends its token in a header, not a cookie.
      cors: {
        allowedOrigins: corsAllowedOrigins
        supportCredentials: false
      }
    }
    functionAppConfig: {
      deployment: {
        storage: {
          type: 'blobContainer'
          value: '${hostStorage.properties.primaryEndpoints.blob}${deploymentContainerName}'
          authentication: {
            type: 'SystemAssignedIdentity'
          }
        }
      }
      scaleAndConcurrency: {
        maximumInstanceCount: maximumInstanceCount
        instanceMemoryMB: instanceMemoryMB
      }
      runtime: {
        name: 'node'
        version: '22'
      }
    }
  }
  dependsOn: [
    deploymentContainer
  ]
}

resource hostStorageOwner 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  scope: hostStorage
  name: guid(hostStorage.id, functionApp.id, storageBlobDataOwnerRoleId)
  properties: {
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', storageBlobDataOwnerRoleId)
    principalId: functionApp.identity.principalId
    principalType: 'ServicePrincipal'
  }
}

output name string = functionApp.name

output id string = functionApp.id

output location string = functionApp.location

output principalId string = functionApp.identity.principalId

// func-<token>.azurewebsites.net (or a regional variant): the API's own address, used in direct mode.
output defaultHostname string = functionApp.properties.defaultHostName

output hostStorageAccountName string = hostStorage.name
