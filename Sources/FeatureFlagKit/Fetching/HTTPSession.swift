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

/// The session's delegate: hands each callback to the delegate of the fetch that owns the task.
final class HTTPTaskRouter: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    // Unchecked Sendable: `delegates` is the only state, and it is protected.
    private let delegates = Protected<[Int: HTTPFetchDelegate]>([:])

    func register(_ delegate: HTTPFetchDelegate, for task: URLSessionTask) {
        delegates.withValue { $0[task.taskIdentifier] = delegate }
    }

    private func delegate(of task: URLSessionTask) -> HTTPFetchDelegate? {
        delegates.withValue { $0[task.taskIdentifier] }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        guard let delegate = delegate(of: dataTask) else { return completionHandler(.cancel) }
        delegate.didReceive(response, completionHandler: completionHandler)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        delegate(of: dataTask)?.didReceive(data)
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        guard let delegate = delegate(of: task) else { return completionHandler(nil) }
        delegate.willRedirect(to: request, completionHandler: completionHandler)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let delegate = delegates.withValue { $0.removeValue(forKey: task.taskIdentifier) }
        delegate?.didComplete(with: error)
    }
}
