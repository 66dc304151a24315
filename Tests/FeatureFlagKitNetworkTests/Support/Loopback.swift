import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc)
private let streamSocketType = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
#elseif canImport(Musl)
private let streamSocketType = Int32(SOCK_STREAM) | Int32(SOCK_CLOEXEC)
#else
private let streamSocketType = SOCK_STREAM
#endif

private func loopbackAddress(port: Int) -> sockaddr_in {
    var address = sockaddr_in()
    #if canImport(Darwin)
    address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
    #endif
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port)).bigEndian
    address.sin_addr = in_addr(s_addr: in_addr_t(0x7F00_0001).bigEndian)
    return address
}

private func errnoText() -> String {
    String(cString: strerror(errno))
}

/// Binds a TCP socket to 127.0.0.1:0, reads the port the kernel chose, and closes the socket.
///
/// Nothing listens on the returned port afterwards, so it is both a port a server can bind
/// next (with a small race against other processes) and a port that refuses connections.
func freeLoopbackPort() throws -> Int {
    let fd = socket(AF_INET, streamSocketType, 0)
    guard fd >= 0 else { throw HarnessError("socket() failed: \(errnoText())") }
    defer { close(fd) }

    var address = loopbackAddress(port: 0)
    let bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
    }
    guard bound == 0 else { throw HarnessError("bind(127.0.0.1:0) failed: \(errnoText())") }

    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let named = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            getsockname(fd, $0, &length)
        }
    }
    guard named == 0 else { throw HarnessError("getsockname() failed: \(errnoText())") }
    return Int(UInt16(bigEndian: address.sin_port))
}

/// A loopback port with nothing listening on it, for "connection refused" tests.
func closedPort() throws -> Int {
    try freeLoopbackPort()
}

/// Whether a TCP connection to 127.0.0.1:`port` succeeds right now (the connection is closed at once).
func canConnectToLoopback(port: Int) -> Bool {
    let fd = socket(AF_INET, streamSocketType, 0)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    var address = loopbackAddress(port: port)
    let result = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
    }
    return result == 0
}

/// `http://127.0.0.1:<port><path>`; a missing leading `/` is added.
func loopbackURL(port: Int, path: String) -> URL {
    let path = path.hasPrefix("/") ? path : "/" + path
    return URL(string: "http://127.0.0.1:\(port)\(path)")!
}

/// Sends `request` verbatim to 127.0.0.1:`port` over a plain TCP socket and returns every byte
/// the server sends until it closes the connection (5 s receive timeout). For checks URLSession
/// gets in the way of, such as looking at a redirect response; send `Connection: close` or HTTP/1.0.
func rawLoopbackExchange(port: Int, request: String) throws -> Data {
    let fd = socket(AF_INET, streamSocketType, 0)
    guard fd >= 0 else { throw HarnessError("socket() failed: \(errnoText())") }
    defer { close(fd) }
    var timeout = timeval(tv_sec: 5, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var address = loopbackAddress(port: port)
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
    }
    guard connected == 0 else { throw HarnessError("connect(127.0.0.1:\(port)) failed: \(errnoText())") }

    let bytes = Array(request.utf8)
    var sent = 0
    while sent < bytes.count {
        let count = bytes[sent...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { throw HarnessError("send() failed: \(errnoText())") }
        sent += count
    }

    var response = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = recv(fd, &buffer, buffer.count, 0)
        if count == 0 { return response }
        guard count > 0 else { throw HarnessError("recv() failed: \(errnoText())") }
        response.append(contentsOf: buffer[..<count])
    }
}
