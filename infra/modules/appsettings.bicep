// Writes the Function app's app settings in one go (this replaces the whole set). Kept apart from the
// site so that it runs after every role assignment of the app's identity: the platform resolves the
// Key Vault reference when the settings change, and it must already be allowed to read the secret.

param functionAppName string

@description('Every app setting of the Function app: name -> value.')
param appSettings object

resource functionApp 'Microsoft.Web/sites@2024-04-01' existing = {
  name: functionAppName
}

resource settings 'Microsoft.Web/sites/config@2024-04-01' = {
  parent: functionApp
  name: 'appsettings'
  properties: appSettings
}
