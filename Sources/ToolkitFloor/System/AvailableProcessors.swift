import CSystem
import Glibc

/// How many processors this process may run on: its affinity mask (`taskset -c 0` gives 1, and so does
/// a container pinned to one CPU), else the processors online. For sizing worker pools; a tuning fact
/// rather than an effect on the world, so it is read directly, not through the command environment.
public enum AvailableProcessors {
    public static var count: Int {
        let allowed = Int(csystem_available_processors())
        return allowed > 0 ? allowed : max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }
}
