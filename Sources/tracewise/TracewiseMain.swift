import Shared

@main
struct TracewiseMain {
    static func main() async {
        await ToolRunner(tool: Tracewise.definition).main()
    }
}
