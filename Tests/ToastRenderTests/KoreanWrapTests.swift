import Testing
import ToastCore

@testable import ToastRender

/// Korean wraps between words, as iOS sets Hangul (`hangulWordPriority`): no line ends inside a
/// Hangul word unless that word alone is wider than the line, and then it still breaks rather
/// than running past the edge. Chinese and Japanese still break between any two characters,
/// Latin text between words.
@Suite("Korean line breaking")
struct KoreanWrapTests {
    static let korean = [
        "파일을 업로드하지 못했습니다. 네트워크 연결을 확인한 다음 다시 시도해 주세요.",
        "메모를 저장했습니다. 변경 사항은 모든 기기에서 자동으로 동기화되며 언제든지 되돌릴 수 있습니다.",
        "사진 세 장과 위치 정보가 포함된 일기 항목을 휴지통으로 옮겼습니다. 실행 취소를 눌러 복원하세요.",
        "알림: 오늘 오후 세 시에 예정된 회의가 내일 오전 열 시로 변경되었습니다 (회의실 B).",
        "Tartine에서 보낸 업데이트가 설치되었습니다.\n앱을 다시 시작하면 새로운 기능을 사용할 수 있습니다.",
    ]
    static let widths: [Double] = [90, 120, 150, 180, 210, 240, 270, 300]
    static let fontsToTry = [FontSpec(size: 14, weight: .bold), FontSpec(size: 17)]

    let context: TextContext

    init() throws { context = try TextContext(fonts: fonts) }

    /// `text` set `width` wide in `font` with no line limit: the layout and its lines' UTF-8 ranges.
    func layout(_ text: String, width: Double, font: FontSpec, alignment: PhysicalAlignment = .left) -> TextLayout {
        let layout = context.makeLayout()
        TextBlock(text: text, font: font, width: width, maxLines: 0, alignment: alignment).apply(
            to: layout, in: context)
        return layout
    }

    /// The width of `text` on one line.
    func naturalWidth(_ text: some StringProtocol, font: FontSpec) -> Double {
        let layout = context.makeLayout()
        layout.setFont(context.description(for: font))
        layout.setWidth(nil)
        layout.setText(String(text))
        return layout.size.width
    }

