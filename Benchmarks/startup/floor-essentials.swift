// The floor of a Swift program that imports only FoundationEssentials: the start-up a tool could have if
// the networking stack stayed out of the process.
import FoundationEssentials

print(URL(string: CommandLine.arguments[0])?.path ?? "")
