/// The safe markup subset of titles and messages whose style has `markup` on: the freedesktop
/// notification body markup (`<b> <i> <u> <a href="…">`) plus `<s>`, `<code>` and
/// `<span color="…">` (the theme's colour forms and system colour names), and the entities
/// `&amp; &lt; &gt; &quot; &apos;`, `&#N;` and `&#xH;`. A parser of its own over UTF-8 bytes,
/// bounded by ``MarkupLimits``: Pango markup is never passed through.
///
/// Anything outside the subset is shown as written, never interpreted: an unknown tag such as
/// `<img src=x>` or `<B>`, a `<` that starts no tag, an `&` that starts no entity (each a
/// warning). A tag left open, closed out of order or with an attribute the subset does not
/// have, a bad colour or link, or a limit passed, is an error: the text is not rich text.
public enum MarkupParser {
    /// The tags of the subset, by name.
    public static let tags = ["a", "b", "code", "i", "s", "span", "u"]

    /// Parses `source`: the visible text with its spans and links (cut to
    /// ``TextLimits/drawnText`` bytes of visible text), and every problem.
    public static func parse(_ source: String) -> MarkupParse {
        var parser = Parser(Array(source.utf8))
        return parser.run()
    }

    /// `source` as rich text, or drawn as written when its markup has an error: what a toast
    /// shows at run time.
    public static func styled(_ source: String) -> StyledText {
        parse(source).styledOrLiteral(source)
    }

    /// `text` with `& < > " '` written as entities, so that markup shows it as written: what a
    /// `%@` argument becomes before it is put into a message with markup.
    public static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 })
        else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

/// One run of the parser over the bytes of a source.
private struct Parser {
    struct Open {
        let name: String
        let offset: Int
        let attributes: TextAttributes
    }

    let bytes: [UInt8]
    var i = 0
    var out: [UInt8] = []
    var spans: [TextSpan] = []
    var links: [String] = []
    var stack: [Open] = []
    var problems: [MarkupProblem] = []
    var failed = false

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var current: TextAttributes { stack.last?.attributes ?? TextAttributes() }

    mutating func error(_ offset: Int, _ message: String) {
        problems.append(MarkupProblem(.error, at: offset, message))
        failed = true
    }

    mutating func warning(_ offset: Int, _ message: String) {
        problems.append(MarkupProblem(.warning, at: offset, message))
    }

    mutating func run() -> MarkupParse {
        guard bytes.count <= MarkupLimits.source else {
            error(
                0,
                "markup of \(NumberText.grouped(bytes.count)) bytes is longer than "
                    + "\(NumberText.grouped(MarkupLimits.source))")
            return MarkupParse(styled: nil, problems: problems)
        }
        while i < bytes.count && !failed {
            switch bytes[i] {
            case 0x3C: tag()
            case 0x26: entity()
            default:
                let start = i
                while i < bytes.count && bytes[i] != 0x3C && bytes[i] != 0x26 { i += 1 }
                append(bytes[start..<i], at: start)
            }
        }
        if !failed, let open = stack.last {
            error(open.offset, "<\(open.name)> is never closed")
        }
        guard !failed else { return MarkupParse(styled: nil, problems: problems) }
        let text = StyledText(text: String(decoding: out, as: UTF8.self), spans: spans, links: links)
        return MarkupParse(styled: text.cut(toBytes: TextLimits.drawnText), problems: problems)
    }

