// Log Analytics workspace + workspace-based Application Insights. Local (instrumentation key) auth is
// off: the Functions host sends telemetry with its managed identity (Monitoring Metrics Publisher).
// The workspace also receives every resource's diagnostic settings (diagnostics.bicep) and is what the
// log alerts (alerts.bicep) and the operations workbook below query: Application Insights data sits
// there as AppRequests, AppTraces, AppExceptions, ...

@description('Region of the workspace and the Application Insights component.')
param location string

param tags object

param logAnalyticsName string

param applicationInsightsName string

@description('Principal (object) id of the Function app identity that publishes telemetry.')
param metricsPublisherPrincipalId string

@description('Days of log retention in the workspace.')
param retentionInDays int = 30

// Built-in role: Monitoring Metrics Publisher.
var monitoringMetricsPublisherRoleId = '3913510d-42f4-4e42-8a64-420c390055eb'

resource logAnalytics 'Microsoft.OperationalInsights/workspaces@2023-09-01' = {
  name: logAnalyticsName
  location: location
  tags: tags
  properties: {
    sku: {
      name: 'PerGB2018'
    }
    retentionInDays: retentionInDays
  }
}

resource applicationInsights 'Microsoft.Insights/components@2020-02-02' = {
  name: applicationInsightsName
  location: location
  tags: tags
  kind: 'web'
  properties: {
    Application_Type: 'web'
    WorkspaceResourceId: logAnalytics.id
    IngestionMode: 'LogAnalytics'
    DisableLocalAuth: true
  }
}

resource metricsPublisher 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  scope: applicationInsights
  name: guid(applicationInsights.id, metricsPublisherPrincipalId, monitoringMetricsPublisherRoleId)
  properties: {
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', monitoringMetricsPublisherRoleId)
    principalId: metricsPublisherPrincipalId
    principalType: 'ServicePrincipal'
  }
}

// The charts an admin checks (infra/workbooks/operations.workbook.json, readable on its own). It lives in
// the workspace's Workbooks and in the resource group; fallbackResourceIds points its queries at the
// workspace wherever it is opened from.
resource operationsWorkbook 'Microsoft.Insights/workbooks@2023-06-01' = {
  name: guid(logAnalytics.id, 'operations-workbook')
  location: location
  tags: tags
  kind: 'shared'
  properties: {
    displayName: 'Portal do Franqueado: operations'
    category: 'workbook'
    sourceId: logAnalytics.id
    serializedData: string(union(loadJsonContent('../workbooks/operations.workbook.json'), {
      fallbackResourceIds: [
        logAnalytics.id
      ]
    }))
  }
}

output applicationInsightsName string = applicationInsights.name

// Destination of the diagnostic settings and scope of the log alerts.
output logAnalyticsWorkspaceId string = logAnalytics.id

// The ingestion endpoint and the component id, not a credential: with DisableLocalAuth ingestion
// also needs an Entra token (APPLICATIONINSIGHTS_AUTHENTICATION_STRING on the Function app).
output applicationInsightsConnectionString string = applicationInsights.properties.ConnectionString
