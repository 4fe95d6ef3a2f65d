// The parts of Foundation that Reel's library products use, declared for the availability check
// (Scripts/check-availability.sh): each declaration carries the availability Apple documents
// for it, and none is newer than macOS 10.15, iOS 13, tvOS 13 and watchOS 6, so none is marked.
// Bodies are never run. A product that starts using more of Foundation fails the check with
// "cannot find"; add the declaration here with its documented availability.
@_exported import Dispatch

public struct CGFloat: BinaryFloatingPoint, Hashable, Sendable, Codable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public typealias Exponent = Int
    public typealias RawSignificand = UInt64
    public typealias Magnitude = CGFloat
    public typealias Stride = CGFloat
    public var native: Double
    public init() { native = 0 }
    public init(_ value: Double) { native = value }
    public init(_ value: Int) { native = Double(value) }
    public init(floatLiteral value: Double) { native = value }
    public init(integerLiteral value: Int) { native = Double(value) }
    public init?<T: BinaryInteger>(exactly source: T) { native = Double(source) }
    public init<T: BinaryInteger>(_ source: T) { native = Double(source) }
    public init(sign: FloatingPointSign, exponent: Int, significand: CGFloat) { native = 0 }
    public init(sign: FloatingPointSign, exponentBitPattern: UInt, significandBitPattern: UInt64) { native = 0 }
    public static var exponentBitCount: Int { 11 }
    public static var significandBitCount: Int { 52 }
    public var exponentBitPattern: UInt { 0 }
    public var significandBitPattern: UInt64 { 0 }
    public var binade: CGFloat { self }
    public var significandWidth: Int { 0 }
    public static var nan: CGFloat { 0 }
    public static var signalingNaN: CGFloat { 0 }
    public static var infinity: CGFloat { 0 }
    public static var greatestFiniteMagnitude: CGFloat { 0 }
    public static var pi: CGFloat { 0 }
    public var ulp: CGFloat { self }
    public static var leastNormalMagnitude: CGFloat { 0 }
    public static var leastNonzeroMagnitude: CGFloat { 0 }
    public var sign: FloatingPointSign { .plus }
    public var exponent: Int { 0 }
    public var significand: CGFloat { self }
    public var magnitude: CGFloat { self }
    public var nextUp: CGFloat { self }
    public var isNormal: Bool { true }
    public var isFinite: Bool { true }
    public var isZero: Bool { native == 0 }
    public var isSubnormal: Bool { false }
    public var isInfinite: Bool { false }
    public var isNaN: Bool { false }
    public var isSignalingNaN: Bool { false }
    public var isCanonical: Bool { true }
    public static func + (lhs: CGFloat, rhs: CGFloat) -> CGFloat { lhs }
    public static func - (lhs: CGFloat, rhs: CGFloat) -> CGFloat { lhs }
    public static func * (lhs: CGFloat, rhs: CGFloat) -> CGFloat { lhs }
    public static func / (lhs: CGFloat, rhs: CGFloat) -> CGFloat { lhs }
    public static func += (lhs: inout CGFloat, rhs: CGFloat) {}
    public static func -= (lhs: inout CGFloat, rhs: CGFloat) {}
    public static func *= (lhs: inout CGFloat, rhs: CGFloat) {}
    public static func /= (lhs: inout CGFloat, rhs: CGFloat) {}
    public static func < (lhs: CGFloat, rhs: CGFloat) -> Bool { lhs.native < rhs.native }
    public mutating func formRemainder(dividingBy other: CGFloat) {}
    public mutating func formTruncatingRemainder(dividingBy other: CGFloat) {}
    public mutating func formSquareRoot() {}
    public mutating func addProduct(_ lhs: CGFloat, _ rhs: CGFloat) {}
    public mutating func round(_ rule: FloatingPointRoundingRule) {}
    public func isEqual(to other: CGFloat) -> Bool { native == other.native }
    public func isLess(than other: CGFloat) -> Bool { native < other.native }
    public func isLessThanOrEqualTo(_ other: CGFloat) -> Bool { native <= other.native }
    public func isTotallyOrdered(belowOrEqualTo other: CGFloat) -> Bool { true }
    public func distance(to other: CGFloat) -> CGFloat { other }
    public func advanced(by n: CGFloat) -> CGFloat { self }
}

extension Double {
    public init(_ value: CGFloat) { self = value.native }
}

extension Int {
    public init(_ value: CGFloat) { self = Int(value.native) }
}

public struct CGPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init() { x = 0; y = 0 }
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    public init(x: Int, y: Int) { self.x = CGFloat(x); self.y = CGFloat(y) }
    public init(x: Double, y: Double) { self.x = CGFloat(x); self.y = CGFloat(y) }
    public static var zero: CGPoint { CGPoint() }
}

public struct CGSize: Hashable, Sendable {
    public var width: CGFloat
    public var height: CGFloat
    public init() { width = 0; height = 0 }
    public init(width: CGFloat, height: CGFloat) { self.width = width; self.height = height }
    public init(width: Int, height: Int) { self.width = CGFloat(width); self.height = CGFloat(height) }
    public init(width: Double, height: Double) { self.width = CGFloat(width); self.height = CGFloat(height) }
    public static var zero: CGSize { CGSize() }
}