    /// Appends visible bytes (from `offset` in the source) in the current attributes, merging
    /// with the previous span when the attributes are the same.
    mutating func append<C: Collection>(_ chunk: C, at offset: Int) where C.Element == UInt8 {
        guard !chunk.isEmpty else { return }
        let start = out.count
        out.append(contentsOf: chunk)
        let attributes = current
        guard !attributes.isPlain else { return }
        if let last = spans.last, last.range.upperBound == start, last.attributes == attributes {
            spans[spans.count - 1].range = last.range.lowerBound..<out.count
        } else if spans.count >= MarkupLimits.spans {
            error(offset, "more than \(MarkupLimits.spans) styled runs")
        } else {
            spans.append(TextSpan(range: start..<out.count, attributes: attributes))
        }
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte) || (0x30...0x39).contains(byte)
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D }

    /// At `<`: a tag of the subset, an unknown tag shown as written, or a `<` shown as written.
    mutating func tag() {
        let start = i
        var j = i + 1
        let closing = j < bytes.count && bytes[j] == 0x2F
        if closing { j += 1 }
        let nameStart = j
        while j < bytes.count && Self.isNameByte(bytes[j]) { j += 1 }
        let name = String(decoding: bytes[nameStart..<j], as: UTF8.self)
        let limit = min(bytes.count, start + MarkupLimits.tag)
        guard !name.isEmpty, j <= limit, let end = bytes[j..<limit].firstIndex(of: 0x3E) else {
            warning(start, "'<' starts no tag and is shown as written (write &lt;)")
            append(bytes[start...start], at: start)
            i = start + 1
            return
        }
        guard MarkupParser.tags.contains(name) else {
            warning(start, "<\(closing ? "/" : "")\(name)> is not in the markup subset and is shown as written")
            append(bytes[start...end], at: start)
            i = end + 1
            return
        }
        i = end + 1
        if closing {
            close(name, at: start, rest: bytes[j..<end])
        } else {
            open(name, at: start, rest: bytes[j..<end])
        }
    }

    mutating func close(_ name: String, at offset: Int, rest: ArraySlice<UInt8>) {
        if rest.contains(where: { !Self.isSpace($0) }) {
            return error(offset, "</\(name)> takes no attributes")
        }
        guard let open = stack.last else { return error(offset, "</\(name)> closes no tag") }
        guard open.name == name else {
            return error(offset, "</\(name)> closes <\(open.name)> (opened at byte \(open.offset))")
        }
        stack.removeLast()
    }

    mutating func open(_ name: String, at offset: Int, rest: ArraySlice<UInt8>) {
        guard stack.count < MarkupLimits.depth else {
            return error(offset, "tags nested more than \(MarkupLimits.depth) deep")
        }
        guard let attributes = attributes(rest, of: name, at: offset) else { return }
        var look = current
        switch name {
        case "b": look.bold = true
        case "i": look.italic = true
        case "u": look.underline = true
        case "s": look.strikethrough = true
        case "code": look.code = true
        case "span":
            guard let value = attributes["color"] else { return error(offset, "<span> needs color=\"…\"") }
            guard value.utf8.count <= MarkupLimits.color else {
                return error(offset, "a color of more than \(MarkupLimits.color) bytes")
            }
            do {
                look.color = try Color(parsing: value)
            } catch {
                return self.error(offset, "<span color>: \(error.description)")
            }
        case "a":
            guard look.link == nil else { return error(offset, "<a> inside <a>") }
            guard let href = attributes["href"], !href.isEmpty else {
                return error(offset, "<a> needs href=\"…\"")
            }
            guard href.utf8.count <= MarkupLimits.href else {
                return error(
                    offset,
                    "an href of \(NumberText.grouped(href.utf8.count)) bytes is longer than "
                        + "\(NumberText.grouped(MarkupLimits.href))")
            }
            guard !href.unicodeScalars.contains(where: { ControlText.isControl($0) }) else {
                return error(offset, "an href with a control character")
            }
            guard links.count < MarkupLimits.links else {
                return error(offset, "more than \(MarkupLimits.links) links")
            }
            look.link = links.count
            links.append(href)
        default: break
        }
        stack.append(Open(name: name, offset: offset, attributes: look))
    }

    /// The attributes between a tag's name and its `>`: `name="value"` or `name='value'`,
    /// values entity-decoded; only `href` on `<a>` and `color` on `<span>`.
    mutating func attributes(_ rest: ArraySlice<UInt8>, of tag: String, at offset: Int) -> [String: String]? {
        let allowed = tag == "a" ? "href" : tag == "span" ? "color" : nil
        var result: [String: String] = [:]
        var j = rest.startIndex
        while true {
            let before = j
            while j < rest.endIndex && Self.isSpace(rest[j]) { j += 1 }
            guard j < rest.endIndex else { break }
            if rest[j] == 0x2F {
                error(offset, "<\(tag)/> closes nothing: write <\(tag)>…</\(tag)>")
                return nil
            }
            guard j > before else {
                error(offset, "<\(tag)> has no space before its attribute")
                return nil
            }
            let nameStart = j
            while j < rest.endIndex && (Self.isNameByte(rest[j]) || rest[j] == 0x2D) { j += 1 }
            let name = String(decoding: rest[nameStart..<j], as: UTF8.self)
            guard !name.isEmpty, name == allowed else {
                let shown = name.isEmpty ? "an attribute" : "'\(name)'"
                error(
                    offset,
                    "<\(tag)> has no \(shown)" + (allowed.map { " (it takes \($0)=\"…\")" } ?? " (it takes none)"))
                return nil
            }
            guard result[name] == nil else {
                error(offset, "<\(tag)> has \(name) twice")
                return nil
            }
            guard j + 1 < rest.endIndex, rest[j] == 0x3D, rest[j + 1] == 0x22 || rest[j + 1] == 0x27,
                let close = rest[(j + 2)...].firstIndex(of: rest[j + 1])
            else {
                error(offset, "<\(tag)> \(name) needs a quoted value: \(name)=\"…\"")
                return nil
            }
            guard let value = decoded(rest[(j + 2)..<close], at: offset) else { return nil }
            result[name] = value
            j = close + 1
        }
        return result
    }

    /// An attribute value with its entities decoded; `nil` (an error) for a bare `<` or `&`.
    mutating func decoded(_ value: ArraySlice<UInt8>, at offset: Int) -> String? {
        var out: [UInt8] = []
        var j = value.startIndex
        while j < value.endIndex {
            if value[j] == 0x3C {
                error(offset, "'<' inside an attribute value (write &lt;)")
                return nil
            }
            guard value[j] == 0x26 else {
                out.append(value[j])
                j += 1
                continue
            }
            guard let (scalar, end) = Self.entity(value, at: j) else {
                error(offset, "'&' inside an attribute value starts no entity (write &amp;)")
                return nil
            }
            out.append(contentsOf: String(scalar).utf8)
            j = end
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// At `&`: an entity of the subset, or an `&` shown as written.
    mutating func entity() {
        let start = i
        guard let (scalar, end) = Self.entity(bytes[...], at: start) else {
            warning(start, "'&' starts no entity and is shown as written (write &amp;)")
            append(bytes[start...start], at: start)
            i = start + 1
            return
        }
        if ControlText.isControl(scalar) && scalar != "\n" {
            error(start, "an entity for a control character")
            return
        }
        append(Array(String(scalar).utf8), at: start)
        i = end
    }

    /// The scalar of the entity at `start` (`&amp;`, `&#60;`, `&#x3C;`) and the index after its
    /// `;`, or `nil` when none of the subset's starts there.
    static func entity(_ bytes: ArraySlice<UInt8>, at start: Int) -> (Unicode.Scalar, Int)? {
        let limit = min(bytes.endIndex, start + MarkupLimits.entity)
        guard let semicolon = bytes[start..<limit].firstIndex(of: 0x3B) else { return nil }
        let body = String(decoding: bytes[(start + 1)..<semicolon], as: UTF8.self)
        let named: [String: Unicode.Scalar] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
        if let scalar = named[body] { return (scalar, semicolon + 1) }
        guard body.hasPrefix("#") else { return nil }
        let digits = body.dropFirst()
        let hex = digits.first == "x" || digits.first == "X"
        let number = hex ? digits.dropFirst() : digits
        guard !number.isEmpty, number.count <= 8,
            number.allSatisfy({ hex ? $0.isHexDigit : ("0"..."9").contains($0) }),
            let value = UInt32(number, radix: hex ? 16 : 10), value != 0, let scalar = Unicode.Scalar(value)
        else { return nil }
        return (scalar, semicolon + 1)
    }
}
