// Cosmos DB for NoSQL, serverless. Local (key) auth is disabled, so the API reaches it only with its
// managed identity and a data-plane role; that role cannot create databases or containers, which is
// why they are declared here (the app creates them itself only against the local stand-in).

param name string

param location string

param tags object

param databaseName string = 'portal'

@description('Principal (object) id of the Function app identity.')
param dataContributorPrincipalId string

// Must match `containerDefinitions` in functions/src/data/cosmos.ts (scripts/test/unit/infra.test.ts checks).
var containers = [
  {
    name: 'usuarios'
    partitionKey: '/id'
  }
  {
    name: 'produtos'
    partitionKey: '/id'
  }
  {
    name: 'carrinhos'
    partitionKey: '/userId'
  }
  {
    name: 'pedidos'
    partitionKey: '/userId'
  }
  {
    name: 'chamados'
    partitionKey: '/userId'
  }
  {
    name: 'logs'
    partitionKey: '/id'
  }
  {
    name: 'outbox'
    partitionKey: '/userId'
  }
  {
    name: 'codigos'
    partitionKey: '/userId'
  }
]

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
  for container in containers: {
    parent: database
    name: container.name
    properties: {
      resource: {
        id: container.name
        partitionKey: {
          paths: [
            container.partitionKey
          ]
          kind: 'Hash'
          version: 2
        }
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

// https://<account>.documents.azure.com:443/
output endpoint string = account.properties.documentEndpoint

output databaseName string = database.name
