// GENERATED FILE: do not edit. Regenerate with `make generate` (scripts/gs1/generate-gs1-tables),
// which reads vendor/gs1/gs1-syntax-dictionary.txt. GS1TablesDriftTests fails when this file is stale.
//
// Data from the GS1 Barcode Syntax Dictionary (Apache License 2.0, vendor/gs1/LICENSE). Its notice:
//
// Release: 2026-01-27
//
// Copyright (c) 2020-2021 BWIPP project. https://bwipp.terryburton.co.uk/
// Copyright (c) 2020-2021 Zint Project. https://zint.org.uk/
// Copyright (c) 2021-2025 GS1 AISBL
//
// Licensed under the Apache License, Version 2.0 (the "License");
// you may not use this file except in compliance with the License.
//
// You may obtain a copy of the License at
//
//     http://www.apache.org/licenses/LICENSE-2.0
//
// Unless required by applicable law or agreed to in writing, software
// distributed under the License is distributed on an "AS IS" BASIS,
// WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
// See the License for the specific language governing permissions and
// limitations under the License.

// Several small functions of explicit initialiser calls instead of one literal: a single array
// literal of every AI made the release build type-check for minutes. Each function's chunk is
// built on first use, so a command that meets a few AIs builds a few chunks, not all of them.
extension GS1Dictionary {
    /// Every AI of the dictionary (541, ranges expanded), in dictionary order.
    static let all: [GS1AIDefinition] = (0..<chunkCount).flatMap(chunk)

    static let count = 541
    static let chunkSize = 50
    static let chunkCount = 11

    /// Definitions `n * chunkSize ..< (n + 1) * chunkSize`, built once, on first use.
    static func chunk(_ n: Int) -> [GS1AIDefinition] {
        switch n {
        case 0: chunk0
        case 1: chunk1
        case 2: chunk2
        case 3: chunk3
        case 4: chunk4
        case 5: chunk5
        case 6: chunk6
        case 7: chunk7
        case 8: chunk8
        case 9: chunk9
        case 10: chunk10
        default: preconditionFailure("no GS1 dictionary chunk \(n)")
        }
    }

    private static let chunk0 = entries0()
    private static let chunk1 = entries1()
    private static let chunk2 = entries2()
    private static let chunk3 = entries3()
    private static let chunk4 = entries4()
    private static let chunk5 = entries5()
    private static let chunk6 = entries6()
    private static let chunk7 = entries7()
    private static let chunk8 = entries8()
    private static let chunk9 = entries9()
    private static let chunk10 = entries10()

