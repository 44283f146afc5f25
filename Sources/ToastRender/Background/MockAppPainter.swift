import ToastCore

/// Draws the mock app under the toasts, once per renderer (the result is cached): content
/// cards and rows, then the bars of the screen's design (`ScreenChrome.design`): on iOS a
/// navigation bar with a large title, a tab bar, the status bar and the home indicator; on
/// Android Material 3's top app bar, navigation bar, status bar and gesture bar (the bars sit
/// in `Screen.navigationBarFrame` and `Screen.tabBarFrame`, which toasts keep clear of);
/// optionally a page sheet (Android: a modal bottom sheet), and the keyboard when the screen has
/// one (Android: Gboard's). Mirrored on right-to-left screens.
struct MockAppPainter {
    let app: MockApp
    let screen: Screen
    let palette: MockPalette
    let text: TextPainter
    let cairo: CairoContext
    /// One device pixel, in points (for hairlines).
    let hairline: Double

    var width: Double { screen.size.width }
    var height: Double { screen.size.height }
    var keyboardTop: Double? { screen.keyboardHeight.map { height - $0 } }

    func paint() {
        cairo.setSource(palette.background)
        cairo.paint()
        switch screen.chrome.design {
        case .uiKit:
            content(top: screen.safeArea.top + 44 + 52 + 12)
            navigationBar()
            if app.showsTabBar, screen.chrome.tabBarHeight > 0 { tabBar() }
            if app.showsModalSheet { sheet() }
            statusBar()
            if screen.keyboardHeight != nil { keyboard() }
            homeIndicator()
        case .material3:
            content(top: screen.navigationBarFrame.maxY + 8)
            topAppBar()
            if app.showsTabBar, screen.chrome.tabBarHeight > 0 { materialNavigationBar() }
            if app.showsModalSheet { materialSheet() }
            androidStatusBar()
            if screen.keyboardHeight != nil { materialKeyboard() }
            gestureBar()
        }
    }

    /// Whether the app is drawn as on Android (Material 3).
    var isMaterial: Bool { screen.chrome.design == .material3 }

    // MARK: Mirroring

    /// `rect` as laid out for a left-to-right screen, mirrored on a right-to-left one.
    func place(_ rect: Rect) -> Rect { screen.isRightToLeft ? rect.mirrored(inWidth: width) : rect }

    /// `x` mirrored on right-to-left screens.
    func placeX(_ x: Double) -> Double { screen.isRightToLeft ? width - x : x }

    /// Leading alignment for this screen.
    var leading: PhysicalAlignment { screen.isRightToLeft ? .right : .left }
    /// Trailing alignment for this screen.
    var trailing: PhysicalAlignment { screen.isRightToLeft ? .left : .right }

    func font(_ size: Double, _ weight: FontWeight = .regular) -> FontSpec {
        FontSpec(family: "Inter", size: size, weight: weight)
    }

    /// One line of text in a box laid out left to right (mirrored as needed).
    @discardableResult
    func line(
        _ string: String, _ font: FontSpec, _ box: Rect, _ color: RGBA,
        alignment: PhysicalAlignment? = nil
    ) -> Double {
        let align: PhysicalAlignment =
            switch alignment ?? .left {
            case .left: leading
            case .right: trailing
            case .center: .center
            }
        return text.drawLine(string, font: font, in: place(box), alignment: align, color: color, on: cairo)
    }

    // MARK: Content

    /// The cards and rows, from `top` down: section headers in capitals on iOS, in the primary
    /// colour on Android.
    private func content(top: Double) {
        let summary = Rect(x: 16, y: top, width: width - 32, height: 112)
        summaryCard(summary)
        var y = summary.maxY + 24
        sectionHeader("Recent", y: y)
        y += 24
        let rows: [(String, String)] = [
            ("Morning walk by the river", "Today · 8:12"),
            ("Coffee with Sam", "Yesterday · 16:40"),
            ("Finished the novel", "Monday · 22:05"),
            ("Rainy afternoon, new plants", "Sunday · 15:30"),
        ]
        y = listCard(rows, top: y, accentOffset: 0)
        y += 24
        sectionHeader("On this day", y: y)
        y += 24
        _ = listCard(
            [("First entry in this diary", "One year ago"), ("Trip to the coast", "Two years ago")],
            top: y, accentOffset: 4)
    }

