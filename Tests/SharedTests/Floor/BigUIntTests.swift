import Testing
import ToolkitFloor

/// Big-integer arithmetic against published vectors: RFC 5054 Appendix B (SRP-6 over the 1024-bit
/// group: v, A, B and S from both sides), a Cognito SRP known-answer vector (made with pycognito's
/// SRP code and checked from the server side; A = g^a over the 3072-bit group), and products, remainders and powers of 3072- and 4096-bit numbers
/// drawn from a seeded generator and computed with Python's arbitrary-precision integers
/// (`random.seed(20261123)`; the script is in the comments of `Wide`).
@Suite struct BigUIntTests {
    static func hex(_ text: String) -> BigUInt { BigUInt(hex: text.filter { !$0.isWhitespace })! }

    enum RFC5054 {
        static let N = hex("""
            EEAF0AB9ADB38DD69C33F80AFA8FC5E86072618775FF3C0B9EA2314C9C256576D674DF7496EA81D3383B4813D692C6E0E0D5D8E250B98BE4\
            8E495C1D6089DAD15DC7D7B46154D6B6CE8EF4AD69B15D4982559B297BCF1885C529F566660E57EC68EDBC3C05726CC02FD4CBF4976EAA9A\
            FD5138FE8376435B9FC61D2FC0EB06E3
            """)
        static let k = hex("7556AA045AEF2CDD07ABAF0F665C3E818913186F")
        static let x = hex("94B7555AABE9127CC58CCF4993DB6CF84D16C124")
        static let v = hex("""
            7E273DE8 696FFC4F 4E337D05 B4B375BE B0DDE156 9E8FA00A 9886D812 9BADA1F1 822223CA 1A605B53 0E379BA4 729FDC59
            F105B478 7E5186F5 C671085A 1447B52A 48CF1970 B4FB6F84 00BBF4CE BFBB1681 52E08AB5 EA53D15C 1AFF87B2 B9DA6E04
            E058AD51 CC72BFC9 033B564E 26480D78 E955A5E2 9E7AB245 DB2BE315 E2099AFB
            """)
        static let a = hex("60975527035CF2AD1989806F0407210BC81EDC04E2762A56AFD529DDDA2D4393")
        static let b = hex("E487CB59D31AC550471E81F00F6928E01DDA08E974A004F49E61F5D105284D20")
        static let A = hex("""
            61D5E490 F6F1B795 47B0704C 436F523D D0E560F0 C64115BB 72557EC4 4352E890 3211C046 92272D8B 2D1A5358 A2CF1B6E
            0BFCF99F 921530EC 8E393561 79EAE45E 42BA92AE ACED8251 71E1E8B9 AF6D9C03 E1327F44 BE087EF0 6530E69F 66615261
            EEF54073 CA11CF58 58F0EDFD FE15EFEA B349EF5D 76988A36 72FAC47B 0769447B
            """)
        static let B = hex("""
            BD0C6151 2C692C0C B6D041FA 01BB152D 4916A1E7 7AF46AE1 05393011 BAF38964 DC46A067 0DD125B9 5A981652 236F99D9
            B681CBF8 7837EC99 6C6DA044 53728610 D0C6DDB5 8B318885 D7D82C7F 8DEB75CE 7BD4FBAA 37089E6F 9C6059F3 88838E7A
            00030B33 1EB76840 910440B1 B27AAEAE EB4012B7 D7665238 A8E3FB00 4B117B58
            """)
        static let u = hex("CE38B9593487DA98554ED47D70A7AE5F462EF019")
        static let S = hex("""
            B0DC82BA BCF30674 AE450C02 87745E79 90A3381F 63B387AA F271A10D 233861E3 59B48220 F7C4693C 9AE12B0A 6F67809F
            0876E2D0 13800D6C 41BB59B6 D5979B5C 00A172B4 A2A5903A 0BDCAF8A 709585EB 2AFAFA8F 3499B200 210DCC1F 10EB3394
            3CD67FC8 8A2F39A4 BE5BEC4E C0A3212D C346D7E4 74B29EDE 8A469FFE CA686E5A
            """)
    }

