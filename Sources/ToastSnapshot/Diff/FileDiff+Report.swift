import ToastCore
import ToastText

extension FileDiff {
    /// What `tartine diff` prints for people, naming the two files:
    ///
    /// ```
    /// The images are identical (3,013,524 pixels).
    /// 12 pixels differ (<0.01% of 3,013,524); 3 anti-aliased pixels not counted: more than allowed (0).
    /// The images differ in size: a.png is 10×10 pixels, b.png is 12×10; nothing was compared.
    /// ```
    public func sentence(first: String, second: String) -> String {
        guard let result else {
            let other = mismatchedSize.map { "\($0.width)×\($0.height)" } ?? "?"
            return
                "The images differ in size: \(first) is \(width)×\(height) pixels, \(second) is \(other); nothing was compared."
        }
        if result.isIdentical { return "The images are identical (\(NumberText.grouped(result.totalPixels)) pixels)." }
        let count = result.differentPixels
        var text =
            "\(NumberText.grouped(count)) \(count == 1 ? "pixel differs" : "pixels differ") "
            + "(\(NumberText.percent(result.differentRatio)) of \(NumberText.grouped(result.totalPixels)))"
        if result.antialiasedPixels > 0 {
            let aa = result.antialiasedPixels
            text += "; \(NumberText.grouped(aa)) anti-aliased \(aa == 1 ? "pixel" : "pixels") not counted"
        }
        let allowed = SnapshotMessages.allowance(tolerance, total: result.totalPixels)
        return text + (verdict.passes ? ": within the tolerance (\(allowed))." : ": more than allowed (\(allowed)).")
    }

    /// One JSON object: `verdict` (identical, similar, different or sizeMismatch), `passed`,
    /// `width`, `height` (of the first image), `differentPixels`, `antialiasedPixels`,
    /// `totalPixels`, `ratio` (null for a size mismatch, with `secondSize`), and `diff`, the diff
    /// image's path or null.
    public func json(diffPath: String?) -> String {
        var members: [(String, JSONValue)] = [
            ("verdict", .string(verdict.name)), ("passed", .bool(verdict.passes)),
            ("width", .int(width)), ("height", .int(height)),
        ]
        if let result {
            members += [
                ("differentPixels", .int(result.differentPixels)),
                ("antialiasedPixels", .int(result.antialiasedPixels)),
                ("totalPixels", .int(result.totalPixels)), ("ratio", .double(result.differentRatio)),
            ]
        } else {
            members += [
                ("differentPixels", .null), ("antialiasedPixels", .null), ("totalPixels", .null), ("ratio", .null),
                ("secondSize", mismatchedSize.map { .array([.int($0.width), .int($0.height)]) } ?? .null),
            ]
        }
        members.append(("diff", .optional(diffPath)))
        return JSONValue.object(members).rendered()
    }
}
