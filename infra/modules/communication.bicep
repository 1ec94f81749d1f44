// Communication Services + Email Communication Service with an Azure-managed domain
// (<guid>.azurecomm.net, no DNS work, DoNotReply sender created by the service). Key (connection
// string) auth is disabled: the API sends with its managed identity.

param communicationServiceName string

param emailServiceName string

@description('Where Communication Services and the e-mail service keep data at rest (must be the same for both).')
param dataLocation string

param tags object

@description('Principal (object) id of the Function app identity that sends e-mail.')
param senderPrincipalId string

// Role that lets the identity send e-mail: "Communication and Email Service Owner", scoped to this one
// Communication Services resource. Why this one: Communication Services has no send-only data-plane role
// today. The documented options are Contributor (which allows every action on the resource, of any
// provider) or a custom role with Microsoft.Communication/CommunicationServices/Read and /Write and
// Microsoft.Communication/EmailServices/write. This built-in role is limited to Microsoft.Communication
// actions, needs no custom role definition (which would require roleDefinitions/write for whoever runs
// `azd up`) and, scoped to the resource, cannot touch anything else. Swap in a custom role when an
// organisation's policy requires the minimal action set.
var communicationEmailServiceOwnerRoleId = '09976791-48a7-449e-bb21-39d1a415f350'

resource emailService 'Microsoft.Communication/emailServices@2025-05-01' = {
  name: emailServiceName
  location: 'global'
  tags: tags
  properties: {
    dataLocation: dataLocation
  }
}

// Azure-managed domains must be named exactly 'AzureManagedDomain'.
resource managedDomain 'Microsoft.Communication/emailServices/domains@2025-05-01' = {
  parent: emailService
  name: 'AzureManagedDomain'
  location: 'global'
  tags: tags
  properties: {
    domainManagement: 'AzureManaged'
    // No tracking pixels or rewritten links in verification codes and order e-mails.
    userEngagementTracking: 'Disabled'
  }
}

resource communicationService 'Microsoft.Communication/communicationServices@2025-05-01' = {
  name: communicationServiceName
  location: 'global'
  tags: tags
  properties: {
    dataLocation: dataLocation
    disableLocalAuth: true
    linkedDomains: [
      managedDomain.id
    ]
  }
}

resource emailSender 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  scope: communicationService
  name: guid(communicationService.id, senderPrincipalId, communicationEmailServiceOwnerRoleId)
  properties: {
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', communicationEmailServiceOwnerRoleId)
    principalId: senderPrincipalId
    principalType: 'ServicePrincipal'
  }
}

output name string = communicationService.name

// <name>.<geo>.communication.azure.com
output hostName string = communicationService.properties.hostName

// <guid>.azurecomm.net: the envelope (MAIL FROM) domain of the managed domain.
output senderDomain string = managedDomain.properties.mailFromSenderDomain
