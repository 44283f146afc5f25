import CPangoFT2

extension FontConfiguration {
    /// The weights (OpenType, 100…900) each family of the configuration has, by
    /// ``FontFamilyKey`` of its name: `FcConfigGetFonts(FcSetApplication)`, each face's
    /// `FC_FAMILY` names and `FC_WEIGHT` (`FcPatternGetDouble`, `FcWeightToOpenTypeDouble`).
    var weightsByFamily: [String: (name: String, weights: Set<Int>)] {
        guard let set = FcConfigGetFonts(pointer, FcSetApplication) else { return [:] }
        var result: [String: (name: String, weights: Set<Int>)] = [:]
        for index in 0..<Int(set.pointee.nfont) {
            guard let pattern = set.pointee.fonts[index] else { continue }
            var weight = 0.0
            guard FcPatternGetDouble(pattern, FC_WEIGHT, 0, &weight) == FcResultMatch else { continue }
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
        guard let set = FcConfigGetFonts(pointer, FcSetApplication) else { return false }
        for index in 0..<Int(set.pointee.nfont) {
            guard let pattern = set.pointee.fonts[index] else { continue }
            var charset: OpaquePointer?
            guard FcPatternGetCharSet(pattern, FC_CHARSET, 0, &charset) == FcResultMatch, let charset else { continue }
            if FcCharSetHasChar(charset, scalar.value) != 0 { return true }
        }
        return false
    }
}

/// A family name as fontconfig compares it: case and blanks ignored (`FcStrCmpIgnoreBlanksAndCase`).
enum FontFamilyKey {
    static func of(_ name: String) -> String {
        String(name.lowercased().filter { $0 != " " })
    }
}
