/// The kind of record an answer holds when no declaration sent its request (`TOOL api /api/orders/ID`):
/// the kind of the tool's resource whose path the request's path ends with, so that `api`'s answers teach
/// completion as the commands' do. The commands' own requests carry their kind (`ResourceService.get`);
/// this reads a path only for a request that came with none, and only against the declarations.
enum ResourcePaths {
    /// Stands for the identifier while a resource's path is made: it matches any one segment.
    static let anySegment = "\u{1}"

    /// The declared kind whose path `url` ends with, or nil.
    static func kind(of url: HTTPURL, tool: ToolDefinition, command: ParsedCommand) -> String? {
        let segments = url.path(percentEncoded: true).split(separator: "/").map(String.init)
        let any = PercentEncoding.segment(anySegment)
        for (_, spec) in tool.rootSpec.allDescendants() {
            guard let resource = spec.resource,
                let request = try? resource.request(ResourceCall(command: command, identifier: anySegment))
            else { continue }
            let declared = (resource.service.root + request.segments).map(\.encoded)
            guard declared.count <= segments.count else { continue }
            if zip(declared, segments.suffix(declared.count)).allSatisfy({ $0 == any || $0 == $1 }) {
                return resource.shape.kind
            }
        }
        return nil
    }
}
