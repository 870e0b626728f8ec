// The floor of a Swift program that links FoundationNetworking (and so libcurl and its ~30 libraries)
// without using it on this path: what any subcommand of a networking tool pays before doing anything.
import FoundationNetworking

if CommandLine.arguments.count > 100 {
    _ = URLSession(configuration: .ephemeral)
}
print(CommandLine.arguments.count)
