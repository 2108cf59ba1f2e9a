/// The kind of a JSON value.
public enum JSONKind: UInt8, Sendable, CustomStringConvertible {
    case object, array, string, number, `true`, `false`, null

    /// True for objects and arrays.
    public var isContainer: Bool { self == .object || self == .array }

    /// The kind of the value starting with `byte` in a validated document.
    init(leadingByte byte: UInt8) {
        switch byte {
        case 0x7B: self = .object
        case 0x5B: self = .array
        case 0x22: self = .string
        case 0x74: self = .true
        case 0x66: self = .false
        case 0x6E: self = .null
        default: self = .number
        }
    }

    /// The kind's name, as in messages: `object`, `string`.
    public var description: String {
        switch self {
        case .object: "object"
        case .array: "array"
        case .string: "string"
        case .number: "number"
        case .true: "true"
        case .false: "false"
        case .null: "null"
        }
    }
}
