import Foundation

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