    private func sectionHeader(_ title: String, y: Double) {
        let box = Rect(x: 32, y: y, width: width - 64, height: 18)
        if isMaterial {
            line(title, font(14, .medium), box, palette.tint)
        } else {
            line(title.uppercased(), font(13), box, palette.secondaryLabel)
        }
    }

    private func summaryCard(_ card: Rect) {
        cairo.fillRoundedRectangle(place(card), radius: 12, color: palette.card)
        line(
            "THIS WEEK", font(13, .semibold), Rect(x: card.minX + 16, y: card.minY + 14, width: 160, height: 18),
            palette.secondaryLabel)
        line(
            "5 entries", font(28, .bold), Rect(x: card.minX + 16, y: card.minY + 34, width: 180, height: 36),
            palette.label)
        line(
            "▲ 2 more than last week", font(13, .medium),
            Rect(x: card.minX + 16, y: card.minY + 78, width: 190, height: 18), palette.accents[0])
        let bars: [Double] = [0.35, 0.6, 0.2, 0.8, 0.5, 1.0, 0.7]
        let barWidth = 10.0
        let gap = 8.0
        let chartWidth = Double(bars.count) * barWidth + Double(bars.count - 1) * gap
        let baseline = card.minY + 80
        for (index, fraction) in bars.enumerated() {
            let x = card.maxX - 18 - chartWidth + Double(index) * (barWidth + gap)
            let h = 56 * fraction
            let color = index == bars.count - 2 ? palette.tint : palette.tint.withAlpha(0.3)
            cairo.fillRoundedRectangle(
                place(Rect(x: x, y: baseline - h, width: barWidth, height: h)),
                radius: barWidth / 2, color: color)
            line(
                ["M", "T", "W", "T", "F", "S", "S"][index], font(10, .medium),
                Rect(x: x - 4, y: baseline + 6, width: barWidth + 8, height: 14), palette.secondaryLabel,
                alignment: .center)
        }
    }

    /// A card of rows (title, subtitle, coloured initial, chevron); returns its bottom.
    private func listCard(_ rows: [(String, String)], top: Double, accentOffset: Int) -> Double {
        let rowHeight = 64.0
        let card = Rect(x: 16, y: top, width: width - 32, height: rowHeight * Double(rows.count))
        cairo.fillRoundedRectangle(place(card), radius: 12, color: palette.card)
        for (index, (title, subtitle)) in rows.enumerated() {
            let y = top + Double(index) * rowHeight
            let badge = Rect(x: card.minX + 16, y: y + 14, width: 36, height: 36)
            let accent = palette.accents[(index + accentOffset) % palette.accents.count]
            cairo.fillRoundedRectangle(place(badge), radius: isMaterial ? badge.width / 2 : 9, color: accent)
            line(String(title.prefix(1)), font(17, .semibold), badge, .white, alignment: .center)
            let textX = badge.maxX + 12
            let textWidth = card.maxX - 36 - textX
            line(title, font(17), Rect(x: textX, y: y + 12, width: textWidth, height: 22), palette.label)
            line(subtitle, font(14), Rect(x: textX, y: y + 34, width: textWidth, height: 18), palette.secondaryLabel)
            if !isMaterial { chevron(x: card.maxX - 22, y: y + rowHeight / 2) }
            if index < rows.count - 1 {
                let separator = place(
                    Rect(x: textX, y: y + rowHeight - hairline, width: card.maxX - textX, height: hairline))
                cairo.rectangle(separator)
                cairo.setSource(palette.separator)
                cairo.fill()
            }
        }
        return card.maxY
    }

    /// A disclosure chevron ("›"), pointing toward the trailing edge.
    private func chevron(x: Double, y: Double) {
        let direction = screen.isRightToLeft ? -1.0 : 1.0
        cairo.newPath()
        cairo.move(to: placeX(x - 3.5), y - 6.5)
        cairo.line(to: placeX(x - 3.5) + direction * 6.5, y)
        cairo.line(to: placeX(x - 3.5), y + 6.5)
        cairo.setLineWidth(2)
        cairo.setRoundLineCaps(true)
        cairo.setSource(palette.tertiaryLabel)
        cairo.stroke()
    }
}