    /// The word of `text` (between white space) around the UTF-8 offset `offset`.
    func word(around offset: Int, in text: String) -> String {
        var word = ""
        var position = 0
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace {
                if position >= offset { return word }
                word = ""
            } else {
                word.unicodeScalars.append(scalar)
            }
            position += UTF8.width(scalar)
        }
        return word
    }

    @Test("long Korean text ends its lines between words, never past the width", arguments: korean)
    func koreanBreaksBetweenWords(text: String) {
        let paragraph = TextBlock.singleParagraph(text)  // the text Pango is given (line breaks as U+2028)
        let utf8 = Array(paragraph.utf8)
        for font in Self.fontsToTry {
            for width in Self.widths {
                let laid = layout(text, width: width, font: font)
                #expect(laid.size.width <= width, "\(width) pt: the text runs past the line")
                let lines = laid.lineRanges
                #expect(lines.count > 1)
                for line in lines.dropLast() {
                    let end = line.upperBound
                    guard end > 0, end < utf8.count else { continue }
                    // A line that ends inside a word (no space or line break before its end) is
                    // allowed only for a word wider than the line.
                    let before = utf8[end - 1]
                    let atSeparator = end >= 3 && utf8[(end - 3)..<end].elementsEqual([0xE2, 0x80, 0xA8])
                    if before == 0x20 || atSeparator || utf8[end] == 0xE2 { continue }
                    let word = word(around: end, in: paragraph)
                    #expect(
                        naturalWidth(word, font: font) > width,
                        "\(font.size) pt, \(width) pt: a line ends inside '\(word)': '\(String(decoding: utf8[line], as: UTF8.self))'"
                    )
                }
            }
        }
    }

    @Test("a Korean word wider than the line still breaks between syllables and stays inside the width")
    func aWordWiderThanTheLineStillBreaks() {
        let long = String(repeating: "가나다라마바사아자차카타파하", count: 3)
        let text = "짧은 말 \(long) 끝"
        for width in Self.widths {
            let font = FontSpec(size: 14, weight: .bold)
            let laid = layout(text, width: width, font: font)
            #expect(laid.size.width <= width, "\(width) pt")
            #expect(laid.lineRanges.count >= Int((naturalWidth(long, font: font) / width).rounded(.up)))
            // The short words before and after the long one are not broken.
            let lines = laid.lineRanges.map { String(decoding: Array(text.utf8)[$0], as: UTF8.self) }
            #expect(lines.first?.hasPrefix("짧은") == true)
            #expect(lines.last?.hasSuffix("끝") == true)
        }
    }

    @Test("with a line limit the Korean text is cut between words, measured as drawn")
    func lineLimitAndMeasurement() {
        let text = Self.korean[0]
        let font = FontSpec(size: 14, weight: .bold)
        let measured = measurer.measure(text, font: font, maxWidth: 150, maxLines: 2)
        let laid = context.makeLayout()
        TextBlock(text: text, font: font, width: 150, maxLines: 2, alignment: .left).apply(to: laid, in: context)
        #expect(measured.lineCount == 2 && measured.isTruncated)
        #expect(measured.size == laid.size)
        let first = String(decoding: Array(text.utf8)[laid.lineRanges[0]], as: UTF8.self)
        #expect(first == "파일을 업로드하지 ")
    }

    @Test(
        "Chinese and Japanese still break between any two characters",
        arguments: [
            "文件上传失败。请检查网络连接后再试一次，或者稍后重新打开应用程序。",
            "ファイルをアップロードできませんでした。ネットワーク接続を確認してから、もう一度お試しください。",
        ])
    func chineseAndJapaneseBreakPerCharacter(text: String) {
        let utf8 = Array(text.utf8)
        let laid = layout(text, width: 150, font: FontSpec(size: 14))
        #expect(laid.size.width <= 150)
        let lines = laid.lineRanges
        #expect(lines.count > 2)
        // Each full line is filled to within two characters of the width: breaks fall inside runs.
        for line in lines.dropLast() {
            let width = naturalWidth(String(decoding: utf8[line], as: UTF8.self), font: FontSpec(size: 14))
            #expect(width > 150 - 2 * 14, "'\(String(decoding: utf8[line], as: UTF8.self))' is \(width) pt")
        }
    }

    @Test("Latin text breaks between words as before, and a Latin word too wide still breaks")
    func latinBreaksBetweenWords() {
        let text = "Saved to your diary with three photos and two places from the weekend trip"
        let utf8 = Array(text.utf8)
        let laid = layout(text, width: 150, font: FontSpec(size: 14))
        for line in laid.lineRanges.dropLast() { #expect(utf8[line.upperBound - 1] == 0x20) }
        let long = layout(String(repeating: "W", count: 40), width: 120, font: FontSpec(size: 14))
        #expect(long.size.width <= 120 && long.lineCount > 2)
    }

    @Test("links in Korean text keep their offsets in the original string")
    func offsetsStayTheOriginalString() {
        let text = "파일을 업로드하지 못했습니다. 네트워크 연결을 확인한 다음 다시 시도해 주세요."
        let range = Array(text.utf8).count - "주세요.".utf8.count..<Array(text.utf8).count
        let styled = StyledText(plain: text)
        let rects = measurer.rectangles(
            of: range, in: styled, font: FontSpec(size: 14), width: 150, maxLines: 0, alignment: .left)
        #expect(rects.count == 1)
        let laid = layout(text, width: 150, font: FontSpec(size: 14))
        #expect(laid.lineRanges.last?.upperBound == range.upperBound)
        #expect(rects.first.map { $0.width > 20 && $0.width < 60 } == true)
    }
}
