// What wakes up IT: one action group that e-mails the alert address, and the alert rules that use it.
// Every rule's description says, in plain English, what is wrong and which section of the runbook
// (docs/operations.md, "Alert: ...") to follow. scripts/test/unit/infra.test.ts checks each rule, its
// action group and the outbox query against the trace line the API writes.
//
// Log alerts query the Log Analytics workspace, where workspace-based Application Insights keeps its
// tables (AppRequests, AppTraces, AppExceptions). Metric alerts read the platform metrics of the Cosmos DB
// account and the Key Vault directly.

@description('Suffix of every rule name (the environment resource token).')
param nameSuffix string

@description('Region of the log alert rules (the workspace region).')
param location string

param tags object

@description('Mailbox that receives every alert (and its resolution).')
@minLength(3)
param alertEmail string

@description('Resource id of the Log Analytics workspace behind Application Insights.')
param logAnalyticsWorkspaceId string

@description('Resource id of the Cosmos DB account.')
param cosmosAccountId string

@description('Resource id of the Key Vault that holds portal-token-secret.')
param keyVaultId string

// The API's HTTP requests (timer invocations have no Url), share answered 5xx; nothing when fewer than 10.
var apiServerErrorRateQuery = '''
AppRequests
| where isnotempty(Url)
| summarize total = count(), failed = countif(toint(ResultCode) >= 500)
| where total >= 10
| project failedPercent = 100.0 * failed / total
'''

// Failed invocations (HTTP or timer) other than 4xx answers, plus exceptions the host or the app reported.
// isfuzzy: the AppExceptions table only appears with the first exception.
var functionFailuresQuery = '''
union isfuzzy=true
    (AppRequests | where Success == false and not(ResultCode startswith '4')),
    AppExceptions
| summarize failures = count()
'''

// The outbox-envio timer (functions/src/app/routes.ts) writes one trace line per minute, exactly a JSON
// object such as {"evento":"outbox","enviados":0,"pendentes":3,"falhas":0,"maisAntigoMinutos":17,"limitadoMinutos":42}:
// maisAntigoMinutos is null when nothing is pending; falhas is how many e-mails are parked after 10 failed
// attempts, so the alert stays on until they are dealt with; limitadoMinutos is how long Communication Services
// still asks the portal to wait after a 429 (null when it takes e-mails): past 15, its hourly limit was reached.
var emailBacklogQuery = '''
AppTraces
| where Message startswith '{"evento":"outbox"'
| extend d = parse_json(Message)
| where toint(d.maisAntigoMinutos) > 15 or toint(d.falhas) > 0 or toint(d.limitadoMinutos) > 15
'''

// The same lines, all of them: none for 15 minutes means the timer is not running (the app stopped, its host
// failing to start, the trigger disabled), so late e-mails are not retried and the backlog alert, which reads
// these lines, cannot fire either.
var emailTimerLinesQuery = '''
AppTraces
| where Message startswith '{"evento":"outbox"'
'''

// An unresolved Key Vault reference reaches the API as its literal text, which functions/src/config.ts
// refuses at start with this message; the host reports the failed start as a trace and an exception.
var keyVaultReferenceQuery = '''
let refusal = 'Key Vault reference did not resolve';
union isfuzzy=true
    (AppTraces | where Message contains refusal),
    (AppExceptions | where OuterMessage contains refusal or InnermostMessage contains refusal or tostring(Details) contains refusal)
| summarize occurrences = count()
'''

resource actionGroup 'Microsoft.Insights/actionGroups@2023-01-01' = {
  name: 'ag-it-${nameSuffix}'
  location: 'global'
  tags: tags
  properties: {
    // At most 12 characters; shown as the sender of the alert e-mails.
    groupShortName: 'Portal IT'
    enabled: true
    emailReceivers: [
      {
        name: 'it-email'
        emailAddress: alertEmail
        useCommonAlertSchema: true
      }
    ]
  }
}

