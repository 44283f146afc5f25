import ToastCore

/// The software keyboard of the mock app: suggestion bar, three letter rows, the bottom row,
/// and on phones with a home indicator the globe and dictation keys below.
extension MockAppPainter {
    func keyboard() {
        guard let top = keyboardTop else { return }
        cairo.rectangle(Rect(x: 0, y: top, width: width, height: height - top))
        cairo.setSource(palette.keyboard)
        cairo.fill()
        suggestions(top: top)

        let grid = KeyboardGrid(
            width: width, sidePadding: 3, spacing: 6, keyHeight: 42, rowPitch: 54, rowsTop: top + 52)
        let (sidePadding, spacing, keyHeight, keyWidth) = (
            grid.sidePadding, grid.spacing, grid.keyHeight, grid.keyWidth
        )
        for (frame, letter) in grid.letterKeys { key(frame, label: letter, special: false) }
        // Shift and delete flank the third row.
        let thirdY = grid.rowTop(2)
        let sideKey = keyWidth * 1.3
        let shift = Rect(x: sidePadding, y: thirdY, width: sideKey, height: keyHeight)
        let delete = Rect(x: width - sidePadding - sideKey, y: thirdY, width: sideKey, height: keyHeight)
        key(shift, label: nil, special: true)
        key(delete, label: nil, special: true)
        shiftGlyph(in: shift)
        deleteGlyph(in: delete)
        // Bottom row: 123, space, return.
        let bottomY = grid.rowTop(3)
        let wide = keyWidth * 2.45
        key(Rect(x: sidePadding, y: bottomY, width: wide, height: keyHeight), label: "123", special: true)
        key(
            Rect(
                x: sidePadding + wide + spacing, y: bottomY, width: width - 2 * (sidePadding + wide + spacing),
                height: keyHeight), label: "space", special: false)
        key(
            Rect(x: width - sidePadding - wide, y: bottomY, width: wide, height: keyHeight), label: "return",
            special: true)
        if screen.safeArea.bottom > 0 {
            let centreY = bottomY + keyHeight + 34
            globe(centre: Point(x: placeX(30), y: centreY))
            microphone(centre: Point(x: placeX(width - 30), y: centreY))
        }
    }

    private func suggestions(top: Double) {
        let words = ["I", "The", "I'm"]
        let cell = width / 3
        for (index, word) in words.enumerated() {
            line(
                word, font(16), Rect(x: cell * Double(index), y: top + 12, width: cell, height: 20), palette.label,
                alignment: .center)
            if index > 0 {
                cairo.rectangle(place(Rect(x: cell * Double(index), y: top + 12, width: hairline * 2, height: 22)))
                cairo.setSource(palette.separator)
                cairo.fill()
            }
        }
    }

    private func key(_ rect: Rect, label: String?, special: Bool) {
        let frame = place(rect)
        cairo.fillRoundedRectangle(frame.offsetBy(dx: 0, dy: 1), radius: 5, color: palette.keyShadow)
        cairo.fillRoundedRectangle(frame, radius: 5, color: special ? palette.specialKey : palette.key)
        guard let label else { return }
        let isWord = label.count > 1
        text.drawLine(
            isWord ? label : label.lowercased(), font: font(isWord ? 16 : 23), in: frame, alignment: .center,
            color: palette.label, on: cairo)
    }

    private func shiftGlyph(in rect: Rect) {
        let c = place(rect).center
        cairo.newPath()
        cairo.move(to: c.x, c.y - 9)
        cairo.line(to: c.x + 9, c.y + 1)
        cairo.line(to: c.x + 4.5, c.y + 1)
        cairo.line(to: c.x + 4.5, c.y + 8)
        cairo.line(to: c.x - 4.5, c.y + 8)
        cairo.line(to: c.x - 4.5, c.y + 1)
        cairo.line(to: c.x - 9, c.y + 1)
        cairo.closePath()
        cairo.setLineWidth(1.6)
        cairo.setSource(palette.label)
        cairo.stroke()
    }

