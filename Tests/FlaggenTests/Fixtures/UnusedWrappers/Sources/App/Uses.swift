import FeatureFlagKit

// Calls through the wrappers in ../Flags. No statement here names FeatureFlag or a word with
// "flag" in it, so only the wrappers' declarations can tell which arguments are flags.
struct Uses {
    var journal = ""

    mutating func run(gate: Gate, launch: Launch, other: Bool) {
        _ = isOn(.wrappedFunction)
        track(.opened, feature: .labeledSecond)
        _ = gate.allows(.methodInExtension)
        _ = Gate(.initializer)
        let built: Gate = .init(.initCalledByName)
        show(banner: "new", for: .optionalDefaulted)
        enableAll([.arrayParameter])
        require([.setParameter], reason: .launch)
        _ = anyOn(.variadicFirst, .variadicSecond)
        Recorder.record(
            into: &journal,
            .genericMultiLine,
            note: "multi-line")
        whenOn(.trailingClosure) {
            print(built)
        }
        _ = isOn(other ? .ternaryArgument : .wrappedFunction)
        show(.overloadLabeled, animated: true)
        launch.enabled.insert(.collectionMethod)
        launch.enabled = [.collectionAssignment]

        track(.wrongPosition, feature: .labeledSecond)
        log(.unrelatedFunction)
        show(.overloadUnlabeled)
        undeclared(.undeclaredFunction)
        _ = launch.screens.contains(.otherCollection)
    }

    var launchSet: [FeatureFlag] {
        [.computedProperty]
    }

    func launchRequirements() -> Set<FeatureFlag> {
        return [.functionReturn]
    }

    func reason() -> Reason {
        return .otherReturn
    }
}
