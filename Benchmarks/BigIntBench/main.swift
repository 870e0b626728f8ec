// The modular exponentiations of one SRP sign-in (Benchmarks/srp-signin.sh): g^a and g^x with 256-bit
// exponents and (B − k·g^x)^(a + u·x) with a 512-bit one, over the 3072-bit group, timed in-process.
// Prints the median CPU milliseconds of ROUNDS sign-ins; the script prints Python's pow() beside it.
import Glibc
import ToolkitFloor

let N = BigUInt(hex: """
    FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DDEF9519B3CD3A\
    431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7EDEE386BFB5A899FA5AE9F2411\
    7C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F83655D23DCA3AD961C62F356208552BB9ED5\
    29077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3BE39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9\
    DE2BCBF6955817183995497CEA956AE515D2261898FA051015728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DB\
    EF0A8AEA71575D060C7DB3970F85A6E1E4C7ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D8760273\
    3EC86A64521F2B18177B200CBBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFF\
    FFFFFFFFFFFF
    """)!
let rounds = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 50 : 50

func cpuMilliseconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000
        + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000
}

func random(_ limbs: Int) -> BigUInt {
    var generator = SystemRandomNumberGenerator()
    return BigUInt(limbs: (0..<limbs).map { _ in generator.next() })
}

var times: [Double] = []
var sink = 0
for _ in 0..<rounds {
    let a = random(4), x = random(4), u = random(4), B = random(48) % N
    let start = cpuMilliseconds()
    let group = MontgomeryModulus(N)
    let A = group.power(BigUInt(2), a)
    let gx = group.power(BigUInt(2), x)
    let S = group.power((B + N - group.multiply(BigUInt(3), gx)) % N, a + u * x)
    times.append(cpuMilliseconds() - start)
    sink &+= A.limbs.count &+ S.limbs.count
}
times.sort()
print("swift BigUInt: median \((times[times.count / 2] * 100).rounded() / 100) ms CPU per sign-in's exponentiations (\(rounds) rounds; \(sink % 2))")
