// The part of CloudKit's interface that FeatureFlagKitCloudKit and the examples of its
// documentation use, declared as Apple's documentation gives it (iOS 15, macOS 12, tvOS 15,
// watchOS 8) so that the source can be type-checked where CloudKit doesn't exist. Bodies are
// placeholders: nothing runs this code.
import Foundation

// Sendable (NS_SWIFT_SENDABLE in the SDK), and `init()` unavailable (NS_UNAVAILABLE).
open class CKContainer: NSObject, @unchecked Sendable {
    @available(*, unavailable) public override init() { fatalError("a stand-in") }
    public convenience init(identifier containerIdentifier: String) { fatalError("a stand-in") }
    open var publicCloudDatabase: CKDatabase { fatalError("a stand-in") }
}

// Sendable (NS_SWIFT_SENDABLE in the SDK), and `init()` unavailable (NS_UNAVAILABLE): a container hands one out.
open class CKDatabase: NSObject, @unchecked Sendable {
    @available(*, unavailable) public override init() { fatalError("a stand-in") }

    public func records(
        matching query: CKQuery, inZoneWith zoneID: CKRecordZone.ID? = nil, desiredKeys: [CKRecord.FieldKey]? = nil,
        resultsLimit: Int = CKQueryOperation.maximumResults
    ) async throws -> (
        matchResults: [(CKRecord.ID, Result<CKRecord, any Error>)], queryCursor: CKQueryOperation.Cursor?
    ) { ([], nil) }

    public func records(
        continuingMatchFrom queryCursor: CKQueryOperation.Cursor, desiredKeys: [CKRecord.FieldKey]? = nil,
        resultsLimit: Int = CKQueryOperation.maximumResults
    ) async throws -> (
        matchResults: [(CKRecord.ID, Result<CKRecord, any Error>)], queryCursor: CKQueryOperation.Cursor?
    ) { ([], nil) }
}

public enum CKRecordZone {
    open class ID: NSObject, @unchecked Sendable {}
}

public protocol CKRecordValueProtocol {}
extension String: CKRecordValueProtocol {}
extension Int64: CKRecordValueProtocol {}
extension NSString: CKRecordValueProtocol {}
extension NSNumber: CKRecordValueProtocol {}

open class CKRecord: NSObject, @unchecked Sendable {
    public typealias FieldKey = String
    public typealias RecordType = String

    open class ID: NSObject, @unchecked Sendable {
        open var recordName: String { "" }
    }

    public subscript(key: CKRecord.FieldKey) -> (any CKRecordValueProtocol)? {
        get { nil }
        set {}
    }

    public subscript<T: CKRecordValueProtocol>(key: CKRecord.FieldKey) -> T? {
        get { nil }
        set {}
    }
}

open class CKQuery: NSObject, @unchecked Sendable {
    public init(recordType: CKRecord.RecordType, predicate: NSPredicate) {}
}

open class CKOperation: NSObject, @unchecked Sendable {}

open class CKQueryOperation: CKOperation, @unchecked Sendable {
    public class var maximumResults: Int { 0 }
    open class Cursor: NSObject, @unchecked Sendable {}
}

open class CKSubscription: NSObject, @unchecked Sendable {
    open class NotificationInfo: NSObject, @unchecked Sendable {
        public override init() {}
        open var shouldSendContentAvailable = false
    }

    open var notificationInfo: NotificationInfo?
}

open class CKQuerySubscription: CKSubscription, @unchecked Sendable {
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let firesOnRecordCreation = Options(rawValue: 1 << 0)
        public static let firesOnRecordUpdate = Options(rawValue: 1 << 1)
        public static let firesOnRecordDeletion = Options(rawValue: 1 << 2)
        public static let firesOnce = Options(rawValue: 1 << 3)
    }

    public init(
        recordType: CKRecord.RecordType, predicate: NSPredicate, subscriptionID: String,
        options querySubscriptionOptions: CKQuerySubscription.Options = [
            .firesOnRecordCreation, .firesOnRecordUpdate, .firesOnRecordDeletion,
        ]
    ) {}
}

public struct CKError: Error, Sendable {
    public enum Code: Int, Sendable {
        case internalError = 1
        case networkUnavailable = 3
        case networkFailure = 4
    }

    public var code: Code { .internalError }
    public var retryAfterSeconds: Double? { nil }
}
