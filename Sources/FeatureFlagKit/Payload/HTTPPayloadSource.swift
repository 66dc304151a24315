import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Fetches a payload from an HTTP server or CDN with `URLSession`.
///
/// - Conditional requests: sends `If-None-Match` with the entity tag the caller has, and
///   treats `304 Not Modified` as ``FetchResult/unchanged``.
/// - HTTPS only, except for loopback hosts: `localhost`, 127.0.0.0/8 in dotted decimal, `[::1]`,
///   written without user info or percent signs (anything a parser could read another way is
///   refused). A redirect to an address that isn't allowed, or from HTTPS to plain HTTP, is refused.
/// - The configured headers go only to the URL's origin: a redirect that changes the scheme,
///   host or port is followed without them (a same-origin redirect keeps them).
/// - The size limit is enforced while the body arrives: a larger body is cancelled, not
///   downloaded.
/// - One time limit for the whole request (default 10 s).
/// - One `URLSession` for every fetch of the source, made from the `URLSessionConfiguration`
///   you pass (proxies, protocol classes, TLS settings); its time limits and cache are the
///   source's.
///
/// ```swift
/// let source = try HTTPPayloadSource(url: URL(string: "https://cdn.example.com/flags.json")!,
///                                     headers: ["Authorization": "Bearer \(token)"])
/// ```
public struct HTTPPayloadSource: PayloadSource {
    package let url: URL
    /// Extra request headers, such as an authorization token; sent only to the origin (scheme,
    /// host and port) of ``url``, never along a redirect to another one.
    package let headers: [String: String]
    /// The time limit for a whole request, in seconds.
    package let timeout: TimeInterval
    /// The largest body accepted, in bytes.
    package let sizeLimit: Int
    private let session: HTTPSession

    /// Creates a source.
    ///
    /// - Parameters:
    ///   - url: the payload's address: HTTPS, or plain HTTP to a loopback host.
    ///   - headers: extra request headers. A redirect to another scheme, host or port is
    ///     followed without them, so a token meant for the CDN never reaches the host a
    ///     redirect names; a redirect within the same origin keeps them.
    ///   - timeout: the time limit for the whole request, in seconds.
    ///   - sizeLimit: the largest body accepted, in bytes.
    ///   - sessionConfiguration: the configuration of the source's one `URLSession` (copied);
    ///     the source sets its time limits to `timeout` and turns its cache off, since it
    ///     makes conditional requests itself. Put secrets in `headers`, not in the
    ///     configuration's `httpAdditionalHeaders`, which follow every redirect.
    /// - Throws: ``PayloadSourceError`` (``PayloadSourceError/Kind/insecureURL``) if `url`
    ///   is not HTTPS (plain HTTP is allowed only for loopback hosts).
    public init(
        url: URL, headers: [String: String] = [:], timeout: TimeInterval = 10,
        sizeLimit: Int = Defaults.payloadSizeLimit, sessionConfiguration: URLSessionConfiguration = .ephemeral
    ) throws(PayloadSourceError) {
        guard FetchURLPolicy.isPermittedFetchURL(url) else {
            throw PayloadSourceError(
                .insecureURL,
                "The url \(url.absoluteString) is not allowed: use an https:// URL; plain http is allowed only to localhost, "
                    + "127.x.y.z in dotted decimal or [::1], with no user name, password or percent sign.")
        }
        self.url = url
        self.headers = headers
        self.timeout = timeout
        self.sizeLimit = sizeLimit
        session = HTTPSession(configuration: sessionConfiguration, timeout: timeout)
    }

    /// Fetches the payload, conditionally if `entityTag` is given.
    ///
    /// - Parameter entityTag: the tag of the payload the caller already has, sent as
    ///   `If-None-Match`, or `nil` to fetch unconditionally.
    /// - Returns: ``FetchResult/unchanged`` when the server answers 304, otherwise the body
    ///   with the entity tag the server gave it.
    /// - Throws: ``PayloadSourceError`` when the host can't be reached, the request times out,
    ///   the server answers a status other than 200 or 304, the body is larger than the size
    ///   limit, or the response can't be used.
    public func fetch(ifNoneMatch entityTag: String?) async throws(PayloadSourceError) -> FetchResult {
        // The session's fetch fails on every status but 200 and 304.
        let response = try await session.fetch(
            request(ifNoneMatch: entityTag), originOnlyHeaders: Array(headers.keys), timeout: timeout,
            sizeLimit: sizeLimit)
        return response.status == 304 ? .unchanged : .payload(response.body, entityTag: response.entityTag)
    }

    private func request(ifNoneMatch entityTag: String?) -> URLRequest {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.httpMethod = "GET"
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let entityTag { request.setValue(entityTag, forHTTPHeaderField: "If-None-Match") }
        return request
    }
}