    @Test func rfc5054VerifierAndPublicValues() {
        let g = BigUInt(2), N = RFC5054.N
        #expect(BigUInt.power(g, RFC5054.x, modulus: N) == RFC5054.v)
        #expect(BigUInt.power(g, RFC5054.a, modulus: N) == RFC5054.A)
        #expect((RFC5054.k * RFC5054.v + BigUInt.power(g, RFC5054.b, modulus: N)) % N == RFC5054.B)
    }

    @Test func rfc5054PremasterSecretFromBothSides() {
        let g = BigUInt(2), N = RFC5054.N, modulus = MontgomeryModulus(N)
        // Client: (B − k·g^x)^(a + u·x); server: (A·v^u)^b.
        let kgx = modulus.multiply(RFC5054.k, BigUInt.power(g, RFC5054.x, modulus: N))
        let client = modulus.power((RFC5054.B + N - kgx) % N, RFC5054.a + RFC5054.u * RFC5054.x)
        let server = modulus.power(modulus.multiply(RFC5054.A, modulus.power(RFC5054.v, RFC5054.u)), RFC5054.b)
        #expect(client == RFC5054.S)
        #expect(server == RFC5054.S)
    }

    /// 3072- and 4096-bit operands, answers from Python:
    /// x, y = getrandbits(3072) | 1 << 3071 (twice); m4 = (getrandbits(4096) | 1 << 4095) | 1;
    /// b4 = getrandbits(4090) | 1 << 4089; e4 = getrandbits(512) | 1 << 511; me = (getrandbits(3000) | 1 << 2999) & ~1.
    enum Wide {
        static let x = hex("""
        f7dde229df88ae4d6c2386e5cc86ba6403c472ca4495f8b438d889d2b47a5c1dca3ab343ac333b687e9bf77c6519a9d5\
        ac9130f4547c17d30e3a655f20731ab24c8b1eb44f1eaccf4372a2a784a67245a398d022d4351df48322905089933837\
        0c28cec1b94722af64b936976b4b76b0e179f773a6e0f3c09514b7dde2ad0478ff53a46f5ead703a84c4b877678537a3\
        68e58909ccb2b416525a56c9a30f4300bbeeb6361d33bc6d96f0da847a2a3b87b9c8b9ffe46ed627d419c7723226db94\
        3c3ae353fb14628e90b401a6c1cc0affdd2ee150d2840277789c1af40ce8fcc945ac16b9c20dbc210f8a7abff2e91ac7\
        0b80a25553a12945a93258ef7777682c5796a670482c590e0d9782bfcdc83011ac8efe121c5989f1ba2dde83458bfed0\
        a712755f6cace4d519d5269512e74f7bfab36728a78beb7e0787c0de2f960063bc67ba94637d6efa609e467ada679f81\
        8a119b9e16bc17328f7b7676d015b0dc2c63888f28f004817e6ddce7a7ace732f6fadfa7e5c15b629362da5cc13da58a
        """)
        static let y = hex("""
        d2c78612cc65010936ec730b5ab4e22fcf6f4db354971bda513b7c4fd711cad005c8d825458992894e692bf19b26be74\
        c86308a3429b6def559c11d466f6d437e4631b553fde05b4a886904732dce8117c77833f338fcaabf1c8046a3c6dd345\
        76dca866649b38090780b8cf550342650f66fa84183439be391363081216b6dc7f11ee19d49dca71e615dc020b7ef25e\
        396dfa336763df9c0484f9d69de18a44adff32f535dd8954a7f8022a4eedef2a6f877ca98a42827ff0d379d72f8cbeb2\
        670c1cd355555e3184be37c1dfe6c55bea44bd0d405eb3114b68dba7a2bb831db338afd6b776a56829ca4bb956e78ec7\
        3ceb08318744ee926d9336c0f9c4b930b21b1c2e1f61a1bcacb70dd842762334d00f7b11205fe2f708c1d781b972e776\
        f1a38d3268340c65d27cb2382bedda16e5a9f6b1a29709bfadf438f7b27c1c748f39aaa5729ad53c7891da33e83a9d40\
        b183256ea16ec121307a6fc42fd7b23abb262a934ce15c61aa0336d98b8c82f1c3dd75f6808578e6ec925f09a227f039
        """)
        static let xy = hex("""
        cc1532d17fcd4ff2a63ff3226b6e41020deb934568d56a5a775ffa1a65b779f20356a5f79636463fe767b41f8acef8e2\
        51ca47c87fc08d22e677b3460247b526bf5aafdf406f07bb2bed102866801d97b058ef006166199b194c2052fb6f20c7\
        05aa59b5c611256cf93f49ce2204bd60386103b3a1d2d144f3fcd6bdc27648bc74031b7099b2449f7c539612276aa4e2\
        b7c9f3b27b7014b6ed1c0fd853982ea25f4a599b76fc46e63a50df690538a986d30fe5748a36185d7b9f0d87e0b9513f\
        2e95f14965e1eb7f8ca0a2f6d9b2abdf44b086238a241b80e6feb9eaf52c1d6abcbace3139c60dbea54e8f24c711abff\
        293bc1501c74121638f6bc881d783615e1850bb8252e479e7e1bdad4e78566284efd9a80eabc28f747ac3193d252993d\
        63143001e87b127b051a963283c04a5db4d37c0871b6cf02e93319923a912667956165e02768c478d8970e35c5fb68ea\
        f68e9a8e22029e120a6870d151a4d2fbea048174600a6c1882351a9350058d116aa6c4b4f3fc9c994e2131cf8b363491\
        9414578c845cac8e5f4935235e55231dd7d3b3ad6388415d567aa89fe5ecc8b7b229bf32d8b5077ba9097c0a6e48c039\
        0c65295c8a6575d57ddea5edb26014306cd648aaa1908c8ff22831c3fee59c0685af0735ad6d3f093e4787769af8c32f\
        a9b1ffd9791fd423549eee3391ff54d3c680e741fad2708eb094ded0281f43575603a33b0766a88b005385d0492dba82\
        d551beac67ba5b008a76b0617b8ac19e70b92a868f69aa554a54b72ebbef1beeaa012831f32d69e7120ae42861e18597\
        73f299c0c072c39a0080a5b77ac808d7ee81ba393f7ee4e0340ca377b6047eff17680121a8c1d91754b24421320f2972\
        fecd26b709dc80a7a7bc85b394f5f1d7d02fbaa236bcfb06281840d7c6b5c3484e56afa038666774f224140ba4b32683\
        d421bb81159acbbfc89f088fd0f42cb80c3626bcb20cbb0aa7d79bd0716002b455a1ddc43d62dd9ae03f4e87b134a629\
        a505e6eca59150c1ae6d4d36d4cfac53052fb67386a120322c3ed4977dc45230cc50913a273d5215c0710ed05df13bba
        """)
        static let m4 = hex("""
        dce0d0ce2de264cfba9fca5416ff00529f41caa2f503663dcfee5c6a63d7e4b03fae0f1443d57ffb08f702393fd08dfb\
        4ea578a6b5ae2d8a6719be919a62b80dde5a90f6a4dfe13c9d711d8e65612807a769200c52f888ba3de53cbe4d95761d\
        5c3d364240ccdab07d74859ebf520c113930125c960eab6de636a41e59fb282443a91e0ea1a79c5e25605538fc7e473c\
        dca4f658df02c7588b2c3c4370c0d3a7a9211f54dd84304829061c654529c73692f97ccbf1f82b222f8b5c0522c23a4d\
        9199253b8ce835186a095690c6bf534f4a5ef339c005d1bf05993c104815f80997335aadfb4e5a1f35bc3463ea695687\
        a67e30edee4a3a476ee7d26bd214f9aee4b48ab163450b681e992e70aae3d6f1e47480cd1c4da0c781178585ee15665f\
        93eb7dfcc9095e2cfbf44c52c408bb209c6976ca6ebebbaa3717e83bf2429704454d4360175de63cc6908d21ad17cc63\
        0e902d8c874bf832499b9335aca14f213152826b0672a2d5b54fcf6efc92ec143ecdfb0717cf7c93c0c0b85b5155063a\
        6b29507f90f6fc3a816f116c9967c0f481bd940d5331a905301ac8795595e972e002031c1e81f5e120ba87065065c310\
        f63fcde5157a1268b05f1dfa80c64aa5a38462746892d473b766ca85187904c80b2f5280909af79295cb93899543cba6\
        ce3bdd3e61eaad365c6419b18d885add265aad9d9891befeff2ea35374d7a291
        """)
        static let b4 = hex("""
        26bd8f161a9dde796d8132e630db4c31075f4b4b495a0740c02f7930fdb6832a6708189493e656be7bb5fa0d809403a4\
        a81b3b27663404f19634e5e0d33f58b08004c842ed73f09ca2b9be81524f643708ac839dfa37c1848875902a3ff08c77\
        e550720bcda22d94a004fb6f865c093abd0ed3f7e1029ee5a38629fda7f3ae8e66b4898ebd6528192111fe388df10aae\
        95ef86c5620ca7c8b90744192c4d43928845acb5e18be018d90ec86b2e71036672542f7a5d9489be6c639fa273f360a6\
        3d5a5b51e6a21488e2841cfae08e7565a9d8212cd7095d814bf45919db5431bc8e6c223c176c6e21d0ff7fd60bc39610\
        e184a6ecc01f3c169d27a4064a9d9e23aa3b80a42cdbf88c748b5fb6be400ca2389ea61f99cb86d6f923752a9ba323d6\
        2f7ff22ba95822fb1c36695c55b578e0b41ad702b35d8f472e6d4aa3bb1ffd0999424010c11f880fcecc0ed086628e94\
        d5ae17a8cebb116d7fb371954558a0d72aa291c213d2e4584356b6c7c8bce257f096629071ed370d59248af00e41968a\
        2442ffdb75044e11c5732062ba210d85cb93df4ddae503bbd858790de8ef717a0ee5de072a43872372e4047865b02cad\
        34d0c19f904465a32c62340bf7e829ba1022ea8b99bbe8d19d6c6d86545069b17d50929b16e800d6b637d5fe0888a2eb\
        3617b70ac9e918fc70382f827affc002a5fd50a1e567ac93a3eee8ae9826776
        """)
        static let e4 = hex("""
        cbfa2ada49b25f90ea02c6c592451c3f46ce981ccd284da6367b748ee115e633c1008b536cff2e9ace82d11ab53c47a4\
        07aa4b1444d7144e104cc5750e95adb3
        """)
        static let p4 = hex("""
        97fb1abd1e9a93481a28557d62e6b85e4aa26544bf3b2a662c2cd9fe4b683af0baa887db492d78ef94d69fb51711f8c3\
        96b25782082cbf3f989705a643a40f8f6dac59f9265ef6f8c6234dbc866cefe62dee5f470bf27ef4f38d7f3bc3b6a6a7\
        7936c042cfa2f2388ba11be506d093593ab7530b3821d61e9afe35a56c69359c313414c1694c7a4143d26a6c1f3ba832\
        70084d7944c114f00a21fa99673b1d94259444c71dc434e2088436699a800cf36fc89a151730b3a993a98630c475f7bf\
        8eae23eab0e1b26898c67f052c0f049d36cc8b99663a8d595622c1978d78627f1cd2c9a2aec39c89bce7c9781c6cbbb1\
        db98cb60dd04cfbe255c97add682d8d6c04af1dc2b99e49b0e5b7be479792d3fc0e8c2bb1d8904a01a92a277bc4a7b83\
        6b5f508ad9fa29512ea630c2485b1c9c4acf4944f3031f34dfd477e0d96ab27976de56f1c7ed699d164d904d5c2d3c54\
        085ff58b19d6aa43c7887d729f4dd47265d4311de89f5d7576239c9ae6f0769d3a0cd8847d9f168ccd5582a546f16300\
        b6dfb3094e14b770181c89b9b0c4d22eab8d7f6989cef7a0420e42b0a844ca596a7480f6adc4dd8151381ab0e6e63799\
        d2edaab0b31ac51c2a5192cb3d04e0e73e306b9e276a34f7810cc04ecd8769b2af5e5c34ef8f65c725461850afe078a6\
        41a287edbf2e8dbacf657f7afd9a9762c2b09ba9cf536d0239b6b5ddc6e7a033
        """)
        static let rem = hex("""
        4d7fc7197c86275c25a4e60794064d3eba4b5915869c1d7b1778ef64e750ad00fffc7be4bc4e8940d2f5dea75a9ce8d8\
        eb775e1951616e04df7466d9da0feab138dbf90f658ea0d234c99ff9bf909aa856052ea5de822fe18ebce917ee2be594\
        d1c31bc8921827aec5d0e3a63e6cf06f0abf6049870905afc1a8e04f0ade87c29280cf21c451ff8a570a6ec371b9db11\
        a76cac011aeae0aef3539a4846c9d0a7e5a30ad39e46fb3cfc3cc0c40e60610d6f0c7c91332f6582c1ce313057246f30\
        a3b4ebf31f782dfb892d867e9fa13751ae4910cd21e95a3ec21c0942716a6e0593fc96e6a17bfaa9b4a095fc115728e2\
        51b90d4c026082d9c2c97b1cc899e1173230e5c1af5581ce408ff378cb9c2b90466d325801cb2791fe5a98075a3501c8\
        98e32e8706549bcc01b000713799909c386802969d8a186db83adf28df4e54b9daa16c2b9125798f67e04fc4a0335cc9\
        1f4decb594878751ed3ba39f0ef0a2e722781af50300c6f634847436808dede1c428a6817d5afebfe4720c76389ce971\
        7ec9a9a70d3f321bb56f82a75e8e3f01b3bb39f847d44764eb820d83315a9e1036a7a8b0108b22b24139000d95d89758\
        96e2aa99eeaa65c4c99fd6a6601a84dfa5a71b6977f8aff02bd62ce5b200663e7954ebf2d5d40cdc64572e02026ecfa7\
        967f6356df381baf3c31be7969305143eccaba6327f9258d16fd8a51bf4a72ee
        """)
        static let me = hex("""
        988ca78694c4cc5da956ddd49d017231f36ce5424cac358454bf1bc2da90f25209cfd3e51808385e8c6d21d2fe8528f2\
        6f0d6d65744d760a0300c47b3bfda821887ac43eeb98a5ed47fb48c9c5879e6392e22d073a65a36eab333f747921d00b\
        9550d8ebf4c085daba7d94341609370b8cb015007887cb9070d1a81a40bd8e77d284d8f36007ddc1dbf6b76004cb137d\
        30c6ee9b9d59024ca1a77308a1f5310bc519c504ef87a8ecbefbf62b51473fcc63e9705b3f061db4ea88224c48fbd4de\
        2479da828ab1ad23233c9ee9cc8c819270d664d5cfff794d2ce3ed159ee2d1c2ac9fb828edb566a1f09f549e1c2c575c\
        84cce8caacacbdd695af0b8b255427c173093d33b9a72b9ea6a4e4e3ffa9781f0c23d4abc8a52498648841d5687ecc12\
        ee2a7ea2869a4ff55df3fc9b16512e925308363e3c1bce626513a2d6598c7318f3b53df1e13df151740940d4ef2ab6af\
        30f08bc7ec7dee21c871c4d7d2ff7d4e58f41178d939869df9cd2b510f5f4d49ad5fdba88fcb8a
        """)
        static let pe = hex("""
        7850011a895b98c8f094c6025f62213c7dc9a60986b477550864977e62cb6f6108104880ea45b6898ddee3e6eb5f600f\
        55760b4f818c8602a9a7574d34bacdc5b364b505b6eace31ec0556dd0f0954e61b84f008f2715fada8fde857f8497e07\
        4cb69102a9f15e3f3b12b2423a3811daa81877ad948201e8ee7c94a646802ba8d716557b42d66d9f89cce56602b5b522\
        2218735dfc698767f8c3f28376031be57ab470e0165a1fdb08a97dc12f375596d91b4f159ab261aad1229d79c3c271ba\
        3e6721e374d5cb4bfa25737cb05640e9ef0c211b931461360eba591d29b78ffc32fca32c9eafafef7182d2427a1e8d29\
        6dec70db3696c5cf87deca744791ceee0645c841d65521a3d429407c240d3f2c962bdb5e9f0a7728b02a380dc9d6be2b\
        62555e68d02161908022c71a4b1ed6e6d273de5b68454c65e0dce9353285f3fc38833a2b5a0c0f571577f31aa56067a4\
        aa317682c6a1e18ca67cb78344d00197a8a9befcab1c595c2223257ae17ce0eca7c38bdd54f6f2
        """)
    }