resource apiServerErrorRate 'Microsoft.Insights/scheduledQueryRules@2023-12-01' = {
  name: 'alert-api-5xx-${nameSuffix}'
  location: location
  tags: tags
  kind: 'LogAlert'
  properties: {
    displayName: 'Portal: API 5xx rate'
    description: 'More than 5% of the API HTTP requests in the last 5 minutes (at least 10 requests) answered with a 5xx status: users are seeing errors. Open the operations workbook to find the failing route, then follow docs/operations.md, section "Alert: API 5xx rate".'
    severity: 1
    enabled: true
    scopes: [
      logAnalyticsWorkspaceId
    ]
    evaluationFrequency: 'PT5M'
    windowSize: 'PT5M'
    criteria: {
      allOf: [
        {
          query: apiServerErrorRateQuery
          timeAggregation: 'Maximum'
          metricMeasureColumn: 'failedPercent'
          operator: 'GreaterThan'
          threshold: 5
          failingPeriods: {
            numberOfEvaluationPeriods: 1
            minFailingPeriodsToAlert: 1
          }
        }
      ]
    }
    autoMitigate: true
    // The App* tables exist only once telemetry has arrived, which is after the first deployment.
    skipQueryValidation: true
    actions: {
      actionGroups: [
        actionGroup.id
      ]
    }
  }
}

resource functionFailures 'Microsoft.Insights/scheduledQueryRules@2023-12-01' = {
  name: 'alert-function-failures-${nameSuffix}'
  location: location
  tags: tags
  kind: 'LogAlert'
  properties: {
    displayName: 'Portal: Function failures'
    description: 'A function failed (a request other than a 4xx answer, or the e-mail timer) or threw an exception in the last 5 minutes. Look at the failures in Application Insights, then follow docs/operations.md, section "Alert: Function failures".'
    severity: 2
    enabled: true
    scopes: [
      logAnalyticsWorkspaceId
    ]
    evaluationFrequency: 'PT5M'
    windowSize: 'PT5M'
    criteria: {
      allOf: [
        {
          query: functionFailuresQuery
          timeAggregation: 'Total'
          metricMeasureColumn: 'failures'
          operator: 'GreaterThan'
          threshold: 0
          failingPeriods: {
            numberOfEvaluationPeriods: 1
            minFailingPeriodsToAlert: 1
          }
        }
      ]
    }
    autoMitigate: true
    skipQueryValidation: true
    actions: {
      actionGroups: [
        actionGroup.id
      ]
    }
  }
}

resource emailBacklog 'Microsoft.Insights/scheduledQueryRules@2023-12-01' = {
  name: 'alert-email-backlog-${nameSuffix}'
  location: location
  tags: tags
  kind: 'LogAlert'
  properties: {
    displayName: 'Portal: E-mail backlog'
    description: 'An e-mail has been waiting in the outbox for more than 15 minutes, e-mails are parked after 10 failed attempts (the alert stays on until they are dealt with), or Communication Services asked the portal to wait more than 15 minutes (its hourly sending limit): sign-in codes, order and ticket e-mails are late or will not be sent. Check Communication Services, then follow docs/operations.md, section "Alert: E-mail backlog".'
    severity: 2
    enabled: true
    scopes: [
      logAnalyticsWorkspaceId
    ]
    evaluationFrequency: 'PT5M'
    windowSize: 'PT5M'
    criteria: {
      allOf: [
        {
          query: emailBacklogQuery
          timeAggregation: 'Count'
          operator: 'GreaterThan'
          threshold: 0
          failingPeriods: {
            numberOfEvaluationPeriods: 1
            minFailingPeriodsToAlert: 1
          }
        }
      ]
    }
    autoMitigate: true
    skipQueryValidation: true
    actions: {
      actionGroups: [
        actionGroup.id
      ]
    }
  }
}

resource emailTimerSilent 'Microsoft.Insights/scheduledQueryRules@2023-12-01' = {
  name: 'alert-email-timer-silent-${nameSuffix}'
  location: location
  tags: tags
  kind: 'LogAlert'
  properties: {
    displayName: 'Portal: E-mail timer silent'
    description: 'The API wrote no e-mail timer line in the last 15 minutes: the outbox timer is not running (the Function app is stopped or cannot start), so late e-mails are not retried and the e-mail backlog alert cannot fire. Follow docs/operations.md, section "Alert: E-mail timer silent".'
    severity: 2
    enabled: true
    scopes: [
      logAnalyticsWorkspaceId
    ]
    evaluationFrequency: 'PT5M'
    windowSize: 'PT15M'
    criteria: {
      allOf: [
        {
          query: emailTimerLinesQuery
          timeAggregation: 'Count'
          operator: 'LessThan'
          threshold: 1
          failingPeriods: {
            numberOfEvaluationPeriods: 1
            minFailingPeriodsToAlert: 1
          }
        }
      ]
    }
    autoMitigate: true
    skipQueryValidation: true
    actions: {
      actionGroups: [
        actionGroup.id
      ]
    }
  }
}

