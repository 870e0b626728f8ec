/// The rows a batch did not reach, as its summary states them.
enum RemainingRows {
    case exactly(Int), atLeast(Int), unknown

    var description: String {
        switch self {
        case .exactly(let count): "\(count) rows not processed"
        case .atLeast(let count): "at least \(count) rows not processed"
        case .unknown: "the rest of the input was not read"
        }
    }
}
