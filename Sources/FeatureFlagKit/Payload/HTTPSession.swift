import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The one `URLSession` of an ``HTTPPayloadSource``, reused by every fetch, so connections,
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

    /// Sends `request` in this session and collects the response. The delegate enforces the size
    /// limit while the body arrives, refuses redirects to addresses that aren't allowed, and keeps
    /// the headers named in `originOnlyHeaders` from following a redirect to another origin.
    ///
    /// - Throws: ``PayloadSourceError`` for a status other than 200 or 304, a body over
    ///   `sizeLimit`, no answer within `timeout` seconds, cancellation, or a failed connection.
    func fetch(_ request: URLRequest, originOnlyHeaders: [String], timeout: TimeInterval, sizeLimit: Int)
        async throws(PayloadSourceError) -> HTTPFetchDelegate.Response
    {
        let delegate = HTTPFetchDelegate(request: request, originOnlyHeaders: originOnlyHeaders, sizeLimit: sizeLimit)
        let task = session.dataTask(with: request)
        router.register(delegate, for: task)
        // URLSession's own limits only measure silence between bytes on Linux, so a body that
        // trickles in would never time out: enforce the deadline for the whole request here.
        let url = request.url?.absoluteString ?? ""
        let deadline = DispatchWorkItem {
            delegate.cancel(PayloadSourceError(.timeout, "\(url) did not answer within \(timeout) seconds."))
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + min(max(timeout, 0), 86_400), execute: deadline)
        defer { deadline.cancel() }
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { delegate.start(task, reportingTo: $0) }
        } onCancel: {
            delegate.cancel(PayloadSourceError(.other, "the fetch of \(url) was cancelled."))
        }
        return try result.get()
    }
}

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

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
