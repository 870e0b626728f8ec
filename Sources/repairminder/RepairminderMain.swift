import Shared

@main
struct RepairminderMain {
    static func main() async {
        await ToolRunner(tool: Repairminder.definition).main()
    }
}