resource cosmosThrottling 'Microsoft.Insights/metricAlerts@2018-03-01' = {
  name: 'alert-cosmos-throttling-${nameSuffix}'
  location: 'global'
  tags: tags
  properties: {
    description: 'Cosmos DB answered 429 (too many requests) in the last 5 minutes: the serverless account is throttling. The API retries, but pages may be slow or fail with a "try again" message. Follow docs/operations.md, section "Alert: Cosmos throttling".'
    severity: 2
    enabled: true
    scopes: [
      cosmosAccountId
    ]
    evaluationFrequency: 'PT5M'
    windowSize: 'PT5M'
    criteria: {
      'odata.type': 'Microsoft.Azure.Monitor.SingleResourceMultipleMetricCriteria'
      allOf: [
        {
          criterionType: 'StaticThresholdCriterion'
          name: 'throttled-requests'
          metricNamespace: 'Microsoft.DocumentDB/databaseAccounts'
          metricName: 'TotalRequests'
          dimensions: [
            {
              name: 'StatusCode'
              operator: 'Include'
              values: [
                '429'
              ]
            }
          ]
          operator: 'GreaterThan'
          threshold: 0
          timeAggregation: 'Count'
        }
      ]
    }
    autoMitigate: true
    actions: [
      {
        actionGroupId: actionGroup.id
      }
    ]
  }
}

resource keyVaultReference 'Microsoft.Insights/scheduledQueryRules@2023-12-01' = {
  name: 'alert-keyvault-reference-${nameSuffix}'
  location: location
  tags: tags
  kind: 'LogAlert'
  properties: {
    displayName: 'Portal: Key Vault reference'
    description: 'The API refused to start because PORTAL_TOKEN_SECRET still holds the Key Vault reference text: the Function app could not read its secret from Key Vault, so nobody can sign in. Follow docs/operations.md, section "Alert: Key Vault reference".'
    severity: 1
    enabled: true
    scopes: [
      logAnalyticsWorkspaceId
    ]
    evaluationFrequency: 'PT5M'
    windowSize: 'PT5M'
    criteria: {
      allOf: [
        {
          query: keyVaultReferenceQuery
          timeAggregation: 'Total'
          metricMeasureColumn: 'occurrences'
          operator: 'GreaterThan'
          threshold: 0
          failingPeriods: {
            numberOfEvaluationPeriods: 1
            minFailingPeriodsToAlert: 1
          }
        }
      ]
    }
    autoMitigate: true
    skipQueryValidation: true
    actions: {
      actionGroups: [
        actionGroup.id
      ]
    }
  }
}

// The same failure seen from Key Vault: a 403 means a caller (normally the Function app resolving its
// reference) lacks its role. 401s are left out: every Entra client's first, token-less call gets one.
resource keyVaultForbidden 'Microsoft.Insights/metricAlerts@2018-03-01' = {
  name: 'alert-keyvault-forbidden-${nameSuffix}'
  location: 'global'
  tags: tags
  properties: {
    description: 'Key Vault refused a request with 403 (forbidden) in the last 5 minutes, for example the Function app reading portal-token-secret without its Key Vault Secrets User role. Follow docs/operations.md, section "Alert: Key Vault reference".'
    severity: 2
    enabled: true
    scopes: [
      keyVaultId
    ]
    evaluationFrequency: 'PT5M'
    windowSize: 'PT5M'
    criteria: {
      'odata.type': 'Microsoft.Azure.Monitor.SingleResourceMultipleMetricCriteria'
      allOf: [
        {
          criterionType: 'StaticThresholdCriterion'
          name: 'forbidden-requests'
          metricNamespace: 'Microsoft.KeyVault/vaults'
          metricName: 'ServiceApiResult'
          dimensions: [
            {
              name: 'StatusCode'
              operator: 'Include'
              values: [
                '403'
              ]
            }
          ]
          operator: 'GreaterThan'
          threshold: 0
          timeAggregation: 'Count'
        }
      ]
    }
    autoMitigate: true
    actions: [
      {
        actionGroupId: actionGroup.id
      }
    ]
  }
}
