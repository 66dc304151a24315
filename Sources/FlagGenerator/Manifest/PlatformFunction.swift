/// The functions allowed in a compilation condition, with the arguments Swift knows.
package enum PlatformFunction: String, Sendable, CaseIterable {
    /// `os(iOS)`: the operating system.
    case os
    /// `arch(arm64)`: the processor architecture.
    case arch
    /// `canImport(UIKit)`: whether a module is available.
    case canImport
    /// `targetEnvironment(simulator)`: a simulator or Mac Catalyst build.
    case targetEnvironment
    /// `swift(>=5.9)`: the language mode.
    case swift
    /// `compiler(>=6.0)`: the compiler version.
    case compiler

    /// The arguments Swift accepts without a warning; `nil` where any argument of the right shape is fine.
    var knownArguments: [String]? {
        switch self {
        case .os:
            [
                "macOS", "iOS", "tvOS", "watchOS", "visionOS", "Linux", "Windows", "Android",
                "FreeBSD", "OpenBSD", "WASI", "Cygwin", "Haiku", "PS4", "none",
            ]
        case .arch:
            [
                "x86_64", "arm", "arm64", "arm64_32", "i386", "powerpc", "powerpc64", "powerpc64le",
                "s390x", "wasm32", "riscv32", "riscv64", "avr",
            ]
        case .targetEnvironment: ["simulator", "macCatalyst"]
        case .canImport, .swift, .compiler: nil
        }
    }
}
