import Foundation

/// A value with a stable identity that survives content changes.
///
/// Two values with the same ``identity`` are the same thing on screen; if they compare unequal
/// (`Equatable`), the thing's content changed and the diff reports an update rather than a
/// delete and an insert. The shape matches RxDataSources' protocol, so code written against
/// it ports by changing an import.
///
/// An `Identifiable` type conforms with an empty extension, and its `id` is its identity, also
/// when the type is `Hashable` too:
///
/// ```swift
/// struct Episode: Identifiable, Hashable {
///     let id: String
///     var title: String
/// }
///
/// extension Episode: IdentifiableType {}
/// ```
///
/// Any other `Hashable` type conforms with an empty extension and is its own identity, so any
/// change to its value is a delete and an insert.
public protocol IdentifiableType {
    /// The type of the identity.
    associatedtype Identity: Hashable

    /// What makes this value the same thing across updates, such as a database id.
    var identity: Identity { get }
}

extension IdentifiableType where Self: Hashable {
    /// A hashable value is its own identity, so any change to it is a delete and an insert.
    @inlinable
    public var identity: Self { self }
}

extension IdentifiableType where Self: Identifiable {
    /// An identifiable value's identity is its `id`.
    @inlinable
    public var identity: ID { id }
}

// Without this, a type both `Identifiable` and `Hashable` would have two equally good
// identities (its `id`, itself) and fail to conform; the more constrained extension wins.
extension IdentifiableType where Self: Identifiable & Hashable {
    /// An identifiable value's identity is its `id`, though the value is hashable too: a change
    /// of its other properties is a change of content, not another item.
    @inlinable
    public var identity: ID { id }
}

extension String: IdentifiableType {}
extension Substring: IdentifiableType {}
extension Character: IdentifiableType {}
extension Int: IdentifiableType {}
extension Int8: IdentifiableType {}
extension Int16: IdentifiableType {}
extension Int32: IdentifiableType {}
extension Int64: IdentifiableType {}
extension UInt: IdentifiableType {}
extension UInt8: IdentifiableType {}
extension UInt16: IdentifiableType {}
extension UInt32: IdentifiableType {}
extension UInt64: IdentifiableType {}
extension Double: IdentifiableType {}
extension Float: IdentifiableType {}
extension Bool: IdentifiableType {}
extension UUID: IdentifiableType {}
extension URL: IdentifiableType {}
extension Date: IdentifiableType {}