public struct CGRect: Hashable, Sendable {
    public var origin: CGPoint
    public var size: CGSize
    public init() { origin = .zero; size = .zero }
    public init(origin: CGPoint, size: CGSize) { self.origin = origin; self.size = size }
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) { origin = .zero; size = .zero }
    public init(x: Int, y: Int, width: Int, height: Int) { origin = .zero; size = .zero }
    public init(x: Double, y: Double, width: Double, height: Double) { origin = .zero; size = .zero }
    public static var zero: CGRect { CGRect() }
    public static var null: CGRect { CGRect() }
    public var minX: CGFloat { 0 }
    public var minY: CGFloat { 0 }
    public var midX: CGFloat { 0 }
    public var midY: CGFloat { 0 }
    public var maxX: CGFloat { 0 }
    public var maxY: CGFloat { 0 }
    public var width: CGFloat { 0 }
    public var height: CGFloat { 0 }
    public var isEmpty: Bool { true }
    public var isNull: Bool { true }
    public func intersects(_ rect: CGRect) -> Bool { false }
    public func intersection(_ rect: CGRect) -> CGRect { self }
    public func union(_ rect: CGRect) -> CGRect { self }
    public func contains(_ point: CGPoint) -> Bool { false }
    public func contains(_ rect: CGRect) -> Bool { false }
    public func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect { self }
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect { self }
}

public struct IndexPath: Hashable, Sendable, Comparable, RandomAccessCollection, MutableCollection, ExpressibleByArrayLiteral {
    public var indexes: [Int]
    public init() { indexes = [] }
    public init(indexes: [Int]) { self.indexes = indexes }
    public init(index: Int) { indexes = [index] }
    public init(arrayLiteral elements: Int...) { indexes = elements }
    public var startIndex: Int { 0 }
    public var endIndex: Int { indexes.count }
    public subscript(position: Int) -> Int {
        get { indexes[position] }
        set { indexes[position] = newValue }
    }
    public mutating func append(_ other: Int) { indexes.append(other) }
    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool { false }
}

public struct IndexSet: Hashable, Sendable, RandomAccessCollection, SetAlgebra {
    public var storage: [Int]
    public init() { storage = [] }
    public init(integer: Int) { storage = [integer] }
    public init(integersIn range: Range<Int>) { storage = Array(range) }
    public init(arrayLiteral elements: Int...) { storage = elements }
    public init<S: Sequence>(_ sequence: S) where S.Element == Int { storage = Array(sequence) }
    public var startIndex: Int { 0 }
    public var endIndex: Int { storage.count }
    public subscript(position: Int) -> Int { storage[position] }
    public var isEmpty: Bool { storage.isEmpty }
    public func contains(_ member: Int) -> Bool { storage.contains(member) }
    public func union(_ other: IndexSet) -> IndexSet { self }
    public func intersection(_ other: IndexSet) -> IndexSet { self }
    public func symmetricDifference(_ other: IndexSet) -> IndexSet { self }
    @discardableResult public mutating func insert(_ newMember: Int) -> (inserted: Bool, memberAfterInsert: Int) { (true, newMember) }
    @discardableResult public mutating func remove(_ member: Int) -> Int? { nil }
    @discardableResult public mutating func update(with newMember: Int) -> Int? { nil }
    public mutating func formUnion(_ other: IndexSet) {}
    public mutating func formIntersection(_ other: IndexSet) {}
    public mutating func formSymmetricDifference(_ other: IndexSet) {}
}

public typealias uuid_t = (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8)

public struct UUID: Hashable, Sendable, Codable {
    public init() {}
    public var uuid: uuid_t { (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0) }
    public var uuidString: String { "" }
}

public struct URL: Hashable, Sendable, Codable {
    public init(fileURLWithPath path: String) {}
    public init?(string: String) {}
    public var path: String { "" }
}

public struct Date: Hashable, Sendable, Codable, Comparable {
    public init() {}
    public init(timeIntervalSince1970: Double) {}
    public var timeIntervalSince1970: Double { 0 }
    public static func < (lhs: Date, rhs: Date) -> Bool { false }
}

public struct Data: Hashable, Sendable, RandomAccessCollection {
    public init() {}
    public var startIndex: Int { 0 }
    public var endIndex: Int { 0 }
    public subscript(position: Int) -> UInt8 { 0 }
}

open class JSONEncoder {
    public struct OutputFormatting: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let prettyPrinted = OutputFormatting(rawValue: 1)
        /// macOS 10.13, iOS 11.
        public static let sortedKeys = OutputFormatting(rawValue: 2)
    }
    open var outputFormatting: OutputFormatting = []
    public init() {}
    open func encode<T: Encodable>(_ value: T) throws -> Data { Data() }
}

public protocol NSObjectProtocol: AnyObject {}

open class NSObject: NSObjectProtocol, Hashable {
    public init() {}
    open var description: String { "" }
    open func isEqual(_ object: Any?) -> Bool { false }
    open var hash: Int { 0 }
    public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs.isEqual(rhs) }
    public func hash(into hasher: inout Hasher) {}
}

open class NSCoder: NSObject {}

open class ProcessInfo: NSObject, @unchecked Sendable {
    open class var processInfo: ProcessInfo { ProcessInfo() }
    open var activeProcessorCount: Int { 1 }
}

open class Bundle: NSObject {}

public protocol NSLocking {
    func lock()
    func unlock()
}

open class NSLock: NSObject, NSLocking, @unchecked Sendable {
    open func lock() {}
    open func unlock() {}
}

open class NSRecursiveLock: NSObject, NSLocking, @unchecked Sendable {
    open func lock() {}
    open func unlock() {}
}

public struct NSExceptionName: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

public let NSInternalInconsistencyException = NSExceptionName("NSInternalInconsistencyException")
public let NSNotFound: Int = .max
