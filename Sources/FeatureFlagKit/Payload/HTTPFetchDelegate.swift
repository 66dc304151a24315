import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Collects one response, failing early when it grows past the size limit.
final class HTTPFetchDelegate: @unchecked Sendable {
    /// The response to a fetch, once its body has arrived.
    struct Response {
        let status: Int
        let body: Data
        let entityTag: String?
    }

    typealias Completion = CheckedContinuation<Result<Response, PayloadSourceError>, Never>

    // Unchecked Sendable: every mutable property is guarded by `lock`.
    private let lock = NSLock()
    private let url: String
    private let origin: Origin?
    private let originOnlyHeaders: Set<String>
    private let sizeLimit: Int
    private var task: URLSessionTask?
    private var continuation: Completion?
    private var body = Data()
    private var response: HTTPURLResponse?
    private var failure: PayloadSourceError?

    init(request: URLRequest, originOnlyHeaders: [String], sizeLimit: Int) {
        url = request.url?.absoluteString ?? ""
        origin = request.url.flatMap(Origin.init)
        self.originOnlyHeaders = Set(originOnlyHeaders.map { $0.lowercased() })
        self.sizeLimit = sizeLimit
    }

    func start(_ task: URLSessionTask, reportingTo continuation: Completion) {
        let failure = lock.withLock { () -> PayloadSourceError? in
            self.task = task
            self.continuation = continuation
            return self.failure
        }
        if let failure {
            finish(.failure(failure))
            Self.cancelInBackground(task)  // never resumed; cancelling lets the session invalidate
        } else {
            task.resume()
        }
    }

    /// Stops the request with `error` (unless it has already finished) and reports it at once:
    /// on Linux, a cancelled task doesn't always complete promptly, and a caller must not wait
    /// for it.
    func cancel(_ error: PayloadSourceError) {
        let (task, reported) = lock.withLock { () -> (URLSessionTask?, PayloadSourceError) in
            if failure == nil { failure = error }
            return (self.task, failure ?? error)
        }
        finish(.failure(reported))
        if let task { Self.cancelInBackground(task) }
    }

    /// Cancels `task` without waiting for it.
    ///
    /// FoundationNetworking's `cancel()` waits for a work queue that every `URLSession` in the
    /// process shares; while a server floods that queue with body bytes, the wait can last
    /// minutes. Neither a delegate callback, the deadline, nor a cancelled Swift task (whose
    /// cancellation handler runs under the task's status lock) may block on it.
    private static func cancelInBackground(_ task: URLSessionTask) {
        DispatchQueue.global().async { task.cancel() }
    }

    /// The response's head arrived: stops at a status other than 200 or 304, or a declared
    /// size over the limit.
    func didReceive(
        _ response: URLResponse, completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let http = response as? HTTPURLResponse
        lock.withLock { self.response = http }
        if let status = http?.statusCode, status != 200, status != 304 {
            // Not a payload: its body is not needed, whatever its size.
            cancel(PayloadSourceError(.httpStatus(status), "\(url) answered HTTP \(status)."))
            completionHandler(.cancel)
            return
        }
        if response.expectedContentLength > Int64(sizeLimit) {
            cancel(tooLarge("declares \(response.expectedContentLength) bytes"))
            completionHandler(.cancel)
            return
        }
        completionHandler(.allow)
    }

    /// Part of the body arrived.
    func didReceive(_ data: Data) {
        let size = lock.withLock { () -> Int? in
            // After a failure (the limit, the deadline), data may still arrive until the
            // cancellation takes effect; it is dropped, never kept.
            guard failure == nil else { return nil }
            body.append(data)
            return body.count
        }
        if let size, size > sizeLimit { cancel(tooLarge("sent more than \(sizeLimit) bytes")) }
    }

    /// The server redirects to `request`: refused unless allowed, and without the configured
    /// headers if it leaves the origin.
    func willRedirect(to request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
        let leavesHTTPS = url.lowercased().hasPrefix("https:") && request.url?.scheme?.lowercased() != "https"
        guard let target = request.url, FetchURLPolicy.isPermittedFetchURL(target), !leavesHTTPS else {
            // Refusing the redirect completes the task with the 3xx response; cancelling it as
            // well would make FoundationNetworking on Linux trap on the late completion handler.
            lock.withLock {
                if failure == nil {
                    failure = PayloadSourceError(
                        .invalidResponse,
                        "\(url) redirected to \(request.url?.absoluteString ?? "an invalid address"), "
                            + (leavesHTTPS
                                ? "leaving https for plain http" : "which is neither https nor a loopback address")
                            + "; the redirect was refused.")
                }
            }
            completionHandler(nil)
            return
        }
        completionHandler(Origin(target) == origin ? request : withoutOriginOnlyHeaders(request))
    }

    /// `request` without the configured headers, which URLSession copies onto every redirected
    /// request whatever its host (FoundationNetworking sends the request returned here as is).
    private func withoutOriginOnlyHeaders(_ request: URLRequest) -> URLRequest {
        var request = request
        let names = request.allHTTPHeaderFields.map { Array($0.keys) } ?? []
        for name in names where originOnlyHeaders.contains(name.lowercased()) {
            request.setValue(nil, forHTTPHeaderField: name)
        }
        return request
    }

    /// The task completed, with `error` if it failed.
    func didComplete(with error: (any Error)?) {
        let (failure, response, body) = lock.withLock { (self.failure, self.response, self.body) }
        if let failure { return finish(.failure(failure)) }
        if let error { return finish(.failure(classify(error, afterResponse: response != nil, received: body.count))) }
        guard let response else {
            return finish(.failure(PayloadSourceError(.invalidResponse, "\(url) sent no HTTP response.")))
        }
        finish(
            .success(
                Response(
                    status: response.statusCode, body: body, entityTag: response.value(forHTTPHeaderField: "ETag"))))
    }

    private func finish(_ result: Result<Response, PayloadSourceError>) {
        let continuation = lock.withLock { () -> Completion? in
            defer { self.continuation = nil }
            return self.continuation
        }
        continuation?.resume(returning: result)
    }

    private func tooLarge(_ detail: String) -> PayloadSourceError {
        PayloadSourceError(.tooLarge, "\(url) \(detail); the limit is \(sizeLimit) bytes.")
    }

    private func classify(_ error: any Error, afterResponse: Bool, received: Int) -> PayloadSourceError {
        let code = (error as? URLError)?.code
        let description = (error as NSError).localizedDescription
        if code == .timedOut {
            return PayloadSourceError(.timeout, "\(url) did not answer in time (\(description)).")
        }
        if afterResponse {
            return PayloadSourceError(
                .invalidResponse, "the body from \(url) was cut off after \(received) bytes (\(description)).")
        }
        let offline: Set<URLError.Code?> = [
            .notConnectedToInternet, .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .networkConnectionLost,
            .internationalRoamingOff, .dataNotAllowed,
        ]
        if offline.contains(code) {
            return PayloadSourceError(.offline, "\(url) can't be reached (\(description)).")
        }
        return PayloadSourceError(.other, "fetching \(url) failed (\(description)).")
    }
}
