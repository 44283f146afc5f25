import ToastCore

extension FontSet: FontCatalog {
    /// How `font` is drawn otherwise than asked: a family the fonts do not have (Inter stands
    /// in, see `PinnedFonts.familyList`), or a weight its family has no face of (the nearest is
    /// drawn). The generic families of the pinned configuration (`sans-serif`, `system-ui`,
    /// `emoji`) stand for the family they prefer.
    public func fallback(for font: FontSpec) -> FontFallback? {
        let families = weightsByFamily
        let key = FontFamilyKey.of(PinnedFonts.genericFamilies[font.family.lowercased()] ?? font.family)
        guard let family = families[key] else {
            return .family(requested: font.family, drawn: PinnedFonts.standInFamily, fonts: source)
        }
        guard family.weights.contains(font.weight.numericValue) else {
            return .weight(
                family: family.name, requested: font.weight, available: family.weights.sorted(), fonts: source)
        }
        return nil
    }

    /// The characters of `text` no face has a glyph for (fontconfig's character sets,
    /// which Pango's fallback goes through); line breaks, controls, format characters (joiners,
    /// bidirectional marks) and variation selectors are never drawn, so never counted.
    public func undrawable(in text: String) -> [Unicode.Scalar] {
        var seen = Set<Unicode.Scalar>()
        var missing: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars where seen.insert(scalar).inserted {
            let properties = scalar.properties
            if properties.isDefaultIgnorableCodePoint { continue }
            switch properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate: continue
            default: break
            }
            if !configuration.covers(scalar) { missing.append(scalar) }
        }
        return missing
    }

    /// Each family's weights, read from the configuration once.
    private var weightsByFamily: [String: (name: String, weights: Set<Int>)] {
        familyWeights.withLock { cached in
            if let cached { return cached }
            let read = configuration.weightsByFamily
            cached = read
            return read
        }
    }
}
