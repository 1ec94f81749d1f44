// Communication Services + Email Communication Service with an Azure-managed domain
// (<guid>.azurecomm.net, no DNS work, DoNotReply sender created by the service). Key (connection
// string) auth is disabled: the API sends with its managed identity.
//
// The Azure-managed domain is meant for trials: low fixed sending limits and a sender nobody recognises. A
// production sender domain (customDomainName) takes two steps, because Communication Services refuses to link a
// domain that is not verified yet:
//   1. customDomainName set: the CustomerManaged domain is created and its DNS records are output (dns*); the IT
//      admin publishes them and starts the verification (docs/operations.md, "Production e-mail domain");
//   2. sendFromCustomDomain true, once every record shows Verified: the domain is linked and the API sends from
//      DoNotReply@<customDomainName> (the sender a custom domain is given). The managed domain stays linked, so
//      switching back is one parameter.

param communicationServiceName string

param emailServiceName string

@description('Where Communication Services and the e-mail service keep data at rest (must be the same for both).')
param dataLocation string

param tags object

@description('Principal (object) id of the Function app identity that sends e-mail.')
param senderPrincipalId string

@description('Custom sender domain (mail.example.com); empty: the Azure-managed domain only.')
param customDomainName string = ''

@description('Link customDomainName and send from it; only once it is verified (linking an unverified domain fails).')
param sendFromCustomDomain bool = false

var hasCustomDomain = !empty(customDomainName)
var useCustomDomain = hasCustomDomain && sendFromCustomDomain

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

// The production sender domain: created for verification in step 1, linked below in step 2.
resource customDomain 'Microsoft.Communication/emailServices/domains@2025-05-01' = if (hasCustomDomain) {
  parent: emailService
  name: hasCustomDomain ? customDomainName : 'none'
  location: 'global'
  tags: tags
  properties: {
    domainManagement: 'CustomerManaged'
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
    linkedDomains: useCustomDomain ? [managedDomain.id, customDomain.id] : [managedDomain.id]
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

// DoNotReply@<guid>.azurecomm.net (the managed domain's MAIL FROM domain), or DoNotReply@<customDomainName>.
output senderAddress string = useCustomDomain
  ? 'DoNotReply@${customDomainName}'
  : 'DoNotReply@${managedDomain.properties.mailFromSenderDomain}'

// The custom domain's DNS records (verificationRecords: Domain is the ownership TXT record, SPF a TXT record, DKIM
// and DKIM2 CNAME records, DMARC when the service proposes one), each as '<type> <name> <value>'.
var records = hasCustomDomain ? customDomain!.properties.verificationRecords : {}

func dnsRecord(record object?) string => record == null ? '' : '${record!.type} ${record!.name} ${record!.value}'

output dnsDomain string = dnsRecord(records.?Domain)
output dnsSpf string = dnsRecord(records.?SPF)
output dnsDkim string = dnsRecord(records.?DKIM)
output dnsDkim2 string = dnsRecord(records.?DKIM2)
output dnsDmarc string = dnsRecord(records.?DMARC)