    private static func entries0() -> [GS1AIDefinition] {
        [
            GS1AIDefinition(
                ai: "00", title: "SSCC",
                components: [
                    GS1Component(characters: .numeric, minLength: 18, maxLength: 18, isOptional: false, linters: [.csum, .gcppos2]),
                ],
                isDataAttribute: true, keyQualifiers: [[]],
                requires: [], excludes: []),
            GS1AIDefinition(
                ai: "01", title: "GTIN",
                components: [
                    GS1Component(characters: .numeric, minLength: 14, maxLength: 14, isOptional: false, linters: [.csum, .gcppos2]),
                ],
                isDataAttribute: true, keyQualifiers: [["22", "10", "21"], ["235"]],
                requires: [], excludes: ["255", "37"]),
            GS1AIDefinition(
                ai: "02", title: "CONTENT",
                components: [
                    GS1Component(characters: .numeric, minLength: 14, maxLength: 14, isOptional: false, linters: [.csum, .gcppos2]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["37"]], excludes: ["01", "03"]),
            GS1AIDefinition(
                ai: "03", title: "MTO GTIN",
                components: [
                    GS1Component(characters: .numeric, minLength: 14, maxLength: 14, isOptional: false, linters: [.csum, .gcppos2]),
                ],
                isDataAttribute: false, keyQualifiers: nil,
                requires: [], excludes: ["01", "02", "37"]),
            GS1AIDefinition(
                ai: "10", title: "BATCH/LOT",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 20, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"], ["03"], ["8006"], ["8026"]], excludes: []),
            GS1AIDefinition(
                ai: "11", title: "PROD DATE",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: [.yymmd0]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"], ["03"], ["8006"], ["8026"]], excludes: []),
            GS1AIDefinition(
                ai: "12", title: "DUE DATE",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: [.yymmd0]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["8020"]], excludes: []),
            GS1AIDefinition(
                ai: "13", title: "PACK DATE",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: [.yymmd0]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"], ["03"], ["8006"], ["8026"]], excludes: []),
            GS1AIDefinition(
                ai: "15", title: "BEST BEFORE or BEST BY",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: [.yymmd0]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"], ["03"], ["8006"], ["8026"]], excludes: []),
            GS1AIDefinition(
                ai: "16", title: "SELL BY",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: [.yymmd0]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"], ["03"], ["8006"], ["8026"]], excludes: []),
            GS1AIDefinition(
                ai: "17", title: "USE BY or EXPIRY",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: [.yymmd0]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"], ["03"], ["255"], ["8006"], ["8026"]], excludes: []),
            GS1AIDefinition(
                ai: "20", title: "VARIANT",
                components: [
                    GS1Component(characters: .numeric, minLength: 2, maxLength: 2, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"], ["8006"], ["8026"]], excludes: []),
            GS1AIDefinition(
                ai: "21", title: "SERIAL",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 20, isOptional: false, linters: []),
                ],
                isDataAttribute: false, keyQualifiers: nil,
                requires: [["01"], ["03"], ["8006"]], excludes: ["235"]),
            GS1AIDefinition(
                ai: "22", title: "CPV",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 20, isOptional: false, linters: []),
                ],
                isDataAttribute: false, keyQualifiers: nil,
                requires: [["01"]], excludes: []),
            GS1AIDefinition(
                ai: "235", title: "TPX",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 28, isOptional: false, linters: []),
                ],
                isDataAttribute: false, keyQualifiers: nil,
                requires: [["01"]], excludes: []),
            GS1AIDefinition(
                ai: "240", title: "ADDITIONAL ID",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 30, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"], ["8006"], ["8026"]], excludes: []),
            GS1AIDefinition(
                ai: "241", title: "CUST. PART No.",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 30, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"], ["8006"], ["8026"]], excludes: []),
            GS1AIDefinition(
                ai: "242", title: "MTO VARIANT",
                components: [
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"], ["8006"], ["8026"]], excludes: []),
            GS1AIDefinition(
                ai: "243", title: "PCN",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 20, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"]], excludes: []),
            GS1AIDefinition(
                ai: "250", title: "SECONDARY SERIAL",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 30, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01", "21"], ["8006", "21"]], excludes: []),
            GS1AIDefinition(
                ai: "251", title: "REF. TO SOURCE",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 30, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["8006"]], excludes: []),
            GS1AIDefinition(
                ai: "253", title: "GDTI",
                components: [
                    GS1Component(characters: .numeric, minLength: 13, maxLength: 13, isOptional: false, linters: [.csum, .gcppos1]),
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 17, isOptional: true, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: [[]],
                requires: [], excludes: []),
            GS1AIDefinition(
                ai: "254", title: "GLN EXTENSION COMPONENT",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 20, isOptional: false, linters: []),
                ],
                isDataAttribute: false, keyQualifiers: nil,
                requires: [["414"]], excludes: []),
            GS1AIDefinition(
                ai: "255", title: "GCN",
                components: [
                    GS1Component(characters: .numeric, minLength: 13, maxLength: 13, isOptional: false, linters: [.csum, .gcppos1]),
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 12, isOptional: true, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: [[]],
                requires: [], excludes: ["01", "02", "415", "8006", "8020", "8026"]),
            GS1AIDefinition(
                ai: "30", title: "VAR. COUNT",
                components: [
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 8, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: []),
            GS1AIDefinition(
                ai: "3100", title: "NET WEIGHT (kg)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["310n"]),
            GS1AIDefinition(
                ai: "3101", title: "NET WEIGHT (kg)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["310n"]),
            GS1AIDefinition(
                ai: "3102", title: "NET WEIGHT (kg)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["310n"]),
            GS1AIDefinition(
                ai: "3103", title: "NET WEIGHT (kg)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["310n"]),
            GS1AIDefinition(
                ai: "3104", title: "NET WEIGHT (kg)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["310n"]),
            GS1AIDefinition(
                ai: "3105", title: "NET WEIGHT (kg)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["310n"]),
            GS1AIDefinition(
                ai: "3110", title: "LENGTH (m)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["311n"]),
            GS1AIDefinition(
                ai: "3111", title: "LENGTH (m)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["311n"]),
            GS1AIDefinition(
                ai: "3112", title: "LENGTH (m)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["311n"]),
            GS1AIDefinition(
                ai: "3113", title: "LENGTH (m)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["311n"]),
            GS1AIDefinition(
                ai: "3114", title: "LENGTH (m)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["311n"]),
            GS1AIDefinition(
                ai: "3115", title: "LENGTH (m)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["311n"]),
            GS1AIDefinition(
                ai: "3120", title: "WIDTH (m)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["312n"]),
            GS1AIDefinition(
                ai: "3121", title: "WIDTH (m)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["312n"]),
            GS1AIDefinition(
                ai: "3122", title: "WIDTH (m)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["312n"]),
            GS1AIDefinition(
                ai: "3123", title: "WIDTH (m)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["312n"]),
            GS1AIDefinition(
                ai: "3124", title: "WIDTH (m)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["312n"]),
            GS1AIDefinition(
                ai: "3125", title: "WIDTH (m)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["312n"]),
            GS1AIDefinition(
                ai: "3130", title: "HEIGHT (m)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["313n"]),
            GS1AIDefinition(
                ai: "3131", title: "HEIGHT (m)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["313n"]),
            GS1AIDefinition(
                ai: "3132", title: "HEIGHT (m)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["313n"]),
            GS1AIDefinition(
                ai: "3133", title: "HEIGHT (m)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["313n"]),
            GS1AIDefinition(
                ai: "3134", title: "HEIGHT (m)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["313n"]),
            GS1AIDefinition(
                ai: "3135", title: "HEIGHT (m)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["313n"]),
            GS1AIDefinition(
                ai: "3140", title: "AREA (m²)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["314n"]),
        ]
    }

    private static func entries1() -> [GS1AIDefinition] {
        [
            GS1AIDefinition(
                ai: "3141", title: "AREA (m²)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["314n"]),
            GS1AIDefinition(
                ai: "3142", title: "AREA (m²)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["314n"]),
            GS1AIDefinition(
                ai: "3143", title: "AREA (m²)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["314n"]),
            GS1AIDefinition(
                ai: "3144", title: "AREA (m²)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["314n"]),
            GS1AIDefinition(
                ai: "3145", title: "AREA (m²)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["314n"]),
            GS1AIDefinition(
                ai: "3150", title: "NET VOLUME (l)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["315n"]),
            GS1AIDefinition(
                ai: "3151", title: "NET VOLUME (l)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["315n"]),
            GS1AIDefinition(
                ai: "3152", title: "NET VOLUME (l)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["315n"]),
            GS1AIDefinition(
                ai: "3153", title: "NET VOLUME (l)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["315n"]),
            GS1AIDefinition(
                ai: "3154", title: "NET VOLUME (l)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["315n"]),
            GS1AIDefinition(
                ai: "3155", title: "NET VOLUME (l)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["315n"]),
            GS1AIDefinition(
                ai: "3160", title: "NET VOLUME (m³)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["316n"]),
            GS1AIDefinition(
                ai: "3161", title: "NET VOLUME (m³)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["316n"]),
            GS1AIDefinition(
                ai: "3162", title: "NET VOLUME (m³)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["316n"]),
            GS1AIDefinition(
                ai: "3163", title: "NET VOLUME (m³)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["316n"]),
            GS1AIDefinition(
                ai: "3164", title: "NET VOLUME (m³)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["316n"]),
            GS1AIDefinition(
                ai: "3165", title: "NET VOLUME (m³)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["316n"]),
            GS1AIDefinition(
                ai: "3200", title: "NET WEIGHT (lb)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["320n"]),
            GS1AIDefinition(
                ai: "3201", title: "NET WEIGHT (lb)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["320n"]),
            GS1AIDefinition(
                ai: "3202", title: "NET WEIGHT (lb)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["320n"]),
            GS1AIDefinition(
                ai: "3203", title: "NET WEIGHT (lb)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["320n"]),
            GS1AIDefinition(
                ai: "3204", title: "NET WEIGHT (lb)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["320n"]),
            GS1AIDefinition(
                ai: "3205", title: "NET WEIGHT (lb)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["320n"]),
            GS1AIDefinition(
                ai: "3210", title: "LENGTH (in)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["321n"]),
            GS1AIDefinition(
                ai: "3211", title: "LENGTH (in)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["321n"]),
            GS1AIDefinition(
                ai: "3212", title: "LENGTH (in)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["321n"]),
            GS1AIDefinition(
                ai: "3213", title: "LENGTH (in)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["321n"]),
            GS1AIDefinition(
                ai: "3214", title: "LENGTH (in)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["321n"]),
            GS1AIDefinition(
                ai: "3215", title: "LENGTH (in)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["321n"]),
            GS1AIDefinition(
                ai: "3220", title: "LENGTH (ft)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["322n"]),
            GS1AIDefinition(
                ai: "3221", title: "LENGTH (ft)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["322n"]),
            GS1AIDefinition(
                ai: "3222", title: "LENGTH (ft)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["322n"]),
            GS1AIDefinition(
                ai: "3223", title: "LENGTH (ft)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["322n"]),
            GS1AIDefinition(
                ai: "3224", title: "LENGTH (ft)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["322n"]),
            GS1AIDefinition(
                ai: "3225", title: "LENGTH (ft)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["322n"]),
            GS1AIDefinition(
                ai: "3230", title: "LENGTH (yd)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["323n"]),
            GS1AIDefinition(
                ai: "3231", title: "LENGTH (yd)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["323n"]),
            GS1AIDefinition(
                ai: "3232", title: "LENGTH (yd)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["323n"]),
            GS1AIDefinition(
                ai: "3233", title: "LENGTH (yd)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["323n"]),
            GS1AIDefinition(
                ai: "3234", title: "LENGTH (yd)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["323n"]),
            GS1AIDefinition(
                ai: "3235", title: "LENGTH (yd)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["323n"]),
            GS1AIDefinition(
                ai: "3240", title: "WIDTH (in)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["324n"]),
            GS1AIDefinition(
                ai: "3241", title: "WIDTH (in)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["324n"]),
            GS1AIDefinition(
                ai: "3242", title: "WIDTH (in)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["324n"]),
            GS1AIDefinition(
                ai: "3243", title: "WIDTH (in)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["324n"]),
            GS1AIDefinition(
                ai: "3244", title: "WIDTH (in)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["324n"]),
            GS1AIDefinition(
                ai: "3245", title: "WIDTH (in)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["324n"]),
            GS1AIDefinition(
                ai: "3250", title: "WIDTH (ft)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["325n"]),
            GS1AIDefinition(
                ai: "3251", title: "WIDTH (ft)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["325n"]),
            GS1AIDefinition(
                ai: "3252", title: "WIDTH (ft)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["325n"]),
        ]
    }

    private static func entries2() -> [GS1AIDefinition] {
        [
            GS1AIDefinition(
                ai: "3253", title: "WIDTH (ft)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["325n"]),
            GS1AIDefinition(
                ai: "3254", title: "WIDTH (ft)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["325n"]),
            GS1AIDefinition(
                ai: "3255", title: "WIDTH (ft)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["325n"]),
            GS1AIDefinition(
                ai: "3260", title: "WIDTH (yd)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["326n"]),
            GS1AIDefinition(
                ai: "3261", title: "WIDTH (yd)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["326n"]),
            GS1AIDefinition(
                ai: "3262", title: "WIDTH (yd)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["326n"]),
            GS1AIDefinition(
                ai: "3263", title: "WIDTH (yd)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["326n"]),
            GS1AIDefinition(
                ai: "3264", title: "WIDTH (yd)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["326n"]),
            GS1AIDefinition(
                ai: "3265", title: "WIDTH (yd)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["326n"]),
            GS1AIDefinition(
                ai: "3270", title: "HEIGHT (in)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["327n"]),
            GS1AIDefinition(
                ai: "3271", title: "HEIGHT (in)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["327n"]),
            GS1AIDefinition(
                ai: "3272", title: "HEIGHT (in)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["327n"]),
            GS1AIDefinition(
                ai: "3273", title: "HEIGHT (in)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["327n"]),
            GS1AIDefinition(
                ai: "3274", title: "HEIGHT (in)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["327n"]),
            GS1AIDefinition(
                ai: "3275", title: "HEIGHT (in)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["327n"]),
            GS1AIDefinition(
                ai: "3280", title: "HEIGHT (ft)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["328n"]),
            GS1AIDefinition(
                ai: "3281", title: "HEIGHT (ft)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["328n"]),
            GS1AIDefinition(
                ai: "3282", title: "HEIGHT (ft)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["328n"]),
            GS1AIDefinition(
                ai: "3283", title: "HEIGHT (ft)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["328n"]),
            GS1AIDefinition(
                ai: "3284", title: "HEIGHT (ft)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["328n"]),
            GS1AIDefinition(
                ai: "3285", title: "HEIGHT (ft)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["328n"]),
            GS1AIDefinition(
                ai: "3290", title: "HEIGHT (yd)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["329n"]),
            GS1AIDefinition(
                ai: "3291", title: "HEIGHT (yd)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["329n"]),
            GS1AIDefinition(
                ai: "3292", title: "HEIGHT (yd)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["329n"]),
            GS1AIDefinition(
                ai: "3293", title: "HEIGHT (yd)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["329n"]),
            GS1AIDefinition(
                ai: "3294", title: "HEIGHT (yd)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["329n"]),
            GS1AIDefinition(
                ai: "3295", title: "HEIGHT (yd)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["329n"]),
            GS1AIDefinition(
                ai: "3300", title: "GROSS WEIGHT (kg)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["330n"]),
            GS1AIDefinition(
                ai: "3301", title: "GROSS WEIGHT (kg)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["330n"]),
            GS1AIDefinition(
                ai: "3302", title: "GROSS WEIGHT (kg)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["330n"]),
            GS1AIDefinition(
                ai: "3303", title: "GROSS WEIGHT (kg)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["330n"]),
            GS1AIDefinition(
                ai: "3304", title: "GROSS WEIGHT (kg)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["330n"]),
            GS1AIDefinition(
                ai: "3305", title: "GROSS WEIGHT (kg)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["330n"]),
            GS1AIDefinition(
                ai: "3310", title: "LENGTH (m), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["331n"]),
            GS1AIDefinition(
                ai: "3311", title: "LENGTH (m), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["331n"]),
            GS1AIDefinition(
                ai: "3312", title: "LENGTH (m), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["331n"]),
            GS1AIDefinition(
                ai: "3313", title: "LENGTH (m), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["331n"]),
            GS1AIDefinition(
                ai: "3314", title: "LENGTH (m), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["331n"]),
            GS1AIDefinition(
                ai: "3315", title: "LENGTH (m), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["331n"]),
            GS1AIDefinition(
                ai: "3320", title: "WIDTH (m), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["332n"]),
            GS1AIDefinition(
                ai: "3321", title: "WIDTH (m), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["332n"]),
            GS1AIDefinition(
                ai: "3322", title: "WIDTH (m), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["332n"]),
            GS1AIDefinition(
                ai: "3323", title: "WIDTH (m), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["332n"]),
            GS1AIDefinition(
                ai: "3324", title: "WIDTH (m), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["332n"]),
            GS1AIDefinition(
                ai: "3325", title: "WIDTH (m), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["332n"]),
            GS1AIDefinition(
                ai: "3330", title: "HEIGHT (m), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["333n"]),
            GS1AIDefinition(
                ai: "3331", title: "HEIGHT (m), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["333n"]),
            GS1AIDefinition(
                ai: "3332", title: "HEIGHT (m), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["333n"]),
            GS1AIDefinition(
                ai: "3333", title: "HEIGHT (m), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["333n"]),
            GS1AIDefinition(
                ai: "3334", title: "HEIGHT (m), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["333n"]),
        ]
    }

    private static func entries3() -> [GS1AIDefinition] {
        [
            GS1AIDefinition(
                ai: "3335", title: "HEIGHT (m), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["333n"]),
            GS1AIDefinition(
                ai: "3340", title: "AREA (m²), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["334n"]),
            GS1AIDefinition(
                ai: "3341", title: "AREA (m²), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["334n"]),
            GS1AIDefinition(
                ai: "3342", title: "AREA (m²), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["334n"]),
            GS1AIDefinition(
                ai: "3343", title: "AREA (m²), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["334n"]),
            GS1AIDefinition(
                ai: "3344", title: "AREA (m²), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["334n"]),
            GS1AIDefinition(
                ai: "3345", title: "AREA (m²), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["334n"]),
            GS1AIDefinition(
                ai: "3350", title: "VOLUME (l), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["335n"]),
            GS1AIDefinition(
                ai: "3351", title: "VOLUME (l), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["335n"]),
            GS1AIDefinition(
                ai: "3352", title: "VOLUME (l), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["335n"]),
            GS1AIDefinition(
                ai: "3353", title: "VOLUME (l), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["335n"]),
            GS1AIDefinition(
                ai: "3354", title: "VOLUME (l), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["335n"]),
            GS1AIDefinition(
                ai: "3355", title: "VOLUME (l), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["335n"]),
            GS1AIDefinition(
                ai: "3360", title: "VOLUME (m³), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["336n"]),
            GS1AIDefinition(
                ai: "3361", title: "VOLUME (m³), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["336n"]),
            GS1AIDefinition(
                ai: "3362", title: "VOLUME (m³), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["336n"]),
            GS1AIDefinition(
                ai: "3363", title: "VOLUME (m³), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["336n"]),
            GS1AIDefinition(
                ai: "3364", title: "VOLUME (m³), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["336n"]),
            GS1AIDefinition(
                ai: "3365", title: "VOLUME (m³), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["336n"]),
            GS1AIDefinition(
                ai: "3370", title: "KG PER m²",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"]], excludes: ["337n"]),
            GS1AIDefinition(
                ai: "3371", title: "KG PER m²",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"]], excludes: ["337n"]),
            GS1AIDefinition(
                ai: "3372", title: "KG PER m²",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"]], excludes: ["337n"]),
            GS1AIDefinition(
                ai: "3373", title: "KG PER m²",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"]], excludes: ["337n"]),
            GS1AIDefinition(
                ai: "3374", title: "KG PER m²",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"]], excludes: ["337n"]),
            GS1AIDefinition(
                ai: "3375", title: "KG PER m²",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"]], excludes: ["337n"]),
            GS1AIDefinition(
                ai: "3400", title: "GROSS WEIGHT (lb)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["340n"]),
            GS1AIDefinition(
                ai: "3401", title: "GROSS WEIGHT (lb)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["340n"]),
            GS1AIDefinition(
                ai: "3402", title: "GROSS WEIGHT (lb)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["340n"]),
            GS1AIDefinition(
                ai: "3403", title: "GROSS WEIGHT (lb)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["340n"]),
            GS1AIDefinition(
                ai: "3404", title: "GROSS WEIGHT (lb)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["340n"]),
            GS1AIDefinition(
                ai: "3405", title: "GROSS WEIGHT (lb)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["340n"]),
            GS1AIDefinition(
                ai: "3410", title: "LENGTH (in), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["341n"]),
            GS1AIDefinition(
                ai: "3411", title: "LENGTH (in), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["341n"]),
            GS1AIDefinition(
                ai: "3412", title: "LENGTH (in), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["341n"]),
            GS1AIDefinition(
                ai: "3413", title: "LENGTH (in), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["341n"]),
            GS1AIDefinition(
                ai: "3414", title: "LENGTH (in), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["341n"]),
            GS1AIDefinition(
                ai: "3415", title: "LENGTH (in), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["341n"]),
            GS1AIDefinition(
                ai: "3420", title: "LENGTH (ft), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["342n"]),
            GS1AIDefinition(
                ai: "3421", title: "LENGTH (ft), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["342n"]),
            GS1AIDefinition(
                ai: "3422", title: "LENGTH (ft), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["342n"]),
            GS1AIDefinition(
                ai: "3423", title: "LENGTH (ft), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["342n"]),
            GS1AIDefinition(
                ai: "3424", title: "LENGTH (ft), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["342n"]),
            GS1AIDefinition(
                ai: "3425", title: "LENGTH (ft), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["342n"]),
            GS1AIDefinition(
                ai: "3430", title: "LENGTH (yd), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["343n"]),
            GS1AIDefinition(
                ai: "3431", title: "LENGTH (yd), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["343n"]),
            GS1AIDefinition(
                ai: "3432", title: "LENGTH (yd), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["343n"]),
            GS1AIDefinition(
                ai: "3433", title: "LENGTH (yd), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["343n"]),
            GS1AIDefinition(
                ai: "3434", title: "LENGTH (yd), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["343n"]),
            GS1AIDefinition(
                ai: "3435", title: "LENGTH (yd), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["343n"]),
            GS1AIDefinition(
                ai: "3440", title: "WIDTH (in), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["344n"]),
        ]
    }

    private static func entries4() -> [GS1AIDefinition] {
        [
            GS1AIDefinition(
                ai: "3441", title: "WIDTH (in), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["344n"]),
            GS1AIDefinition(
                ai: "3442", title: "WIDTH (in), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["344n"]),
            GS1AIDefinition(
                ai: "3443", title: "WIDTH (in), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["344n"]),
            GS1AIDefinition(
                ai: "3444", title: "WIDTH (in), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["344n"]),
            GS1AIDefinition(
                ai: "3445", title: "WIDTH (in), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["344n"]),
            GS1AIDefinition(
                ai: "3450", title: "WIDTH (ft), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["345n"]),
            GS1AIDefinition(
                ai: "3451", title: "WIDTH (ft), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["345n"]),
            GS1AIDefinition(
                ai: "3452", title: "WIDTH (ft), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["345n"]),
            GS1AIDefinition(
                ai: "3453", title: "WIDTH (ft), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["345n"]),
            GS1AIDefinition(
                ai: "3454", title: "WIDTH (ft), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["345n"]),
            GS1AIDefinition(
                ai: "3455", title: "WIDTH (ft), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["345n"]),
            GS1AIDefinition(
                ai: "3460", title: "WIDTH (yd), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["346n"]),
            GS1AIDefinition(
                ai: "3461", title: "WIDTH (yd), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["346n"]),
            GS1AIDefinition(
                ai: "3462", title: "WIDTH (yd), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["346n"]),
            GS1AIDefinition(
                ai: "3463", title: "WIDTH (yd), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["346n"]),
            GS1AIDefinition(
                ai: "3464", title: "WIDTH (yd), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["346n"]),
            GS1AIDefinition(
                ai: "3465", title: "WIDTH (yd), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["346n"]),
            GS1AIDefinition(
                ai: "3470", title: "HEIGHT (in), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["347n"]),
            GS1AIDefinition(
                ai: "3471", title: "HEIGHT (in), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["347n"]),
            GS1AIDefinition(
                ai: "3472", title: "HEIGHT (in), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["347n"]),
            GS1AIDefinition(
                ai: "3473", title: "HEIGHT (in), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["347n"]),
            GS1AIDefinition(
                ai: "3474", title: "HEIGHT (in), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["347n"]),
            GS1AIDefinition(
                ai: "3475", title: "HEIGHT (in), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["347n"]),
            GS1AIDefinition(
                ai: "3480", title: "HEIGHT (ft), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["348n"]),
            GS1AIDefinition(
                ai: "3481", title: "HEIGHT (ft), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["348n"]),
            GS1AIDefinition(
                ai: "3482", title: "HEIGHT (ft), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["348n"]),
            GS1AIDefinition(
                ai: "3483", title: "HEIGHT (ft), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["348n"]),
            GS1AIDefinition(
                ai: "3484", title: "HEIGHT (ft), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["348n"]),
            GS1AIDefinition(
                ai: "3485", title: "HEIGHT (ft), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["348n"]),
            GS1AIDefinition(
                ai: "3490", title: "HEIGHT (yd), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["349n"]),
            GS1AIDefinition(
                ai: "3491", title: "HEIGHT (yd), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["349n"]),
            GS1AIDefinition(
                ai: "3492", title: "HEIGHT (yd), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["349n"]),
            GS1AIDefinition(
                ai: "3493", title: "HEIGHT (yd), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["349n"]),
            GS1AIDefinition(
                ai: "3494", title: "HEIGHT (yd), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["349n"]),
            GS1AIDefinition(
                ai: "3495", title: "HEIGHT (yd), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["349n"]),
            GS1AIDefinition(
                ai: "3500", title: "AREA (in²)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["350n"]),
            GS1AIDefinition(
                ai: "3501", title: "AREA (in²)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["350n"]),
            GS1AIDefinition(
                ai: "3502", title: "AREA (in²)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["350n"]),
            GS1AIDefinition(
                ai: "3503", title: "AREA (in²)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["350n"]),
            GS1AIDefinition(
                ai: "3504", title: "AREA (in²)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["350n"]),
            GS1AIDefinition(
                ai: "3505", title: "AREA (in²)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["350n"]),
            GS1AIDefinition(
                ai: "3510", title: "AREA (ft²)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["351n"]),
            GS1AIDefinition(
                ai: "3511", title: "AREA (ft²)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["351n"]),
            GS1AIDefinition(
                ai: "3512", title: "AREA (ft²)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["351n"]),
            GS1AIDefinition(
                ai: "3513", title: "AREA (ft²)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["351n"]),
            GS1AIDefinition(
                ai: "3514", title: "AREA (ft²)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["351n"]),
            GS1AIDefinition(
                ai: "3515", title: "AREA (ft²)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["351n"]),
            GS1AIDefinition(
                ai: "3520", title: "AREA (yd²)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["352n"]),
            GS1AIDefinition(
                ai: "3521", title: "AREA (yd²)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["352n"]),
            GS1AIDefinition(
                ai: "3522", title: "AREA (yd²)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["352n"]),
        ]
    }

    private static func entries5() -> [GS1AIDefinition] {
        [
            GS1AIDefinition(
                ai: "3523", title: "AREA (yd²)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["352n"]),
            GS1AIDefinition(
                ai: "3524", title: "AREA (yd²)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["352n"]),
            GS1AIDefinition(
                ai: "3525", title: "AREA (yd²)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["352n"]),
            GS1AIDefinition(
                ai: "3530", title: "AREA (in²), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["353n"]),
            GS1AIDefinition(
                ai: "3531", title: "AREA (in²), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["353n"]),
            GS1AIDefinition(
                ai: "3532", title: "AREA (in²), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["353n"]),
            GS1AIDefinition(
                ai: "3533", title: "AREA (in²), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["353n"]),
            GS1AIDefinition(
                ai: "3534", title: "AREA (in²), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["353n"]),
            GS1AIDefinition(
                ai: "3535", title: "AREA (in²), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["353n"]),
            GS1AIDefinition(
                ai: "3540", title: "AREA (ft²), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["354n"]),
            GS1AIDefinition(
                ai: "3541", title: "AREA (ft²), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["354n"]),
            GS1AIDefinition(
                ai: "3542", title: "AREA (ft²), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["354n"]),
            GS1AIDefinition(
                ai: "3543", title: "AREA (ft²), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["354n"]),
            GS1AIDefinition(
                ai: "3544", title: "AREA (ft²), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["354n"]),
            GS1AIDefinition(
                ai: "3545", title: "AREA (ft²), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["354n"]),
            GS1AIDefinition(
                ai: "3550", title: "AREA (yd²), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["355n"]),
            GS1AIDefinition(
                ai: "3551", title: "AREA (yd²), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["355n"]),
            GS1AIDefinition(
                ai: "3552", title: "AREA (yd²), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["355n"]),
            GS1AIDefinition(
                ai: "3553", title: "AREA (yd²), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["355n"]),
            GS1AIDefinition(
                ai: "3554", title: "AREA (yd²), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["355n"]),
            GS1AIDefinition(
                ai: "3555", title: "AREA (yd²), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["355n"]),
            GS1AIDefinition(
                ai: "3560", title: "NET WEIGHT (tr oz)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["356n"]),
            GS1AIDefinition(
                ai: "3561", title: "NET WEIGHT (tr oz)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["356n"]),
            GS1AIDefinition(
                ai: "3562", title: "NET WEIGHT (tr oz)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["356n"]),
            GS1AIDefinition(
                ai: "3563", title: "NET WEIGHT (tr oz)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["356n"]),
            GS1AIDefinition(
                ai: "3564", title: "NET WEIGHT (tr oz)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["356n"]),
            GS1AIDefinition(
                ai: "3565", title: "NET WEIGHT (tr oz)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["356n"]),
            GS1AIDefinition(
                ai: "3570", title: "NET VOLUME (oz)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["357n"]),
            GS1AIDefinition(
                ai: "3571", title: "NET VOLUME (oz)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["357n"]),
            GS1AIDefinition(
                ai: "3572", title: "NET VOLUME (oz)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["357n"]),
            GS1AIDefinition(
                ai: "3573", title: "NET VOLUME (oz)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["357n"]),
            GS1AIDefinition(
                ai: "3574", title: "NET VOLUME (oz)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["357n"]),
            GS1AIDefinition(
                ai: "3575", title: "NET VOLUME (oz)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["357n"]),
            GS1AIDefinition(
                ai: "3600", title: "NET VOLUME (qt (US))",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["360n"]),
            GS1AIDefinition(
                ai: "3601", title: "NET VOLUME (qt (US))",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["360n"]),
            GS1AIDefinition(
                ai: "3602", title: "NET VOLUME (qt (US))",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["360n"]),
            GS1AIDefinition(
                ai: "3603", title: "NET VOLUME (qt (US))",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["360n"]),
            GS1AIDefinition(
                ai: "3604", title: "NET VOLUME (qt (US))",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["360n"]),
            GS1AIDefinition(
                ai: "3605", title: "NET VOLUME (qt (US))",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["360n"]),
            GS1AIDefinition(
                ai: "3610", title: "NET VOLUME (gal.)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["361n"]),
            GS1AIDefinition(
                ai: "3611", title: "NET VOLUME (gal.)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["361n"]),
            GS1AIDefinition(
                ai: "3612", title: "NET VOLUME (gal.)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["361n"]),
            GS1AIDefinition(
                ai: "3613", title: "NET VOLUME (gal.)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["361n"]),
            GS1AIDefinition(
                ai: "3614", title: "NET VOLUME (gal.)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["361n"]),
            GS1AIDefinition(
                ai: "3615", title: "NET VOLUME (gal.)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["361n"]),
            GS1AIDefinition(
                ai: "3620", title: "VOLUME (qt (US)), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["362n"]),
            GS1AIDefinition(
                ai: "3621", title: "VOLUME (qt (US)), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["362n"]),
            GS1AIDefinition(
                ai: "3622", title: "VOLUME (qt (US)), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["362n"]),
            GS1AIDefinition(
                ai: "3623", title: "VOLUME (qt (US)), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["362n"]),
            GS1AIDefinition(
                ai: "3624", title: "VOLUME (qt (US)), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["362n"]),
        ]
    }

    private static func entries6() -> [GS1AIDefinition] {
        [
            GS1AIDefinition(
                ai: "3625", title: "VOLUME (qt (US)), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["362n"]),
            GS1AIDefinition(
                ai: "3630", title: "VOLUME (gal (US)), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["363n"]),
            GS1AIDefinition(
                ai: "3631", title: "VOLUME (gal (US)), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["363n"]),
            GS1AIDefinition(
                ai: "3632", title: "VOLUME (gal (US)), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["363n"]),
            GS1AIDefinition(
                ai: "3633", title: "VOLUME (gal (US)), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["363n"]),
            GS1AIDefinition(
                ai: "3634", title: "VOLUME (gal (US)), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["363n"]),
            GS1AIDefinition(
                ai: "3635", title: "VOLUME (gal (US)), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["363n"]),
            GS1AIDefinition(
                ai: "3640", title: "NET VOLUME (in³)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["364n"]),
            GS1AIDefinition(
                ai: "3641", title: "NET VOLUME (in³)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["364n"]),
            GS1AIDefinition(
                ai: "3642", title: "NET VOLUME (in³)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["364n"]),
            GS1AIDefinition(
                ai: "3643", title: "NET VOLUME (in³)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["364n"]),
            GS1AIDefinition(
                ai: "3644", title: "NET VOLUME (in³)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["364n"]),
            GS1AIDefinition(
                ai: "3645", title: "NET VOLUME (in³)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["364n"]),
            GS1AIDefinition(
                ai: "3650", title: "NET VOLUME (ft³)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["365n"]),
            GS1AIDefinition(
                ai: "3651", title: "NET VOLUME (ft³)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["365n"]),
            GS1AIDefinition(
                ai: "3652", title: "NET VOLUME (ft³)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["365n"]),
            GS1AIDefinition(
                ai: "3653", title: "NET VOLUME (ft³)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["365n"]),
            GS1AIDefinition(
                ai: "3654", title: "NET VOLUME (ft³)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["365n"]),
            GS1AIDefinition(
                ai: "3655", title: "NET VOLUME (ft³)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["365n"]),
            GS1AIDefinition(
                ai: "3660", title: "NET VOLUME (yd³)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["366n"]),
            GS1AIDefinition(
                ai: "3661", title: "NET VOLUME (yd³)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["366n"]),
            GS1AIDefinition(
                ai: "3662", title: "NET VOLUME (yd³)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["366n"]),
            GS1AIDefinition(
                ai: "3663", title: "NET VOLUME (yd³)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["366n"]),
            GS1AIDefinition(
                ai: "3664", title: "NET VOLUME (yd³)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["366n"]),
            GS1AIDefinition(
                ai: "3665", title: "NET VOLUME (yd³)",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["366n"]),
            GS1AIDefinition(
                ai: "3670", title: "VOLUME (in³), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["367n"]),
            GS1AIDefinition(
                ai: "3671", title: "VOLUME (in³), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["367n"]),
            GS1AIDefinition(
                ai: "3672", title: "VOLUME (in³), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["367n"]),
            GS1AIDefinition(
                ai: "3673", title: "VOLUME (in³), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["367n"]),
            GS1AIDefinition(
                ai: "3674", title: "VOLUME (in³), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["367n"]),
            GS1AIDefinition(
                ai: "3675", title: "VOLUME (in³), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["367n"]),
            GS1AIDefinition(
                ai: "3680", title: "VOLUME (ft³), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["368n"]),
            GS1AIDefinition(
                ai: "3681", title: "VOLUME (ft³), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["368n"]),
            GS1AIDefinition(
                ai: "3682", title: "VOLUME (ft³), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["368n"]),
            GS1AIDefinition(
                ai: "3683", title: "VOLUME (ft³), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["368n"]),
            GS1AIDefinition(
                ai: "3684", title: "VOLUME (ft³), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["368n"]),
            GS1AIDefinition(
                ai: "3685", title: "VOLUME (ft³), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["368n"]),
            GS1AIDefinition(
                ai: "3690", title: "VOLUME (yd³), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["369n"]),
            GS1AIDefinition(
                ai: "3691", title: "VOLUME (yd³), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["369n"]),
            GS1AIDefinition(
                ai: "3692", title: "VOLUME (yd³), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["369n"]),
            GS1AIDefinition(
                ai: "3693", title: "VOLUME (yd³), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["369n"]),
            GS1AIDefinition(
                ai: "3694", title: "VOLUME (yd³), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["369n"]),
            GS1AIDefinition(
                ai: "3695", title: "VOLUME (yd³), log",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: ["369n"]),
            GS1AIDefinition(
                ai: "37", title: "COUNT",
                components: [
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 8, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00", "02"], ["00", "8026"]], excludes: []),
            GS1AIDefinition(
                ai: "3900", title: "AMOUNT",
                components: [
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 15, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["255"], ["8020"]], excludes: ["390n", "391n", "394n", "8111"]),
            GS1AIDefinition(
                ai: "3901", title: "AMOUNT",
                components: [
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 15, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["255"], ["8020"]], excludes: ["390n", "391n", "394n", "8111"]),
            GS1AIDefinition(
                ai: "3902", title: "AMOUNT",
                components: [
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 15, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["255"], ["8020"]], excludes: ["390n", "391n", "394n", "8111"]),
            GS1AIDefinition(
                ai: "3903", title: "AMOUNT",
                components: [
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 15, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["255"], ["8020"]], excludes: ["390n", "391n", "394n", "8111"]),
            GS1AIDefinition(
                ai: "3904", title: "AMOUNT",
                components: [
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 15, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["255"], ["8020"]], excludes: ["390n", "391n", "394n", "8111"]),
            GS1AIDefinition(
                ai: "3905", title: "AMOUNT",
                components: [
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 15, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["255"], ["8020"]], excludes: ["390n", "391n", "394n", "8111"]),
        ]
    }

    private static func entries7() -> [GS1AIDefinition] {
        [
            GS1AIDefinition(
                ai: "3906", title: "AMOUNT",
                components: [
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 15, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["255"], ["8020"]], excludes: ["390n", "391n", "394n", "8111"]),
            GS1AIDefinition(
                ai: "3907", title: "AMOUNT",
                components: [
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 15, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["255"], ["8020"]], excludes: ["390n", "391n", "394n", "8111"]),
            GS1AIDefinition(
                ai: "3908", title: "AMOUNT",
                components: [
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 15, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["255"], ["8020"]], excludes: ["390n", "391n", "394n", "8111"]),
            GS1AIDefinition(
                ai: "3909", title: "AMOUNT",
                components: [
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 15, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["255"], ["8020"]], excludes: ["390n", "391n", "394n", "8111"]),
            GS1AIDefinition(
                ai: "3910", title: "AMOUNT",
                components: [
                    GS1Component(characters: .numeric, minLength: 3, maxLength: 3, isOptional: false, linters: [.iso4217]),
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 15, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["8020"]], excludes: ["391n"]),
            GS1AIDefinition(
                ai: "3911", title: "AMOUNT",
                components: [
                    GS1Component(characters: .numeric, minLength: 3, maxLength: 3, isOptional: false, linters: [.iso4217]),
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 15, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["8020"]], excludes: ["391n"]),
            GS1AIDefinition(
                ai: "3912", title: "AMOUNT",
                components: [
                    GS1Component(characters: .numeric, minLength: 3, maxLength: 3, isOptional: false, linters: [.iso4217]),
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 15, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["8020"]], excludes: ["391n"]),
            GS1AIDefinition(
                ai: "3913", title: "AMOUNT",
                components: [
                    GS1Component(characters: .numeric, minLength: 3, maxLength: 3, isOptional: false, linters: [.iso4217]),
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 15, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["8020"]], excludes: ["391n"]),
            GS1AIDefinition(
                ai: "3914", title: "AMOUNT",
                components: [
                    GS1Component(characters: .numeric, minLength: 3, maxLength: 3, isOptional: false, linters: [.iso4217]),
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 15, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["8020"]], excludes: ["391n"]),
            GS1AIDefinition(
                ai: "3915", title: "AMOUNT",
                components: [
                    GS1Component(characters: .numeric, minLength: 3, maxLength: 3, isOptional: false, linters: [.iso4217]),
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 15, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["8020"]], excludes: ["391n"]),
            GS1AIDefinition(
                ai: "3916", title: "AMOUNT",
                components: [
                    GS1Component(characters: .numeric, minLength: 3, maxLength: 3, isOptional: false, linters: [.iso4217]),
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 15, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["8020"]], excludes: ["391n"]),
            GS1AIDefinition(
                ai: "3917", title: "AMOUNT",
                components: [
                    GS1Component(characters: .numeric, minLength: 3, maxLength: 3, isOptional: false, linters: [.iso4217]),
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 15, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["8020"]], excludes: ["391n"]),
            GS1AIDefinition(
                ai: "3918", title: "AMOUNT",
                components: [
                    GS1Component(characters: .numeric, minLength: 3, maxLength: 3, isOptional: false, linters: [.iso4217]),
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 15, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["8020"]], excludes: ["391n"]),
            GS1AIDefinition(
                ai: "3919", title: "AMOUNT",
                components: [
                    GS1Component(characters: .numeric, minLength: 3, maxLength: 3, isOptional: false, linters: [.iso4217]),
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 15, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["8020"]], excludes: ["391n"]),
            GS1AIDefinition(
                ai: "3920", title: "PRICE",
                components: [
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 15, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01", "30"], ["01", "31nn"], ["01", "32nn"], ["01", "35nn"], ["01", "36nn"]], excludes: ["392n", "393n"]),
            GS1AIDefinition(
                ai: "3921", title: "PRICE",
                components: [
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 15, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01", "30"], ["01", "31nn"], ["01", "32nn"], ["01", "35nn"], ["01", "36nn"]], excludes: ["392n", "393n"]),
            GS1AIDefinition(
                ai: "3922", title: "PRICE",
                components: [
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 15, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01", "30"], ["01", "31nn"], ["01", "32nn"], ["01", "35nn"], ["01", "36nn"]], excludes: ["392n", "393n"]),
            GS1AIDefinition(
                ai: "3923", title: "PRICE",
                components: [
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 15, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01", "30"], ["01", "31nn"], ["01", "32nn"], ["01", "35nn"], ["01", "36nn"]], excludes: ["392n", "393n"]),
            GS1AIDefinition(
                ai: "3924", title: "PRICE",
                components: [
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 15, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01", "30"], ["01", "31nn"], ["01", "32nn"], ["01", "35nn"], ["01", "36nn"]], excludes: ["392n", "393n"]),
            GS1AIDefinition(
                ai: "3925", title: "PRICE",
                components: [
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 15, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01", "30"], ["01", "31nn"], ["01", "32nn"], ["01", "35nn"], ["01", "36nn"]], excludes: ["392n", "393n"]),
            GS1AIDefinition(
                ai: "3926", title: "PRICE",
                components: [
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 15, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01", "30"], ["01", "31nn"], ["01", "32nn"], ["01", "35nn"], ["01", "36nn"]], excludes: ["392n", "393n"]),
            GS1AIDefinition(
                ai: "3927", title: "PRICE",
                components: [
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 15, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01", "30"], ["01", "31nn"], ["01", "32nn"], ["01", "35nn"], ["01", "36nn"]], excludes: ["392n", "393n"]),
            GS1AIDefinition(
                ai: "3928", title: "PRICE",
                components: [
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 15, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01", "30"], ["01", "31nn"], ["01", "32nn"], ["01", "35nn"], ["01", "36nn"]], excludes: ["392n", "393n"]),
            GS1AIDefinition(
                ai: "3929", title: "PRICE",
                components: [
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 15, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01", "30"], ["01", "31nn"], ["01", "32nn"], ["01", "35nn"], ["01", "36nn"]], excludes: ["392n", "393n"]),
            GS1AIDefinition(
                ai: "3930", title: "PRICE",
                components: [
                    GS1Component(characters: .numeric, minLength: 3, maxLength: 3, isOptional: false, linters: [.iso4217]),
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 15, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["30"], ["31nn"], ["32nn"], ["35nn"], ["36nn"]], excludes: ["393n"]),
            GS1AIDefinition(
                ai: "3931", title: "PRICE",
                components: [
                    GS1Component(characters: .numeric, minLength: 3, maxLength: 3, isOptional: false, linters: [.iso4217]),
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 15, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["30"], ["31nn"], ["32nn"], ["35nn"], ["36nn"]], excludes: ["393n"]),
            GS1AIDefinition(
                ai: "3932", title: "PRICE",
                components: [
                    GS1Component(characters: .numeric, minLength: 3, maxLength: 3, isOptional: false, linters: [.iso4217]),
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 15, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["30"], ["31nn"], ["32nn"], ["35nn"], ["36nn"]], excludes: ["393n"]),
            GS1AIDefinition(
                ai: "3933", title: "PRICE",
                components: [
                    GS1Component(characters: .numeric, minLength: 3, maxLength: 3, isOptional: false, linters: [.iso4217]),
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 15, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["30"], ["31nn"], ["32nn"], ["35nn"], ["36nn"]], excludes: ["393n"]),
            GS1AIDefinition(
                ai: "3934", title: "PRICE",
                components: [
                    GS1Component(characters: .numeric, minLength: 3, maxLength: 3, isOptional: false, linters: [.iso4217]),
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 15, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["30"], ["31nn"], ["32nn"], ["35nn"], ["36nn"]], excludes: ["393n"]),
            GS1AIDefinition(
                ai: "3935", title: "PRICE",
                components: [
                    GS1Component(characters: .numeric, minLength: 3, maxLength: 3, isOptional: false, linters: [.iso4217]),
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 15, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["30"], ["31nn"], ["32nn"], ["35nn"], ["36nn"]], excludes: ["393n"]),
            GS1AIDefinition(
                ai: "3936", title: "PRICE",
                components: [
                    GS1Component(characters: .numeric, minLength: 3, maxLength: 3, isOptional: false, linters: [.iso4217]),
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 15, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["30"], ["31nn"], ["32nn"], ["35nn"], ["36nn"]], excludes: ["393n"]),
            GS1AIDefinition(
                ai: "3937", title: "PRICE",
                components: [
                    GS1Component(characters: .numeric, minLength: 3, maxLength: 3, isOptional: false, linters: [.iso4217]),
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 15, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["30"], ["31nn"], ["32nn"], ["35nn"], ["36nn"]], excludes: ["393n"]),
            GS1AIDefinition(
                ai: "3938", title: "PRICE",
                components: [
                    GS1Component(characters: .numeric, minLength: 3, maxLength: 3, isOptional: false, linters: [.iso4217]),
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 15, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["30"], ["31nn"], ["32nn"], ["35nn"], ["36nn"]], excludes: ["393n"]),
            GS1AIDefinition(
                ai: "3939", title: "PRICE",
                components: [
                    GS1Component(characters: .numeric, minLength: 3, maxLength: 3, isOptional: false, linters: [.iso4217]),
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 15, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["30"], ["31nn"], ["32nn"], ["35nn"], ["36nn"]], excludes: ["393n"]),
            GS1AIDefinition(
                ai: "3940", title: "PRCNT OFF",
                components: [
                    GS1Component(characters: .numeric, minLength: 4, maxLength: 4, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["255"]], excludes: ["394n", "8111"]),
            GS1AIDefinition(
                ai: "3941", title: "PRCNT OFF",
                components: [
                    GS1Component(characters: .numeric, minLength: 4, maxLength: 4, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["255"]], excludes: ["394n", "8111"]),
            GS1AIDefinition(
                ai: "3942", title: "PRCNT OFF",
                components: [
                    GS1Component(characters: .numeric, minLength: 4, maxLength: 4, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["255"]], excludes: ["394n", "8111"]),
            GS1AIDefinition(
                ai: "3943", title: "PRCNT OFF",
                components: [
                    GS1Component(characters: .numeric, minLength: 4, maxLength: 4, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["255"]], excludes: ["394n", "8111"]),
            GS1AIDefinition(
                ai: "3950", title: "PRICE/UoM",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["30"], ["31nn"], ["32nn"], ["35nn"], ["36nn"]], excludes: ["392n", "393n", "395n", "8005"]),
            GS1AIDefinition(
                ai: "3951", title: "PRICE/UoM",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["30"], ["31nn"], ["32nn"], ["35nn"], ["36nn"]], excludes: ["392n", "393n", "395n", "8005"]),
            GS1AIDefinition(
                ai: "3952", title: "PRICE/UoM",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["30"], ["31nn"], ["32nn"], ["35nn"], ["36nn"]], excludes: ["392n", "393n", "395n", "8005"]),
            GS1AIDefinition(
                ai: "3953", title: "PRICE/UoM",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["30"], ["31nn"], ["32nn"], ["35nn"], ["36nn"]], excludes: ["392n", "393n", "395n", "8005"]),
            GS1AIDefinition(
                ai: "3954", title: "PRICE/UoM",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["30"], ["31nn"], ["32nn"], ["35nn"], ["36nn"]], excludes: ["392n", "393n", "395n", "8005"]),
            GS1AIDefinition(
                ai: "3955", title: "PRICE/UoM",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["30"], ["31nn"], ["32nn"], ["35nn"], ["36nn"]], excludes: ["392n", "393n", "395n", "8005"]),
            GS1AIDefinition(
                ai: "400", title: "ORDER NUMBER",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 30, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [], excludes: []),
            GS1AIDefinition(
                ai: "401", title: "GINC",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 30, isOptional: false, linters: [.gcppos1]),
                ],
                isDataAttribute: true, keyQualifiers: [[]],
                requires: [], excludes: []),
            GS1AIDefinition(
                ai: "402", title: "GSIN",
                components: [
                    GS1Component(characters: .numeric, minLength: 17, maxLength: 17, isOptional: false, linters: [.csum, .gcppos1]),
                ],
                isDataAttribute: true, keyQualifiers: [[]],
                requires: [], excludes: []),
            GS1AIDefinition(
                ai: "403", title: "ROUTE",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 30, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"]], excludes: []),
            GS1AIDefinition(
                ai: "410", title: "SHIP TO LOC",
                components: [
                    GS1Component(characters: .numeric, minLength: 13, maxLength: 13, isOptional: false, linters: [.csum, .gcppos1]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [], excludes: []),
            GS1AIDefinition(
                ai: "411", title: "BILL TO",
                components: [
                    GS1Component(characters: .numeric, minLength: 13, maxLength: 13, isOptional: false, linters: [.csum, .gcppos1]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [], excludes: []),
        ]
    }

    private static func entries8() -> [GS1AIDefinition] {
        [
            GS1AIDefinition(
                ai: "412", title: "PURCHASE FROM",
                components: [
                    GS1Component(characters: .numeric, minLength: 13, maxLength: 13, isOptional: false, linters: [.csum, .gcppos1]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [], excludes: []),
            GS1AIDefinition(
                ai: "413", title: "SHIP FOR LOC",
                components: [
                    GS1Component(characters: .numeric, minLength: 13, maxLength: 13, isOptional: false, linters: [.csum, .gcppos1]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [], excludes: []),
            GS1AIDefinition(
                ai: "414", title: "LOC No.",
                components: [
                    GS1Component(characters: .numeric, minLength: 13, maxLength: 13, isOptional: false, linters: [.csum, .gcppos1]),
                ],
                isDataAttribute: true, keyQualifiers: [["254"], ["7040"]],
                requires: [], excludes: []),
            GS1AIDefinition(
                ai: "415", title: "PAY TO",
                components: [
                    GS1Component(characters: .numeric, minLength: 13, maxLength: 13, isOptional: false, linters: [.csum, .gcppos1]),
                ],
                isDataAttribute: true, keyQualifiers: [["8020"]],
                requires: [["8020"]], excludes: []),
            GS1AIDefinition(
                ai: "416", title: "PROD/SERV LOC",
                components: [
                    GS1Component(characters: .numeric, minLength: 13, maxLength: 13, isOptional: false, linters: [.csum, .gcppos1]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [], excludes: []),
            GS1AIDefinition(
                ai: "417", title: "PARTY",
                components: [
                    GS1Component(characters: .numeric, minLength: 13, maxLength: 13, isOptional: false, linters: [.csum, .gcppos1]),
                ],
                isDataAttribute: true, keyQualifiers: [["7040"]],
                requires: [], excludes: []),
            GS1AIDefinition(
                ai: "420", title: "SHIP TO POST",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 20, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [], excludes: ["421"]),
            GS1AIDefinition(
                ai: "421", title: "SHIP TO POST",
                components: [
                    GS1Component(characters: .numeric, minLength: 3, maxLength: 3, isOptional: false, linters: [.iso3166]),
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 9, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [], excludes: ["4307"]),
            GS1AIDefinition(
                ai: "422", title: "ORIGIN",
                components: [
                    GS1Component(characters: .numeric, minLength: 3, maxLength: 3, isOptional: false, linters: [.iso3166]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"], ["8006"], ["8026"]], excludes: ["426"]),
            GS1AIDefinition(
                ai: "423", title: "COUNTRY - INITIAL PROCESS",
                components: [
                    GS1Component(characters: .numeric, minLength: 3, maxLength: 3, isOptional: false, linters: [.iso3166]),
                    GS1Component(characters: .numeric, minLength: 3, maxLength: 3, isOptional: true, linters: [.iso3166]),
                    GS1Component(characters: .numeric, minLength: 3, maxLength: 3, isOptional: true, linters: [.iso3166]),
                    GS1Component(characters: .numeric, minLength: 3, maxLength: 3, isOptional: true, linters: [.iso3166]),
                    GS1Component(characters: .numeric, minLength: 3, maxLength: 3, isOptional: true, linters: [.iso3166]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["426"]),
            GS1AIDefinition(
                ai: "424", title: "COUNTRY - PROCESS",
                components: [
                    GS1Component(characters: .numeric, minLength: 3, maxLength: 3, isOptional: false, linters: [.iso3166]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["426"]),
            GS1AIDefinition(
                ai: "425", title: "COUNTRY - DISASSEMBLY",
                components: [
                    GS1Component(characters: .numeric, minLength: 3, maxLength: 3, isOptional: false, linters: [.iso3166]),
                    GS1Component(characters: .numeric, minLength: 3, maxLength: 3, isOptional: true, linters: [.iso3166]),
                    GS1Component(characters: .numeric, minLength: 3, maxLength: 3, isOptional: true, linters: [.iso3166]),
                    GS1Component(characters: .numeric, minLength: 3, maxLength: 3, isOptional: true, linters: [.iso3166]),
                    GS1Component(characters: .numeric, minLength: 3, maxLength: 3, isOptional: true, linters: [.iso3166]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: ["426"]),
            GS1AIDefinition(
                ai: "426", title: "COUNTRY - FULL PROCESS",
                components: [
                    GS1Component(characters: .numeric, minLength: 3, maxLength: 3, isOptional: false, linters: [.iso3166]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: []),
            GS1AIDefinition(
                ai: "427", title: "ORIGIN SUBDIVISION",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 3, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01", "422"], ["02", "422"]], excludes: []),
            GS1AIDefinition(
                ai: "4300", title: "SHIP TO COMP",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 35, isOptional: false, linters: [.pcenc]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"]], excludes: []),
            GS1AIDefinition(
                ai: "4301", title: "SHIP TO NAME",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 35, isOptional: false, linters: [.pcenc]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"]], excludes: []),
            GS1AIDefinition(
                ai: "4302", title: "SHIP TO ADD1",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 70, isOptional: false, linters: [.pcenc]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"]], excludes: []),
            GS1AIDefinition(
                ai: "4303", title: "SHIP TO ADD2",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 70, isOptional: false, linters: [.pcenc]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["4302"]], excludes: []),
            GS1AIDefinition(
                ai: "4304", title: "SHIP TO SUB",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 70, isOptional: false, linters: [.pcenc]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"]], excludes: []),
            GS1AIDefinition(
                ai: "4305", title: "SHIP TO LOC",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 70, isOptional: false, linters: [.pcenc]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"]], excludes: []),
            GS1AIDefinition(
                ai: "4306", title: "SHIP TO REG",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 70, isOptional: false, linters: [.pcenc]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"]], excludes: []),
            GS1AIDefinition(
                ai: "4307", title: "SHIP TO COUNTRY",
                components: [
                    GS1Component(characters: .cset82, minLength: 2, maxLength: 2, isOptional: false, linters: [.iso3166alpha2]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"]], excludes: []),
            GS1AIDefinition(
                ai: "4308", title: "SHIP TO PHONE",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 30, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"]], excludes: []),
            GS1AIDefinition(
                ai: "4309", title: "SHIP TO GEO",
                components: [
                    GS1Component(characters: .numeric, minLength: 10, maxLength: 10, isOptional: false, linters: [.latitude]),
                    GS1Component(characters: .numeric, minLength: 10, maxLength: 10, isOptional: false, linters: [.longitude]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"]], excludes: []),
            GS1AIDefinition(
                ai: "4310", title: "RTN TO COMP",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 35, isOptional: false, linters: [.pcenc]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"]], excludes: []),
            GS1AIDefinition(
                ai: "4311", title: "RTN TO NAME",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 35, isOptional: false, linters: [.pcenc]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"]], excludes: []),
            GS1AIDefinition(
                ai: "4312", title: "RTN TO ADD1",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 70, isOptional: false, linters: [.pcenc]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"]], excludes: []),
            GS1AIDefinition(
                ai: "4313", title: "RTN TO ADD2",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 70, isOptional: false, linters: [.pcenc]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["4312"]], excludes: []),
            GS1AIDefinition(
                ai: "4314", title: "RTN TO SUB",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 70, isOptional: false, linters: [.pcenc]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"]], excludes: []),
            GS1AIDefinition(
                ai: "4315", title: "RTN TO LOC",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 70, isOptional: false, linters: [.pcenc]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"]], excludes: []),
            GS1AIDefinition(
                ai: "4316", title: "RTN TO REG",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 70, isOptional: false, linters: [.pcenc]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"]], excludes: []),
            GS1AIDefinition(
                ai: "4317", title: "RTN TO COUNTRY",
                components: [
                    GS1Component(characters: .cset82, minLength: 2, maxLength: 2, isOptional: false, linters: [.iso3166alpha2]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"]], excludes: []),
            GS1AIDefinition(
                ai: "4318", title: "RTN TO POST",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 20, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"]], excludes: []),
            GS1AIDefinition(
                ai: "4319", title: "RTN TO PHONE",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 30, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"]], excludes: []),
            GS1AIDefinition(
                ai: "4320", title: "SRV DESCRIPTION",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 35, isOptional: false, linters: [.pcenc]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"]], excludes: []),
            GS1AIDefinition(
                ai: "4321", title: "DANGEROUS GOODS",
                components: [
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 1, isOptional: false, linters: [.yesno]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"]], excludes: []),
            GS1AIDefinition(
                ai: "4322", title: "AUTH TO LEAVE",
                components: [
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 1, isOptional: false, linters: [.yesno]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"]], excludes: []),
            GS1AIDefinition(
                ai: "4323", title: "SIG REQUIRED",
                components: [
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 1, isOptional: false, linters: [.yesno]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"]], excludes: []),
            GS1AIDefinition(
                ai: "4324", title: "NOT BEF DEL DT",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: [.yymmd0]),
                    GS1Component(characters: .numeric, minLength: 4, maxLength: 4, isOptional: false, linters: [.hhmi]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"]], excludes: []),
            GS1AIDefinition(
                ai: "4325", title: "NOT AFT DEL DT",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: [.yymmd0]),
                    GS1Component(characters: .numeric, minLength: 4, maxLength: 4, isOptional: false, linters: [.hhmi]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"]], excludes: []),
            GS1AIDefinition(
                ai: "4326", title: "REL DATE",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: [.yymmdd]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"]], excludes: []),
            GS1AIDefinition(
                ai: "4330", title: "MAX TEMP F.",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 1, isOptional: true, linters: [.hyphen]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"]], excludes: ["4331"]),
            GS1AIDefinition(
                ai: "4331", title: "MAX TEMP C.",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 1, isOptional: true, linters: [.hyphen]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"]], excludes: ["4330"]),
            GS1AIDefinition(
                ai: "4332", title: "MIN TEMP F.",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 1, isOptional: true, linters: [.hyphen]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"]], excludes: ["4333"]),
            GS1AIDefinition(
                ai: "4333", title: "MIN TEMP C.",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 1, isOptional: true, linters: [.hyphen]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"]], excludes: ["4332"]),
            GS1AIDefinition(
                ai: "7001", title: "NSN",
                components: [
                    GS1Component(characters: .numeric, minLength: 13, maxLength: 13, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"], ["8006"], ["8026"]], excludes: []),
            GS1AIDefinition(
                ai: "7002", title: "MEAT CUT",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 30, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: []),
            GS1AIDefinition(
                ai: "7003", title: "EXPIRY TIME",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: [.yymmdd]),
                    GS1Component(characters: .numeric, minLength: 4, maxLength: 4, isOptional: false, linters: [.hhmi]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: []),
            GS1AIDefinition(
                ai: "7004", title: "ACTIVE POTENCY",
                components: [
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 4, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01", "10"]], excludes: []),
            GS1AIDefinition(
                ai: "7005", title: "CATCH AREA",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 12, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: []),
        ]
    }

    private static func entries9() -> [GS1AIDefinition] {
        [
            GS1AIDefinition(
                ai: "7006", title: "FIRST FREEZE DATE",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: [.yymmdd]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: []),
            GS1AIDefinition(
                ai: "7007", title: "HARVEST DATE",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: [.yymmdd]),
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: true, linters: [.yymmdd]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: []),
            GS1AIDefinition(
                ai: "7008", title: "AQUATIC SPECIES",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 3, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: []),
            GS1AIDefinition(
                ai: "7009", title: "FISHING GEAR TYPE",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 10, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: []),
            GS1AIDefinition(
                ai: "7010", title: "PROD METHOD",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 2, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: []),
            GS1AIDefinition(
                ai: "7011", title: "TEST BY DATE",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: [.yymmdd]),
                    GS1Component(characters: .numeric, minLength: 4, maxLength: 4, isOptional: true, linters: [.hhmi]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: []),
            GS1AIDefinition(
                ai: "7020", title: "REFURB LOT",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 20, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01", "416"], ["8006", "416"]], excludes: []),
            GS1AIDefinition(
                ai: "7021", title: "FUNC STAT",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 20, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["8006"]], excludes: []),
            GS1AIDefinition(
                ai: "7022", title: "REV STAT",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 20, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["7021"]], excludes: []),
            GS1AIDefinition(
                ai: "7023", title: "GIAI - ASSEMBLY",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 30, isOptional: false, linters: [.gcppos1]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [], excludes: []),
            GS1AIDefinition(
                ai: "7030", title: "PROCESSOR # 0",
                components: [
                    GS1Component(characters: .numeric, minLength: 3, maxLength: 3, isOptional: false, linters: [.iso3166999]),
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 27, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: []),
            GS1AIDefinition(
                ai: "7031", title: "PROCESSOR # 1",
                components: [
                    GS1Component(characters: .numeric, minLength: 3, maxLength: 3, isOptional: false, linters: [.iso3166999]),
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 27, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: []),
            GS1AIDefinition(
                ai: "7032", title: "PROCESSOR # 2",
                components: [
                    GS1Component(characters: .numeric, minLength: 3, maxLength: 3, isOptional: false, linters: [.iso3166999]),
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 27, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: []),
            GS1AIDefinition(
                ai: "7033", title: "PROCESSOR # 3",
                components: [
                    GS1Component(characters: .numeric, minLength: 3, maxLength: 3, isOptional: false, linters: [.iso3166999]),
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 27, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: []),
            GS1AIDefinition(
                ai: "7034", title: "PROCESSOR # 4",
                components: [
                    GS1Component(characters: .numeric, minLength: 3, maxLength: 3, isOptional: false, linters: [.iso3166999]),
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 27, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: []),
            GS1AIDefinition(
                ai: "7035", title: "PROCESSOR # 5",
                components: [
                    GS1Component(characters: .numeric, minLength: 3, maxLength: 3, isOptional: false, linters: [.iso3166999]),
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 27, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: []),
            GS1AIDefinition(
                ai: "7036", title: "PROCESSOR # 6",
                components: [
                    GS1Component(characters: .numeric, minLength: 3, maxLength: 3, isOptional: false, linters: [.iso3166999]),
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 27, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: []),
            GS1AIDefinition(
                ai: "7037", title: "PROCESSOR # 7",
                components: [
                    GS1Component(characters: .numeric, minLength: 3, maxLength: 3, isOptional: false, linters: [.iso3166999]),
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 27, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: []),
            GS1AIDefinition(
                ai: "7038", title: "PROCESSOR # 8",
                components: [
                    GS1Component(characters: .numeric, minLength: 3, maxLength: 3, isOptional: false, linters: [.iso3166999]),
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 27, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: []),
            GS1AIDefinition(
                ai: "7039", title: "PROCESSOR # 9",
                components: [
                    GS1Component(characters: .numeric, minLength: 3, maxLength: 3, isOptional: false, linters: [.iso3166999]),
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 27, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: []),
            GS1AIDefinition(
                ai: "7040", title: "UIC+EXT",
                components: [
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 1, isOptional: false, linters: []),
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 1, isOptional: false, linters: []),
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 1, isOptional: false, linters: []),
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 1, isOptional: false, linters: [.importeridx]),
                ],
                isDataAttribute: false, keyQualifiers: nil,
                requires: [], excludes: []),
            GS1AIDefinition(
                ai: "7041", title: "UFRGT UNIT TYPE",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 4, isOptional: false, linters: [.packagetype]),
                ],
                isDataAttribute: false, keyQualifiers: nil,
                requires: [["00"]], excludes: []),
            GS1AIDefinition(
                ai: "710", title: "NHRN PZN",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 20, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"]], excludes: []),
            GS1AIDefinition(
                ai: "711", title: "NHRN CIP",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 20, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"]], excludes: []),
            GS1AIDefinition(
                ai: "712", title: "NHRN CN",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 20, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"]], excludes: []),
            GS1AIDefinition(
                ai: "713", title: "NHRN DRN",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 20, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"]], excludes: []),
            GS1AIDefinition(
                ai: "714", title: "NHRN AIM",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 20, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"]], excludes: []),
            GS1AIDefinition(
                ai: "715", title: "NHRN NDC",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 20, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"]], excludes: []),
            GS1AIDefinition(
                ai: "716", title: "NHRN AIC",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 20, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"]], excludes: []),
            GS1AIDefinition(
                ai: "717", title: "NHRN SRN",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 20, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"]], excludes: []),
            GS1AIDefinition(
                ai: "7230", title: "CERT # 1",
                components: [
                    GS1Component(characters: .cset82, minLength: 2, maxLength: 2, isOptional: false, linters: []),
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 28, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["8004"]], excludes: []),
            GS1AIDefinition(
                ai: "7231", title: "CERT # 2",
                components: [
                    GS1Component(characters: .cset82, minLength: 2, maxLength: 2, isOptional: false, linters: []),
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 28, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["8004"]], excludes: []),
            GS1AIDefinition(
                ai: "7232", title: "CERT # 3",
                components: [
                    GS1Component(characters: .cset82, minLength: 2, maxLength: 2, isOptional: false, linters: []),
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 28, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["8004"]], excludes: []),
            GS1AIDefinition(
                ai: "7233", title: "CERT # 4",
                components: [
                    GS1Component(characters: .cset82, minLength: 2, maxLength: 2, isOptional: false, linters: []),
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 28, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["8004"]], excludes: []),
            GS1AIDefinition(
                ai: "7234", title: "CERT # 5",
                components: [
                    GS1Component(characters: .cset82, minLength: 2, maxLength: 2, isOptional: false, linters: []),
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 28, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["8004"]], excludes: []),
            GS1AIDefinition(
                ai: "7235", title: "CERT # 6",
                components: [
                    GS1Component(characters: .cset82, minLength: 2, maxLength: 2, isOptional: false, linters: []),
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 28, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["8004"]], excludes: []),
            GS1AIDefinition(
                ai: "7236", title: "CERT # 7",
                components: [
                    GS1Component(characters: .cset82, minLength: 2, maxLength: 2, isOptional: false, linters: []),
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 28, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["8004"]], excludes: []),
            GS1AIDefinition(
                ai: "7237", title: "CERT # 8",
                components: [
                    GS1Component(characters: .cset82, minLength: 2, maxLength: 2, isOptional: false, linters: []),
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 28, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["8004"]], excludes: []),
            GS1AIDefinition(
                ai: "7238", title: "CERT # 9",
                components: [
                    GS1Component(characters: .cset82, minLength: 2, maxLength: 2, isOptional: false, linters: []),
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 28, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["8004"]], excludes: []),
            GS1AIDefinition(
                ai: "7239", title: "CERT # 10",
                components: [
                    GS1Component(characters: .cset82, minLength: 2, maxLength: 2, isOptional: false, linters: []),
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 28, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["8004"]], excludes: []),
            GS1AIDefinition(
                ai: "7240", title: "PROTOCOL",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 20, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["8006"]], excludes: []),
            GS1AIDefinition(
                ai: "7241", title: "AIDC MEDIA TYPE",
                components: [
                    GS1Component(characters: .numeric, minLength: 2, maxLength: 2, isOptional: false, linters: [.mediatype]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["8017"], ["8018"]], excludes: []),
            GS1AIDefinition(
                ai: "7242", title: "VCN",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 25, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["8017"], ["8018"]], excludes: []),
            GS1AIDefinition(
                ai: "7250", title: "DOB",
                components: [
                    GS1Component(characters: .numeric, minLength: 8, maxLength: 8, isOptional: false, linters: [.yyyymmdd]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["8018"]], excludes: ["7251"]),
            GS1AIDefinition(
                ai: "7251", title: "DOB TIME",
                components: [
                    GS1Component(characters: .numeric, minLength: 8, maxLength: 8, isOptional: false, linters: [.yyyymmdd]),
                    GS1Component(characters: .numeric, minLength: 4, maxLength: 4, isOptional: false, linters: [.hhmi]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["8018"]], excludes: ["7250"]),
            GS1AIDefinition(
                ai: "7252", title: "BIO SEX",
                components: [
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 1, isOptional: false, linters: [.iso5218]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["8018"]], excludes: []),
            GS1AIDefinition(
                ai: "7253", title: "FAMILY NAME",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 40, isOptional: false, linters: [.pcenc]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["8017"], ["8018"]], excludes: ["7256", "7259"]),
            GS1AIDefinition(
                ai: "7254", title: "GIVEN NAME",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 40, isOptional: false, linters: [.pcenc]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["8017"], ["8018"]], excludes: ["7256", "7259"]),
            GS1AIDefinition(
                ai: "7255", title: "SUFFIX",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 10, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["8017"], ["8018"]], excludes: ["7256", "7259"]),
            GS1AIDefinition(
                ai: "7256", title: "FULL NAME",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 90, isOptional: false, linters: [.pcenc]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["8017"], ["8018"]], excludes: []),
        ]
    }

    private static func entries10() -> [GS1AIDefinition] {
        [
            GS1AIDefinition(
                ai: "7257", title: "PERSON ADDR",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 70, isOptional: false, linters: [.pcenc]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["8018"]], excludes: []),
            GS1AIDefinition(
                ai: "7258", title: "BIRTH SEQUENCE",
                components: [
                    GS1Component(characters: .cset82, minLength: 3, maxLength: 3, isOptional: false, linters: [.posinseqslash]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["8018", "7259"]], excludes: []),
            GS1AIDefinition(
                ai: "7259", title: "BABY",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 40, isOptional: false, linters: [.pcenc]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["8018"]], excludes: ["7256"]),
            GS1AIDefinition(
                ai: "8001", title: "DIMENSIONS",
                components: [
                    GS1Component(characters: .numeric, minLength: 4, maxLength: 4, isOptional: false, linters: [.nonzero]),
                    GS1Component(characters: .numeric, minLength: 5, maxLength: 5, isOptional: false, linters: [.nonzero]),
                    GS1Component(characters: .numeric, minLength: 3, maxLength: 3, isOptional: false, linters: [.nonzero]),
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 1, isOptional: false, linters: [.winding]),
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 1, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"]], excludes: []),
            GS1AIDefinition(
                ai: "8002", title: "CMT No.",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 20, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [], excludes: []),
            GS1AIDefinition(
                ai: "8003", title: "GRAI",
                components: [
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 1, isOptional: false, linters: [.zero]),
                    GS1Component(characters: .numeric, minLength: 13, maxLength: 13, isOptional: false, linters: [.csum, .gcppos1]),
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 16, isOptional: true, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: [[]],
                requires: [], excludes: []),
            GS1AIDefinition(
                ai: "8004", title: "GIAI",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 30, isOptional: false, linters: [.gcppos1]),
                ],
                isDataAttribute: true, keyQualifiers: [["7040"]],
                requires: [], excludes: []),
            GS1AIDefinition(
                ai: "8005", title: "PRICE PER UNIT",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: []),
            GS1AIDefinition(
                ai: "8006", title: "ITIP",
                components: [
                    GS1Component(characters: .numeric, minLength: 14, maxLength: 14, isOptional: false, linters: [.csum, .gcppos2]),
                    GS1Component(characters: .numeric, minLength: 4, maxLength: 4, isOptional: false, linters: [.pieceoftotal]),
                ],
                isDataAttribute: true, keyQualifiers: [["22", "10", "21"]],
                requires: [], excludes: ["01", "37"]),
            GS1AIDefinition(
                ai: "8007", title: "IBAN",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 34, isOptional: false, linters: [.iban]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["415"]], excludes: []),
            GS1AIDefinition(
                ai: "8008", title: "PROD TIME",
                components: [
                    GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: [.yymmdd]),
                    GS1Component(characters: .numeric, minLength: 2, maxLength: 2, isOptional: false, linters: [.hh]),
                    GS1Component(characters: .numeric, minLength: 2, maxLength: 2, isOptional: true, linters: [.mi]),
                    GS1Component(characters: .numeric, minLength: 2, maxLength: 2, isOptional: true, linters: [.ss]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["02"]], excludes: []),
            GS1AIDefinition(
                ai: "8009", title: "OPTSEN",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 50, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01"]], excludes: []),
            GS1AIDefinition(
                ai: "8010", title: "CPID",
                components: [
                    GS1Component(characters: .cset39, minLength: 1, maxLength: 30, isOptional: false, linters: [.gcppos1]),
                ],
                isDataAttribute: true, keyQualifiers: [["8011"]],
                requires: [], excludes: []),
            GS1AIDefinition(
                ai: "8011", title: "CPID SERIAL",
                components: [
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 12, isOptional: false, linters: [.nozeroprefix]),
                ],
                isDataAttribute: false, keyQualifiers: nil,
                requires: [["8010"]], excludes: []),
            GS1AIDefinition(
                ai: "8012", title: "VERSION",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 20, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["01"], ["8006"]], excludes: []),
            GS1AIDefinition(
                ai: "8013", title: "GMN",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 25, isOptional: false, linters: [.csumalpha, .gcppos1]),
                ],
                isDataAttribute: true, keyQualifiers: [[]],
                requires: [], excludes: []),
            GS1AIDefinition(
                ai: "8014", title: "MUDI",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 25, isOptional: false, linters: [.csumalpha, .gcppos1, .hasnondigit]),
                ],
                isDataAttribute: false, keyQualifiers: nil,
                requires: [["01"]], excludes: []),
            GS1AIDefinition(
                ai: "8017", title: "GSRN - PROVIDER",
                components: [
                    GS1Component(characters: .numeric, minLength: 18, maxLength: 18, isOptional: false, linters: [.csum, .gcppos1]),
                ],
                isDataAttribute: true, keyQualifiers: [["8019"]],
                requires: [], excludes: ["8018"]),
            GS1AIDefinition(
                ai: "8018", title: "GSRN - RECIPIENT",
                components: [
                    GS1Component(characters: .numeric, minLength: 18, maxLength: 18, isOptional: false, linters: [.csum, .gcppos1]),
                ],
                isDataAttribute: true, keyQualifiers: [["8019"]],
                requires: [], excludes: ["8017"]),
            GS1AIDefinition(
                ai: "8019", title: "SRIN",
                components: [
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 10, isOptional: false, linters: []),
                ],
                isDataAttribute: false, keyQualifiers: nil,
                requires: [["8017"], ["8018"]], excludes: []),
            GS1AIDefinition(
                ai: "8020", title: "REF No.",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 25, isOptional: false, linters: []),
                ],
                isDataAttribute: false, keyQualifiers: nil,
                requires: [["415"]], excludes: []),
            GS1AIDefinition(
                ai: "8026", title: "ITIP CONTENT",
                components: [
                    GS1Component(characters: .numeric, minLength: 14, maxLength: 14, isOptional: false, linters: [.csum, .gcppos2]),
                    GS1Component(characters: .numeric, minLength: 4, maxLength: 4, isOptional: false, linters: [.pieceoftotal]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["37"]], excludes: ["02", "8006"]),
            GS1AIDefinition(
                ai: "8030", title: "DIGSIG",
                components: [
                    GS1Component(characters: .cset64, minLength: 1, maxLength: 90, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["00"], ["01", "21"], ["253"], ["255"], ["8003"], ["8004"], ["8006", "21"], ["8010", "8011"], ["8017"], ["8018"]], excludes: []),
            GS1AIDefinition(
                ai: "8040", title: "IMEI",
                components: [
                    GS1Component(characters: .numeric, minLength: 15, maxLength: 15, isOptional: false, linters: []),
                ],
                isDataAttribute: false, keyQualifiers: nil,
                requires: [["01", "21"]], excludes: []),
            GS1AIDefinition(
                ai: "8041", title: "IMEI2",
                components: [
                    GS1Component(characters: .numeric, minLength: 15, maxLength: 15, isOptional: false, linters: []),
                ],
                isDataAttribute: false, keyQualifiers: nil,
                requires: [["01", "21", "8040"]], excludes: []),
            GS1AIDefinition(
                ai: "8042", title: "ESIM",
                components: [
                    GS1Component(characters: .numeric, minLength: 32, maxLength: 32, isOptional: false, linters: []),
                ],
                isDataAttribute: false, keyQualifiers: nil,
                requires: [["01", "21", "8040"]], excludes: []),
            GS1AIDefinition(
                ai: "8043", title: "PSIM",
                components: [
                    GS1Component(characters: .numeric, minLength: 18, maxLength: 18, isOptional: false, linters: []),
                    GS1Component(characters: .numeric, minLength: 1, maxLength: 2, isOptional: true, linters: []),
                ],
                isDataAttribute: false, keyQualifiers: nil,
                requires: [["01", "21", "8040"]], excludes: []),
            GS1AIDefinition(
                ai: "8110", title: "",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 70, isOptional: false, linters: [.couponcode]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [], excludes: []),
            GS1AIDefinition(
                ai: "8111", title: "POINTS",
                components: [
                    GS1Component(characters: .numeric, minLength: 4, maxLength: 4, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [["255"]], excludes: []),
            GS1AIDefinition(
                ai: "8112", title: "",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 70, isOptional: false, linters: [.couponposoffer]),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [], excludes: []),
            GS1AIDefinition(
                ai: "8200", title: "PRODUCT URL",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 70, isOptional: false, linters: []),
                ],
                isDataAttribute: false, keyQualifiers: nil,
                requires: [["01"]], excludes: []),
            GS1AIDefinition(
                ai: "90", title: "INTERNAL",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 30, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [], excludes: []),
            GS1AIDefinition(
                ai: "91", title: "INTERNAL",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 90, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [], excludes: []),
            GS1AIDefinition(
                ai: "92", title: "INTERNAL",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 90, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [], excludes: []),
            GS1AIDefinition(
                ai: "93", title: "INTERNAL",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 90, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [], excludes: []),
            GS1AIDefinition(
                ai: "94", title: "INTERNAL",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 90, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [], excludes: []),
            GS1AIDefinition(
                ai: "95", title: "INTERNAL",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 90, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [], excludes: []),
            GS1AIDefinition(
                ai: "96", title: "INTERNAL",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 90, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [], excludes: []),
            GS1AIDefinition(
                ai: "97", title: "INTERNAL",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 90, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [], excludes: []),
            GS1AIDefinition(
                ai: "98", title: "INTERNAL",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 90, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [], excludes: []),
            GS1AIDefinition(
                ai: "99", title: "INTERNAL",
                components: [
                    GS1Component(characters: .cset82, minLength: 1, maxLength: 90, isOptional: false, linters: []),
                ],
                isDataAttribute: true, keyQualifiers: nil,
                requires: [], excludes: []),
        ]
    }
}
