// Key Vault in RBAC mode holding the HMAC key of the portal's own session tokens. The Function app
// reads it through a Key Vault reference in its app settings (resolved by the platform with the app's
// system-assigned identity), so the value never appears in app settings or deployment outputs.

param name string

param location string

param tags object

@secure()
@minLength(32)
param portalTokenSecret string

@description('Principal (object) id of the Function app identity, which reads the secret.')
param apiPrincipalId string

@description('Purge protection cannot be turned off again; disable it only for throwaway environments.')
param enablePurgeProtection bool = true

// Built-in role: Key Vault Secrets User (read secret values).
var keyVaultSecretsUserRoleId = '4633458b-17de-408a-b874-0445c86b69e6'

resource vault 'Microsoft.KeyVault/vaults@2023-07-01' = {
  name: name
  location: location
  tags: tags
  properties: {
    tenantId: subscription().tenantId
    sku: {
      family: 'A'
      name: 'standard'
    }
    enableRbacAuthorization: true
    enableSoftDelete: true
    softDeleteRetentionInDays: 7
    // The property only accepts true; leaving it out means "off".
    enablePurgeProtection: enablePurgeProtection ? true : null
    publicNetworkAccess: 'Enabled'
  }
}

resource tokenSecret 'Microsoft.KeyVault/vaults/secrets@2023-07-01' = {
  parent: vault
  name: 'portal-token-secret'
  properties: {
    value: portalTokenSecret
    contentType: 'text/plain'
  }
}

// Scoped to the one secret, not the whole vault.
resource secretsUser 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  scope: tokenSecret
  name: guid(tokenSecret.id, apiPrincipalId, keyVaultSecretsUserRoleId)
  properties: {
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', keyVaultSecretsUserRoleId)
    principalId: apiPrincipalId
    principalType: 'ServicePrincipal'
  }
}

output name string = vault.name

output id string = vault.id

// Versionless URI (https://<vault>.vault.azure.net/secrets/portal-token-secret), so a rotated value is
// picked up by the Key Vault reference without redeploying.
output tokenSecretUri string = tokenSecret.properties.secretUri
