import FlagJSON
import Foundation

/// Reads the install id from storage, or makes one: a random UUID, generated once and kept, so
/// a device stays in the same rollout buckets from launch to launch.
enum InstallID {
    /// The stored id; a new one (saved) when none is stored or the stored text is not a UUID;
    /// a new one for this launch only (not saved, so nothing is overwritten) when the storage
    /// can't be read. Every problem is passed to `report` as a full sentence.
    static func load(from storage: any InstallIDStorage, report: (String) -> Void) -> String {
        let stored: String?
        do {
            stored = try storage.loadInstallID()
        } catch {
            report("The install id couldn't be read (\(error)); rollouts use a temporary id until it can be read, "
                + "so this device may get other rollout values on the next launch.")
            return UUID().uuidString
        }
        if let stored, UUID(uuidString: stored) != nil { return stored }
        if let stored {
            report("The stored install id \(QuotedText.quoted(stored)) is not a UUID; a new install id replaced it, "
                + "so this device may move to other rollout buckets.")
        }
        let fresh = UUID().uuidString
        do {
            try storage.saveInstallID(fresh)
        } catch {
            report("The new install id couldn't be saved (\(error)); it is used until the app quits.")
        }
        return fresh
    }
}
