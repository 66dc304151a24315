/// A version of the targeting context that rules can bound.
package enum VersionAttribute: String, Sendable, Hashable, CaseIterable {
    /// ``TargetingContext/appVersion``, the payload field `appVersion`.
    case appVersion
    /// ``TargetingContext/build``, the payload field `build`.
    case build
    /// ``TargetingContext/osVersion``, the payload field `osVersion`.
    case osVersion

    /// How explanations name it: `app version`, `build`, `OS version`.
    package var label: String {
        switch self {
        case .appVersion: "app version"
        case .build: "build"
        case .osVersion: "OS version"
        }
    }

    /// The context's value for this attribute.
    package func value(in context: TargetingContext) -> Version? {
        switch self {
        case .appVersion: context.appVersion
        case .build: context.build
        case .osVersion: context.osVersion
        }
    }
}
