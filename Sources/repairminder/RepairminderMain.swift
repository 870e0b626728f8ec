import Shared

@main
struct RepairminderMain {
    static func main() {
        ToolRunner(tool: Repairminder.definition).main()
    }
}
