/// A small seeded random number generator (SplitMix64), so a randomized test replays from its
/// seed alone and a failure can name it.
public struct SplitMix64: RandomNumberGenerator {
    /// The generator's whole state; the next number follows from it.
    public var state: UInt64

    /// Creates a generator whose first state is `state`.
    public init(state: UInt64) { self.state = state }

    /// Creates a generator from a seed (the same as `init(state:)`).
    public init(seed: UInt64) { self.state = seed }

    /// The next number of the sequence.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (slightly biased for huge bounds, which tests do not use).
    public mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
