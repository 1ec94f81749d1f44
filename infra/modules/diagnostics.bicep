// Diagnostic settings: every resource of this template that supports them sends its resource logs
// (category group allLogs) and its platform metrics (AllMetrics) to the Log Analytics workspace, next to
// the Application Insights tables, so one workspace answers every question (and keeps it for its
// retention). Deployed after the other modules, referring to their resources by name.
//
// Not covered, on purpose:
// - the Static Web App: Azure refuses diagnostic settings on Microsoft.Web/staticSites
//   (ResourceTypeNotSupported); its traffic to /api/* shows up in the Function app's telemetry;
// - the Email Communication Service and its domain: no log categories; e-mail send and delivery logs
//   belong to the Communication Services resource, covered here;
// - the Flex Consumption plan: no resource logs; its metrics are reported per app;
// - Application Insights and the workspace: their data is already in the workspace.
//
// API version: Microsoft.Insights/diagnosticSettings has no GA version that knows category groups
// (allLogs) or metrics settings; 2021-05-01-preview is the newest one and what Azure's own docs and the
// Azure Verified Modules deploy. scripts/test/unit/infra.test.ts allows a preview version for this one
// resource type only.

param logAnalyticsWorkspaceId string

param cosmosAccountName string

@description('The API data storage account (product images, order logos, ticket attachments, uploads).')
param dataStorageAccountName string

@description('The Functions host storage account (AzureWebJobsStorage, deployment package).')
param hostStorageAccountName string

param functionAppName string

param keyVaultName string

param communicationServiceName string

@description('false leaves out the Function app\'s setting (FunctionAppLogs), for a plan that refuses it or to save ingestion; its telemetry still reaches Application Insights.')
param includeFunctionApp bool = true

var allLogs = [
  {
    categoryGroup: 'allLogs'
    enabled: true
  }
]

var allMetrics = [
  {
    category: 'AllMetrics'
    enabled: true
  }
]

resource cosmosAccount 'Microsoft.DocumentDB/databaseAccounts@2024-11-15' existing = {
  name: cosmosAccountName
}

resource dataStorage 'Microsoft.Storage/storageAccounts@2023-05-01' existing = {
  name: dataStorageAccountName
}

resource dataBlobService 'Microsoft.Storage/storageAccounts/blobServices@2023-05-01' existing = {
  parent: dataStorage
  name: 'default'
}

resource hostStorage 'Microsoft.Storage/storageAccounts@2023-05-01' existing = {
  name: hostStorageAccountName
}

resource hostBlobService 'Microsoft.Storage/storageAccounts/blobServices@2023-05-01' existing = {
  parent: hostStorage
  name: 'default'
}

resource functionApp 'Microsoft.Web/sites@2024-04-01' existing = {
  name: functionAppName
}

resource vault 'Microsoft.KeyVault/vaults@2023-07-01' existing = {
  name: keyVaultName
}

resource communicationService 'Microsoft.Communication/communicationServices@2025-05-01' existing = {
  name: communicationServiceName
}

resource cosmosDiagnostics 'Microsoft.Insights/diagnosticSettings@2021-05-01-preview' = {
  name: 'to-log-analytics'
  scope: cosmosAccount
  properties: {
    workspaceId: logAnalyticsWorkspaceId
    // Resource-specific tables (CDBDataPlaneRequests, CDBQueryRuntimeStatistics, ...) rather than AzureDiagnostics.
    logAnalyticsDestinationType: 'Dedicated'
    logs: allLogs
    metrics: allMetrics
  }
}

// A storage account itself has metrics only (capacity, transactions); its logs are per service.
resource dataStorageDiagnostics 'Microsoft.Insights/diagnosticSettings@2021-05-01-preview' = {
  name: 'to-log-analytics'
  scope: dataStorage
  properties: {
    workspaceId: logAnalyticsWorkspaceId
    metrics: allMetrics
  }
}

resource dataBlobDiagnostics 'Microsoft.Insights/diagnosticSettings@2021-05-01-preview' = {
  name: 'to-log-analytics'
  scope: dataBlobService
  properties: {
    workspaceId: logAnalyticsWorkspaceId
    logs: allLogs
    metrics: allMetrics
  }
}

resource hostStorageDiagnostics 'Microsoft.Insights/diagnosticSettings@2021-05-01-preview' = {
  name: 'to-log-analytics'
  scope: hostStorage
  properties: {
    workspaceId: logAnalyticsWorkspaceId
    metrics: allMetrics
  }
}

resource hostBlobDiagnostics 'Microsoft.Insights/diagnosticSettings@2021-05-01-preview' = {
  name: 'to-log-analytics'
  scope: hostBlobService
  properties: {
    workspaceId: logAnalyticsWorkspaceId
    logs: allLogs
    metrics: allMetrics
  }
}

// FunctionAppLogs: the host's own log, also when the app fails before Application Insights starts.
resource functionAppDiagnostics 'Microsoft.Insights/diagnosticSettings@2021-05-01-preview' = if (includeFunctionApp) {
  name: 'to-log-analytics'
  scope: functionApp
  properties: {
    workspaceId: logAnalyticsWorkspaceId
    logs: allLogs
    metrics: allMetrics
  }
}

// AuditEvent: every secret read, including the Function app resolving its Key Vault reference.
resource vaultDiagnostics 'Microsoft.Insights/diagnosticSettings@2021-05-01-preview' = {
  name: 'to-log-analytics'
  scope: vault
  properties: {
    workspaceId: logAnalyticsWorkspaceId
    logs: allLogs
    metrics: allMetrics
  }
}

// EmailSendMailOperational, EmailStatusUpdateOperational, ...: what happened to each e-mail.
resource communicationDiagnostics 'Microsoft.Insights/diagnosticSettings@2021-05-01-preview' = {
  name: 'to-log-analytics'
  scope: communicationService
  properties: {
    workspaceId: logAnalyticsWorkspaceId
    logs: allLogs
    metrics: allMetrics
  }
}
