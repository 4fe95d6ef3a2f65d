// The parts of Dispatch that Reel's library products use, declared for the availability check
// (Scripts/check-availability.sh); see Foundation.swift. All of it predates macOS 10.15 and iOS 13.

public struct DispatchTime: Comparable, Hashable, Sendable {
    public let uptimeNanoseconds: UInt64
    public init(uptimeNanoseconds: UInt64) { self.uptimeNanoseconds = uptimeNanoseconds }
    public static func now() -> DispatchTime { DispatchTime(uptimeNanoseconds: 0) }
    public static func < (lhs: DispatchTime, rhs: DispatchTime) -> Bool { false }
}

public enum DispatchTimeInterval: Equatable, Sendable {
    case seconds(Int)
    case milliseconds(Int)
    case microseconds(Int)
    case nanoseconds(Int)
    case never
}

public func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime { time }

open class DispatchQueue: @unchecked Sendable {
    public static let main = DispatchQueue()
    public class func global() -> DispatchQueue { main }
    public func async(execute work: @escaping @Sendable () -> Void) {}
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable () -> Void) {}
    public class func concurrentPerform(iterations: Int, execute work: (Int) -> Void) {}
}