    private func deleteGlyph(in rect: Rect) {
        let c = place(rect).center
        let direction = screen.isRightToLeft ? -1.0 : 1.0
        cairo.newPath()
        cairo.move(to: c.x - 11 * direction, c.y)
        cairo.line(to: c.x - 5 * direction, c.y - 7)
        cairo.line(to: c.x + 10 * direction, c.y - 7)
        cairo.line(to: c.x + 10 * direction, c.y + 7)
        cairo.line(to: c.x - 5 * direction, c.y + 7)
        cairo.closePath()
        cairo.setLineWidth(1.6)
        cairo.setSource(palette.label)
        cairo.stroke()
        let cx = c.x + 2.5 * direction
        cairo.strokeLine(
            from: Point(x: cx - 3, y: c.y - 3), to: Point(x: cx + 3, y: c.y + 3), width: 1.6,
            color: palette.label)
        cairo.strokeLine(
            from: Point(x: cx - 3, y: c.y + 3), to: Point(x: cx + 3, y: c.y - 3), width: 1.6,
            color: palette.label)
    }

    private func globe(centre c: Point) {
        cairo.setLineWidth(1.6)
        cairo.setSource(palette.label.withAlpha(0.75))
        cairo.newPath()
        cairo.arc(centre: c.x, c.y, radius: 11, from: 0, to: 2 * .pi)
        cairo.stroke()
        // The meridian: an ellipse built under a squashing transform, stroked without it (the
        // path survives cairo_restore) so the line keeps its width.
        cairo.save()
        cairo.translate(c.x, c.y)
        cairo.scale(0.45, 1)
        cairo.newPath()
        cairo.arc(centre: 0, 0, radius: 11, from: 0, to: 2 * .pi)
        cairo.restore()
        cairo.stroke()
        cairo.strokeLine(
            from: Point(x: c.x - 11, y: c.y), to: Point(x: c.x + 11, y: c.y), width: 1.6,
            color: palette.label.withAlpha(0.75))
    }

    private func microphone(centre c: Point) {
        let color = palette.label.withAlpha(0.75)
        cairo.fillRoundedRectangle(Rect(x: c.x - 4, y: c.y - 11, width: 8, height: 14), radius: 4, color: color)
        cairo.newPath()
        cairo.arc(centre: c.x, c.y - 2, radius: 7.5, from: 0, to: .pi)
        cairo.setLineWidth(1.6)
        cairo.setSource(color)
        cairo.stroke()
        cairo.strokeLine(from: Point(x: c.x, y: c.y + 5.5), to: Point(x: c.x, y: c.y + 10), width: 1.6, color: color)
    }
}

/// Where a software keyboard's keys go: ten keys and nine gaps across the screen inside the side
/// padding, rows `rowPitch` apart from `rowsTop` (iOS's keyboard and Gboard share it).
struct KeyboardGrid {
    let width: Double
    let sidePadding: Double
    let spacing: Double
    let keyHeight: Double
    let rowPitch: Double
    let rowsTop: Double

    /// The width of a letter key.
    var keyWidth: Double { (width - 2 * sidePadding - 9 * spacing) / 10 }

    /// The top of row `row` (0 for the first letter row).
    func rowTop(_ row: Int) -> Double { rowsTop + Double(row) * rowPitch }

    /// The QWERTY letter keys, each row centred: each key's frame (laid out left to right) and
    /// its capital letter.
    var letterKeys: [(frame: Rect, letter: String)] {
        var keys: [(frame: Rect, letter: String)] = []
        for (row, letters) in ["QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM"].enumerated() {
            let count = Double(letters.count)
            let rowWidth = count * keyWidth + (count - 1) * spacing
            var x = (width - rowWidth) / 2
            for letter in letters {
                keys.append((Rect(x: x, y: rowTop(row), width: keyWidth, height: keyHeight), String(letter)))
                x += keyWidth + spacing
            }
        }
        return keys
    }
}
