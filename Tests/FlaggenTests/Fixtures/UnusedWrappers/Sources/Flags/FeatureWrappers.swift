import FeatureFlagKit

// Wrappers of flag checks, as apps write them. None of these lines names a flag of the manifest.

func isOn(_ feature: FeatureFlag) -> Bool { feature.isEnabled }

func track(_ event: Event, feature: FeatureFlag) {}

func log(_ event: Event) {}

func show(_ screen: Screen) {}

func show(_ feature: FeatureFlag, animated: Bool) {}

func show(banner: String, count: Int = 1, for feature: FeatureFlag? = nil, animated: Bool = true) {}

func enableAll(_ features: [FeatureFlag]) {}

func require(_ features: Set<FeatureFlag>, reason: Reason = .launch) {}

func anyOn(_ features: FeatureFlag..., fallback: Bool = false) -> Bool { fallback }

func whenOn(_ feature: FeatureFlag, perform action: () -> Void) {}

struct Gate {
    let feature: FeatureFlag

    init(_ feature: FeatureFlag) {
        self.feature = feature
    }
}

extension Gate {
    func allows(_ feature: FeatureFlag?) -> Bool { feature == self.feature }
}

enum Recorder {
    @discardableResult
    public static func record<Sink: TextOutputStream & Sendable>(
        into sink: inout Sink,
        _ feature: FeatureFlag,
        note: @escaping @Sendable () -> String = { "" },
        levels: Dictionary<String, Int> = [:]
    ) -> Bool where Sink: Sendable {
        true
    }
}

final class Launch {
    var enabled: Set<FeatureFlag> = []
    var screens: [Screen] = []
}

enum Event { case opened, wrongPosition, unrelatedFunction }
enum Screen { case overloadUnlabeled, otherCollection }
enum Reason { case launch, otherReturn }
