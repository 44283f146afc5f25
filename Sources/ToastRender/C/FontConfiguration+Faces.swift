import CPangoFT2

extension FontConfiguration {
    /// The weights (OpenType, 100…900) each family of the configuration has, by
    /// ``FontFamilyKey`` of its name: every face (``forEachFace(_:)``), its `FC_FAMILY`
    /// names and `FC_WEIGHT` (`FcPatternGetDouble`, `FcWeightToOpenTypeDouble`).
    var weightsByFamily: [String: (name: String, weights: Set<Int>)] {
        var result: [String: (name: String, weights: Set<Int>)] = [:]
        forEachFace { pattern in
            var weight = 0.0
            guard FcPatternGetDouble(pattern, FC_WEIGHT, 0, &weight) == FcResultMatch else { return }
            let openType = Int(FcWeightToOpenTypeDouble(weight).rounded())
            var value: UnsafeMutablePointer<FcChar8>?
            var n: Int32 = 0
            while FcPatternGetString(pattern, FC_FAMILY, n, &value) == FcResultMatch, let value {
                let name = String(cString: value)
                result[FontFamilyKey.of(name), default: (name, [])].weights.insert(openType)
                n += 1
            }
        }
        return result
    }

    /// Whether any face of the configuration has a glyph for `scalar` (`FcPatternGetCharSet`
    /// of `FC_CHARSET`, `FcCharSetHasChar`).
    func covers(_ scalar: Unicode.Scalar) -> Bool {
        var covered = false
        forEachFace { pattern in
            var charset: OpaquePointer?
            guard !covered, FcPatternGetCharSet(pattern, FC_CHARSET, 0, &charset) == FcResultMatch, let charset
            else { return }
            covered = FcCharSetHasChar(charset, scalar.value) != 0
        }
        return covered
    }
}

/// A family name as fontconfig compares it: case and blanks ignored (`FcStrCmpIgnoreBlanksAndCase`).
enum FontFamilyKey {
    static func of(_ name: String) -> String {
        String(name.lowercased().filter { $0 != " " })
    }
}
