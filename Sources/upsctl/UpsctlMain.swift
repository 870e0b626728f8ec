import Shared

@main
struct UpsctlMain {
    static func main() {
        ToolRunner(tool: Upsctl.definition).main()
    }
}
