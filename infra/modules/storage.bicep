// The API's blob storage: private containers for product images, order logos and ticket attachments,
// plus the `uploads` staging container that browsers PUT to through short-lived user-delegation SAS
// URLs. Shared-key access is off, so account keys and account/service SAS cannot be used at all.

param name string

param location string

param tags object

@description('Origins allowed to PUT blobs directly from the browser (the Static Web App).')
param uploadOrigins array

@description('Principal (object) id of the Function app identity.')
param apiPrincipalId string

@description('Standard_LRS keeps costs low; choose Standard_ZRS where the region offers it.')
param skuName string = 'Standard_LRS'

// Must match `blobContainers` in functions/src/data/blobStore.ts (scripts/test/unit/infra.test.ts checks).
var blobContainers = [
  'produtos'
  'pedidos'
  'chamados'
  'uploads'
]

// Built-in roles. Blob Data Contributor reads and writes blobs; Blob Delegator allows
// getUserDelegationKey, which signs the create-only upload URLs (Contributor already carries that
// action today; the explicit Delegator assignment keeps the SAS path working if the API ever drops to a
// narrower data role).
var storageBlobDataContributorRoleId = 'ba92f5b4-2d11-453d-a403-e96b0029c9fe'
var storageBlobDelegatorRoleId = 'db58b8e5-c6ad-4a2a-8342-4190687cbf4a'

resource storageAccount 'Microsoft.Storage/storageAccounts@2023-05-01' = {
  name: name
  location: location
  tags: tags
  kind: 'StorageV2'
  sku: {
    name: skuName
  }
  properties: {
    accessTier: 'Hot'
    allowBlobPublicAccess: false
    allowSharedKeyAccess: false
    allowCrossTenantReplication: false
    defaultToOAuthAuthentication: true
    minimumTlsVersion: 'TLS1_2'
    supportsHttpsTrafficOnly: true
    // Browsers upload straight to this account, so it stays reachable from the internet; every
    // request still needs an Entra token or a user-delegation SAS.
    publicNetworkAccess: 'Enabled'
    networkAcls: {
      defaultAction: 'Allow'
      bypass: 'AzureServices'
    }
  }
}

resource blobService 'Microsoft.Storage/storageAccounts/blobServices@2023-05-01' = {
  parent: storageAccount
  name: 'default'
  properties: {
    // Same rule the API applies to Azurite locally (blobStore.allowBrowserUploads).
    cors: {
      corsRules: [
        {
          allowedOrigins: uploadOrigins
          allowedMethods: [
            'PUT'
            'OPTIONS'
          ]
          allowedHeaders: [
            'content-type'
            'x-ms-blob-type'
            'x-ms-version'
            'x-ms-client-request-id'
          ]
          exposedHeaders: [
            'etag'
            'x-ms-request-id'
          ]
          maxAgeInSeconds: 600
        }
      ]
    }
    deleteRetentionPolicy: {
      enabled: true
      days: 7
    }
    containerDeleteRetentionPolicy: {
      enabled: true
      days: 7
    }
  }
}

resource containers 'Microsoft.Storage/storageAccounts/blobServices/containers@2023-05-01' = [
  for containerName in blobContainers: {
    parent: blobService
    name: containerName
    properties: {
      publicAccess: 'None'
    }
  }
]

// Uploads that were never attached to an order or ticket are only staging data: drop them after a day.
// (prefixMatch starts with the container name; lifecycle runs about once a day.)
resource lifecycle 'Microsoft.Storage/storageAccounts/managementPolicies@2023-05-01' = {
  parent: storageAccount
  name: 'default'
  properties: {
    policy: {
      rules: [
        {
          name: 'expire-unclaimed-uploads'
          enabled: true
          type: 'Lifecycle'
          definition: {
            filters: {
              blobTypes: [
                'blockBlob'
              ]
              prefixMatch: [
                'uploads/'
              ]
            }
            actions: {
              baseBlob: {
                delete: {
                  daysAfterModificationGreaterThan: 1
                }
              }
            }
          }
        }
      ]
    }
  }
}

resource blobDataContributor 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  scope: storageAccount
  name: guid(storageAccount.id, apiPrincipalId, storageBlobDataContributorRoleId)
  properties: {
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', storageBlobDataContributorRoleId)
    principalId: apiPrincipalId
    principalType: 'ServicePrincipal'
  }
}

resource blobDelegator 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  scope: storageAccount
  name: guid(storageAccount.id, apiPrincipalId, storageBlobDelegatorRoleId)
  properties: {
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', storageBlobDelegatorRoleId)
    principalId: apiPrincipalId
    principalType: 'ServicePrincipal'
  }
}

output name string = storageAccount.name

// https://<account>.blob.core.windows.net/
output blobEndpoint string = storageAccount.properties.primaryEndpoints.blob
