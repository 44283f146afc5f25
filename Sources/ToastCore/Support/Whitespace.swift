extension Substring {
    /// The text without leading and trailing white space (Unicode `White_Space`, with a fast
    /// path for ASCII): the one trim of colours, curves and command-line values.
    package var trimmingWhitespace: Substring {
        let scalars = unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, Self.isSpace(scalars[start]) { scalars.formIndex(after: &start) }
        while start < end, Self.isSpace(scalars[scalars.index(before: end)]) { scalars.formIndex(before: &end) }
        return self[start..<end]
    }

    /// Whether `scalar` is white space, with a fast path for ASCII.
    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? scalar == " " || (9...13).contains(scalar.value) : scalar.properties.isWhitespace
    }
}
