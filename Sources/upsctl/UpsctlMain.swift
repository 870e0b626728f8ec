import Shared

@main
struct UpsctlMain {
    static func main() async {
        await ToolRunner(tool: Upsctl.definition).main()
    }
}
