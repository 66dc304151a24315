import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The one `URLSession` of an ``HTTPOverrideSource``, reused by every fetch, so connections,
/// TLS sessions and the app's configuration (proxies, protocol classes, TLS settings) carry
/// over from one fetch to the next. Each fetch's callbacks go to that fetch's delegate.
///
/// Unchecked Sendable: `URLSession` is thread-safe, and the router guards its own state.
final class HTTPSession: @unchecked Sendable {
    private let session: URLSession
    private let router = HTTPTaskRouter()

    /// A session with `configuration` (copied; the caller's object is left as it is), its
    /// time limits set to `timeout` and its cache off: the source does conditional requests
    /// itself, and a cached answer would hide the `304`.
    init(configuration: URLSessionConfiguration, timeout: TimeInterval) {
        let configuration = (configuration.copy() as? URLSessionConfiguration) ?? configuration
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        session = URLSession(configuration: configuration, delegate: router, delegateQueue: nil)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// A task for `request` whose callbacks go to `delegate`; not yet resumed.
    func dataTask(with request: URLRequest, delegate: HTTPFetchDelegate) -> URLSessionDataTask {
        let task = session.dataTask(with: request)
        router.register(delegate, for: task)
        return task
    }
}
