import Shared

@main
struct TracewiseMain {
    static func main() {
        ToolRunner(tool: Tracewise.definition).main()
    }
}
