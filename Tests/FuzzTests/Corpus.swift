import Foundation

/// Valid documents the mutations start from.
enum Corpus {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every `flags.json` in the repository (the demo's, the tests', the golden manifests and
    /// the fixtures'), found by walking the checkout so new ones join on their own.
    static let manifests: [[UInt8]] = {
        // Hidden folders (`.build`, `.git`) are skipped.
        let files =
            FileManager.default.enumerator(at: repository, includingPropertiesForKeys: nil, options: .skipsHiddenFiles)?
            .compactMap { $0 as? URL }
            .filter { $0.lastPathComponent == "flags.json" } ?? []
        return files.sorted { $0.path < $1.path }.compactMap { try? Array(Data(contentsOf: $0)) }
    }()

    /// Payloads in every form version 1 accepts, and entries in the targeted-rule syntax
    /// (see the remote payload article of the documentation).
    static let payloads: [[UInt8]] = [
        #"{"version": 1, "flags": {}}"#,
        #"{"version": 1, "flags": {"newEditor": true, "quick_start": false, "kill_switch": false}}"#,
        #"""
        {
          "$schema": "https://example.com/payload.schema.json",
          "version": 1,
          "flags": {
            "quick_start": false,
            "enhancedSiteCreation": { "value": true, "configurations": ["qa", "debug"] },
            "newEditor": { "value": true },
            "compiledOnly": false,
            "lockedDown": true,
            "unknownFlag": true
          }
        }
        """#,
        #"""
        { "version": 1, "flags": {
            "newEditor": [
              { "value": false, "osVersion": { "max": "16" } },
              { "value": true, "rollout": 25, "appVersion": { "min": "24.3" } }
            ],
            "quick_start": false
        } }
        """#,
        #"""
        { "version": 1, "flags": {
            "enhancedSiteCreation": { "value": true, "rollout": 50, "group": "editor", "units": ["unit-1", "unit-2"] },
            "kill_switch": [
              { "value": false, "platforms": ["iOS", "Linux"], "build": { "min": "1200", "max": "1300" } },
              { "value": true, "configurations": ["release"] }
            ]
        } }
        """#,
    ].map { Array($0.utf8) }

    /// Local override documents as `LocalOverrideStorage.file(_:)` writes them.
    static let overrideDocuments: [[UInt8]] = [
        "{\n  \"version\": 1,\n  \"overrides\": {\n\n  }\n}\n",
        "{\n  \"version\": 1,\n  \"overrides\": {\n    \"newEditor\": true,\n    \"quick_start\": false\n  }\n}\n",
        #"{"version": 1, "overrides": {"enhancedSiteCreation": true, "lockedDown": true, "compiledOnly": false, "kill_switch": true, "gone": true}}"#,
    ].map { Array($0.utf8) }
}
