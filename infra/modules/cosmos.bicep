// Cosmos DB for NoSQL, serverless. Local (key) auth is disabled, so the API reaches it only with its
// managed identity and a data-plane role; that role cannot create databases or containers, which is
// why they are declared here (the app creates them itself only against the local stand-in).

param name string

param location string

param tags object

param databaseName string = 'portal'

@description('Principal (object) id of the Function app identity.')
param dataContributorPrincipalId string

// Every container with its partition key and indexing policy: the file the API's data layer imports
// (functions/src/data/cosmos.ts), so the code and Azure cannot drift apart (scripts/test/unit/infra.test.ts).
var containers = loadJsonContent('../../functions/src/data/cosmosContainers.json')

// Built-in data-plane role: Cosmos DB Built-in Data Contributor.
var dataContributorRoleId = '00000000-0000-0000-0000-000000000002'

resource account 'Microsoft.DocumentDB/databaseAccounts@2024-11-15' = {
  name: name
  location: location
  tags: tags
  kind: 'GlobalDocumentDB'
  properties: {
    databaseAccountOfferType: 'Standard'
    locations: [
      {
        locationName: location
        failoverPriority: 0
        isZoneRedundant: false
      }
    ]
    consistencyPolicy: {
      defaultConsistencyLevel: 'Session'
    }
    capabilities: [
      {
        name: 'EnableServerless'
      }
    ]
    disableLocalAuth: true
    disableKeyBasedMetadataWriteAccess: true
    minimalTlsVersion: 'Tls12'
    publicNetworkAccess: 'Enabled'
    // Point-in-time restore to any second of the last 7 days (free tier of continuous backup): a deleted
    // container or a bad bulk write is restored into a new account (docs/operations.md). Switching an
    // account from Periodic to Continuous is a one-way migration; Continuous cannot go back to Periodic.
    backupPolicy: {
      type: 'Continuous'
      continuousModeProperties: {
        tier: 'Continuous7Days'
      }
    }
  }
}

resource database 'Microsoft.DocumentDB/databaseAccounts/sqlDatabases@2024-11-15' = {
  parent: account
  name: databaseName
  properties: {
    resource: {
      id: databaseName
    }
  }
}

resource sqlContainers 'Microsoft.DocumentDB/databaseAccounts/sqlDatabases/containers@2024-11-15' = [
  for container in items(containers): {
    parent: database
    name: container.key
    properties: {
      resource: {
        id: container.key
        partitionKey: {
          paths: [
            container.value.partitionKey
          ]
          kind: 'Hash'
          version: 2
        }
        indexingPolicy: container.value.indexingPolicy
        // Items expire this many seconds after their last write (the activity log's retention); none when absent.
        defaultTtl: container.value.?defaultTtl
      }
    }
  }
]

resource dataContributor 'Microsoft.DocumentDB/databaseAccounts/sqlRoleAssignments@2024-11-15' = {
  parent: account
  name: guid(account.id, dataContributorPrincipalId, dataContributorRoleId)
  properties: {
    roleDefinitionId: '${account.id}/sqlRoleDefinitions/${dataContributorRoleId}'
    principalId: dataContributorPrincipalId
    scope: account.id
  }
}

output name string = account.name

output id string = account.id

// https://<account>.documents.azure.com:443/
output endpoint string = account.properties.documentEndpoint

output databaseName string = database.name
