import FlagJSON
import Foundation

/// Reads the install id from storage, or makes one: a random UUID, generated once and kept, so
/// a device stays in the same rollout buckets from launch to launch.
enum InstallID {
    /// The stored id; a new one (saved) when none is stored or the stored text is not a UUID;
    /// a new one for this launch only (not saved, so nothing is overwritten) when the storage
    /// can't be read, or can't be locked and holds no valid id. Reading and saving are one step under the storage's
    /// ``InstallIDStorage/withExclusiveAccess(_:)``, so stores starting at the same time (an app
    /// and its extension) use one id, the one stored. Every problem is passed to `report` as a
    /// full sentence, after the lock is released.
    static func load(from storage: any InstallIDStorage, report: (String) -> Void) -> String {
        var problems: [String] = []
        let id: String
        do {
            id = try storage.withExclusiveAccess { readOrCreate(in: storage) { problems.append($0) } }
        } catch {
            id = storedIDWithoutLock(in: storage, lockError: error) { problems.append($0) }
        }
        problems.forEach(report)
        return id
    }

    /// The stored id, or a new one, saved; `report` gets every problem. The caller holds the
    /// storage's exclusive access.
    private static func readOrCreate(in storage: any InstallIDStorage, report: (String) -> Void) -> String {
        let stored: String?
        do {
            stored = try storage.loadInstallID()
        } catch {
            report(temporaryIDMessage(couldNotBe: "read", error))
            return UUID().uuidString
        }
        if let stored, UUID(uuidString: stored) != nil { return stored }
        if let stored {
            report(
                "The stored install id \(QuotedText.quoted(stored)) is not a UUID; a new install id replaced it, "
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

    /// The stored id, read without the lock that couldn't be taken (reading is safe; writing
    /// isn't, so nothing is saved), or a temporary one when none valid is stored.
    private static func storedIDWithoutLock(
        in storage: any InstallIDStorage, lockError: any Error, report: (String) -> Void
    ) -> String {
        guard let stored = try? storage.loadInstallID(), UUID(uuidString: stored) != nil else {
            report(temporaryIDMessage(couldNotBe: "locked", lockError))
            return UUID().uuidString
        }
        report(
            "The install id couldn't be locked (\(lockError)); the stored install id is used, "
                + "and nothing is saved until it can be locked.")
        return stored
    }

    /// Why the id couldn't be `done` (read, locked) and what the temporary id means for rollouts.
    private static func temporaryIDMessage(couldNotBe done: String, _ error: any Error) -> String {
        "The install id couldn't be \(done) (\(error)); rollouts use a temporary id until it can be \(done), "
            + "so this device may get other rollout values on the next launch."
    }
}
