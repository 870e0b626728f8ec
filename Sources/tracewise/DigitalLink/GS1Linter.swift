// TEMPORARY interface stub: the gs1-tables work replaces this file with every linter of the dictionary
// and its checks.
enum GS1Linter: String, Sendable {
    case csum, yymmdd, yymmd0
}
