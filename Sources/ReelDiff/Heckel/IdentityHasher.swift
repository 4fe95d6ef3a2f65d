import Foundation

/// Hashes identities for ``IdentityMatch``'s table.
///
/// `UUID`s and integers, the most common identities, are hashed with one 64×64→128-bit
/// multiply of their bits keyed by a per-process random seed (the "folded multiply" of wyhash
/// and foldhash), about ten times cheaper than running `Hasher`'s SipHash over them; every other
/// type uses its own `hashValue`. The seed comes from `Hasher`, so, like `Hasher`, the hashes
/// differ from process to process and an adversary cannot aim collisions at the table.
@usableFromInline
struct IdentityHasher: Sendable {
    @usableFromInline let seed: UInt64
    @usableFromInline let secondSeed: UInt64

    @inlinable
    init() {
        var hasher = Hasher()
        hasher.combine(0x5EED as UInt64)
        seed = UInt64(truncatingIfNeeded: hasher.finalize())
        secondSeed = seed.multipliedFullWidth(by: 0x9E37_79B9_7F4A_7C15).low | 1
    }

    @inlinable
    func hash<Identity: Hashable>(_ identity: Identity) -> Int {
        // These checks compare types known at compile time once specialised, so they cost nothing.
        if Identity.self == UUID.self {
            let words = unsafeBitCast(unsafeBitCast(identity, to: UUID.self).uuid, to: (UInt64, UInt64).self)
            return fold(words.0 ^ seed, words.1 ^ secondSeed)
        }
        if Identity.self == Int.self {
            return fold(UInt64(UInt(bitPattern: unsafeBitCast(identity, to: Int.self))) ^ seed, secondSeed)
        }
        return identity.hashValue
    }

    /// Folds the full 128-bit product of two words into one: every input bit reaches the upper
    /// and lower bits used for the table slot and its tag.
    @inlinable
    func fold(_ a: UInt64, _ b: UInt64) -> Int {
        let product = a.multipliedFullWidth(by: b)
        return Int(truncatingIfNeeded: product.high ^ product.low)
    }
}
