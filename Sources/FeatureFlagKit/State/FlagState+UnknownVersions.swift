extension FlagState {
    /// This state, remembering the versions its rules bound that its targeting context doesn't
    /// know (an app version on Linux, a bundle version that doesn't parse), and one diagnostic
    /// for each such version not reported before in this state's history: those rules never
    /// hold on this device.
    func notingUnknownVersions() -> (state: FlagState, diagnostics: [FlagDiagnostic]) {
        var state = self
        let new = remote.unknownVersions(in: targeting).filter { state.reportedUnknownVersions.insert($0).inserted }
        let diagnostics = new.map { attribute in
            FlagDiagnostic(
                origin: .targeting,
                message:
                    "Remote rules test the \(attribute.label), which this device's targeting context doesn't know, so they never hold; "
                    + "set TargetingContext.\(attribute.rawValue) with setTargeting(_:).")
        }
        return (state, diagnostics)
    }
}
