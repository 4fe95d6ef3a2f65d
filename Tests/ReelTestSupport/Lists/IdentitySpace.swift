/// Hands out identities for new items or sections of one generated case.
///
/// Mostly fresh ones, but sometimes one already handed out: then an insert collides with an
/// existing element (a duplicated identity) or brings back a deleted one (a match the diff
/// must find), which a space of only fresh ids would never exercise.
public struct IdentitySpace {
    /// How often ``draw(_:)`` reuses an identity handed out before.
    public let reuseChance: Double
    public private(set) var handedOut = 0

    public init(reuseChance: Double) {
        self.reuseChance = reuseChance
    }

    /// An identity never handed out before.
    public mutating func fresh() -> Int {
        handedOut += 1
        return handedOut - 1
    }

    /// A fresh identity, or with probability ``reuseChance`` one handed out before.
    public mutating func draw(_ fuzz: inout FuzzCase) -> Int {
        if handedOut > 0 && fuzz.chance(reuseChance) { return fuzz.index(below: handedOut) }
        return fresh()
    }
}