    @Test func productOfTwo3072BitNumbers() {
        #expect(Wide.x * Wide.y == Wide.xy)
        #expect(Wide.y * Wide.x == Wide.xy)
        #expect((Wide.x * Wide.y).bitWidth > 6100)
    }

    @Test func remainderOfA6144BitNumberBy4096Bits() {
        #expect(Wide.xy % Wide.m4 == Wide.rem)
        #expect(MontgomeryModulus(Wide.m4).multiply(Wide.x, Wide.y) == Wide.rem)
    }

    @Test func powerModuloA4096BitOddNumber() {
        #expect(BigUInt.power(Wide.b4, Wide.e4, modulus: Wide.m4) == Wide.p4)
    }

    @Test func powerModuloAnEvenNumberTakesThePlainPath() {
        #expect(BigUInt.power(Wide.x, BigUInt(0x10001), modulus: Wide.me) == Wide.pe)
    }

    @Test func smallIdentities() {
        #expect(BigUInt.power(BigUInt(3), BigUInt(0), modulus: BigUInt(7)) == BigUInt(1))
        #expect(BigUInt.power(BigUInt(3), BigUInt(5), modulus: BigUInt(1)) == BigUInt())
        #expect(BigUInt.power(BigUInt(4), BigUInt(13), modulus: BigUInt(497)) == BigUInt(445))
        #expect(BigUInt(UInt64.max) + BigUInt(1) == BigUInt(limbs: [0, 1]))
        #expect(BigUInt(limbs: [0, 1]) - BigUInt(1) == BigUInt(UInt64.max))
        #expect(BigUInt(1) << 64 == BigUInt(limbs: [0, 1]))
        #expect(BigUInt(hex: "00ff")! == BigUInt(255))
        #expect(BigUInt(hex: "xyz") == nil)
        #expect(BigUInt(hex: "abc")!.hex == "abc")
        #expect(BigUInt().hex == "0")
        #expect(BigUInt(bytes: [0, 0, 1, 2]).bytes() == [1, 2])
        #expect(BigUInt(258).bytes(count: 4) == [0, 0, 1, 2])
    }

    @Test func hkdfMatchesRFC5869TestCase1() {
        let key = HKDFSHA256.deriveKey(
            inputKeyMaterial: [UInt8](repeating: 0x0b, count: 22), salt: Hex.decode("000102030405060708090a0b0c")!,
            info: Hex.decode("f0f1f2f3f4f5f6f7f8f9")!, length: 42)
        #expect(Hex.encode(key) == "3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865")
    }
}
