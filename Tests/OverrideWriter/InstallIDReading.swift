import FeatureFlagKit
import Foundation

/// Prints the install id a store reads from (or creates in) `file` on stdout; returns 0.
func readInstallID(file: URL) -> Int32 {
    let child = ChildStore(localOverrideStorage: LocalOverrideStorage(MemoryOverrideStorage()))
    child.waitForGo()
    let id = child.store.installID(storedAt: file)
    FileHandle.standardOutput.write(Data("\(id)\n".utf8))
    return 0
}
