// The shared vocabulary's public types (`RemotePolicy`, `FlagMetadata`, `FlagDiagnostic`,
// `RemotePayload`, `PayloadRejection`, targeting) are part of this library's API, so apps
// write only `import FeatureFlagKit`.
@_exported import FlagModel
