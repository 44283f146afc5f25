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

        let sidePadding = 3.0
        let spacing = 6.0
        let keyHeight = 42.0
        let rowPitch = 54.0
        let keyWidth = (width - 2 * sidePadding - 9 * spacing) / 10
        let rowsTop = top + 52
        let letters = ["QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM"]
        for (row, keys) in letters.enumerated() {
            let count = Double(keys.count)
            let rowWidth = count * keyWidth + (count - 1) * spacing
            var x = (width - rowWidth) / 2
            let y = rowsTop + Double(row) * rowPitch
            for letter in keys {
                key(Rect(x: x, y: y, width: keyWidth, height: keyHeight), label: String(letter), special: false)
                x += keyWidth + spacing
            }
        }
        // Shift and delete flank the third row.
        let thirdY = rowsTop + 2 * rowPitch
        let sideKey = keyWidth * 1.3
        let shift = Rect(x: sidePadding, y: thirdY, width: sideKey, height: keyHeight)
        let delete = Rect(x: width - sidePadding - sideKey, y: thirdY, width: sideKey, height: keyHeight)
        key(shift, label: nil, special: true)
        key(delete, label: nil, special: true)
        shiftGlyph(in: shift)
        deleteGlyph(in: delete)
        // Bottom row: 123, space, return.
        let bottomY = rowsTop + 3 * rowPitch
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
