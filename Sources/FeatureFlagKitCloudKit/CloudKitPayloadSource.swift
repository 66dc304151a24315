#if canImport(CloudKit)
import FeatureFlagKit
import CloudKit
import Foundation

/// Fetches `FeatureStatus` records (CloudKitFeatureToggles' schema: `featureName` String,
/// `isActive` Int64) from a CloudKit database and turns them into a payload.
///
/// The app creates the container and hands over its database:
///
/// ```swift
/// let source = CloudKitPayloadSource(
///     database: CKContainer(identifier: "iCloud.com.example.app").publicCloudDatabase)
/// ```
///
/// Creating a container raises an Objective-C exception, which Swift can't catch, when the
/// process lacks the iCloud entitlement for it, so the source never creates one: the app does,
/// where it knows the entitlement exists, and tests, SwiftUI previews and extensions without it
/// use `InMemoryPayloadSource` from FeatureFlagKitTestSupport instead. The entitlement is the
/// iCloud capability with the CloudKit service and the container:
/// `com.apple.developer.icloud-services` containing `CloudKit`, and
/// `com.apple.developer.icloud-container-identifiers` containing the container's identifier.
///
/// The record type has the fields `featureName` (String) and `isActive` (Int64). The source asks
/// for every record of the type, which CloudKit answers only when the record type's `recordName`
/// field has a Queryable index: add it in the CloudKit Console and deploy the schema to
/// production, or every fetch fails with "not marked queryable".
///
/// In the public database any iCloud user may create records unless the record type's security
/// roles say otherwise: let only your team's role create and write `FeatureStatus` records.
/// A feature named by more than one record is left out and reported, never decided by name.
///
/// To refresh when the records change, save ``makeSubscription(id:)`` once, enable remote
/// notifications, and call `refresher.refresh(force: true)` from
/// `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)` (or the SwiftUI
/// equivalent) when a silent push arrives.
public struct CloudKitPayloadSource: PayloadSource {
    // CloudKit declares `CKDatabase` Sendable (NS_SWIFT_SENDABLE), as the source's conformance needs.
    /// The database holding the records, from a container the app created.
    public let database: CKDatabase
    /// The record type holding the flags.
    public let recordType: String
    /// Called with a sentence for each record left out of the payload (a missing field) and
    /// each feature left out because more than one record names it.
    public let onSkippedRecord: (@Sendable (String) -> Void)?

    /// Creates a source for `recordType` records in `database`.
    ///
    /// - Parameters:
    ///   - database: The database holding the records, such as
    ///     `CKContainer(identifier: "iCloud.com.example.app").publicCloudDatabase`, from a
    ///     container the app created where it has the iCloud entitlement for it.
    ///   - recordType: The record type holding the flags.
    ///   - onSkippedRecord: Called with a sentence for each record left out of the payload and
    ///     each feature left out because more than one record names it.
    public init(
        database: CKDatabase, recordType: String = "FeatureStatus", onSkippedRecord: (@Sendable (String) -> Void)? = nil
    ) {
        self.database = database
        self.recordType = recordType
        self.onSkippedRecord = onSkippedRecord
    }

    /// Fetches every record and turns them into a payload.
    ///
    /// - Parameter entityTag: The tag of the payload the caller already has, if any.
    /// - Returns: The payload with its entity tag, or ``FetchResult/unchanged`` if the resulting
    ///   payload has `entityTag`.
    /// - Throws: ``PayloadSourceError`` of kind `offline` when CloudKit can't be reached, `other`
    ///   for any other failure (a single record that failed to arrive fails the fetch).
    public func fetch(ifNoneMatch entityTag: String?) async throws(PayloadSourceError) -> FetchResult {
        let records: [FeatureStatusRecord]
        do {
            records = try await fetchRecords()
        } catch {
            throw Self.classify(error, recordType: recordType)
        }
        let payload = FeatureStatusPayload(records: records)
        for sentence in payload.skipped { onSkippedRecord?(sentence) }
        let tag = Checksum.entityTag(of: payload.data)
        return tag == entityTag ? .unchanged : .payload(payload.data, entityTag: tag)
    }

    /// A subscription that sends a silent push whenever a record of ``recordType`` changes.
    ///
    /// - Parameter id: The subscription's identifier in the database.
    /// - Returns: The subscription, to save to ``database`` once.
    public func makeSubscription(id: String = "FeatureStatusChanges") -> CKQuerySubscription {
        let subscription = CKQuerySubscription(
            recordType: recordType, predicate: NSPredicate(value: true), subscriptionID: id,
            options: [.firesOnRecordCreation, .firesOnRecordUpdate, .firesOnRecordDeletion])
        let notification = CKSubscription.NotificationInfo()
        notification.shouldSendContentAvailable = true
        subscription.notificationInfo = notification
        return subscription
    }

    private func fetchRecords() async throws -> [FeatureStatusRecord] {
        let keys = ["featureName", "isActive"]
        let query = CKQuery(recordType: recordType, predicate: NSPredicate(value: true))
        var page = try await database.records(matching: query, desiredKeys: keys)
        var records = try page.matchResults.map(Self.record)
        while let cursor = page.queryCursor {
            page = try await database.records(continuingMatchFrom: cursor, desiredKeys: keys)
            records += try page.matchResults.map(Self.record)
        }
        return records
    }

    /// The record, or the error that kept it from being fetched: a payload missing a record
    /// would silently drop that flag's remote value, so one failed record fails the fetch.
    private static func record(_ match: (CKRecord.ID, Result<CKRecord, any Error>)) throws -> FeatureStatusRecord {
        let record = try match.1.get()
        return FeatureStatusRecord(
            recordName: match.0.recordName, featureName: record["featureName"] as? String,
            isActive: (record["isActive"] as? NSNumber)?.int64Value)
    }

    private static func classify(_ error: any Error, recordType: String) -> PayloadSourceError {
        let description = error.localizedDescription
        let retry = ((error as? CKError)?.retryAfterSeconds).map { " CloudKit asks to retry after \($0) s." } ?? ""
        switch (error as? CKError)?.code {
        case .networkUnavailable?, .networkFailure?:
            return PayloadSourceError(.offline, "CloudKit can't be reached (\(description)).")
        default:
            return PayloadSourceError(.other, "fetching \(recordType) records failed (\(description)).\(retry)")
        }
    }
}
#endif
