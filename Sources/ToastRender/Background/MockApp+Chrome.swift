import ToastCore

/// The system and app chrome of the mock app: status bar, navigation bar, tab bar, home indicator.
extension MockAppPainter {
    func statusBar() {
        let top = screen.safeArea.top
        let hasIsland = top >= 59
        let roomy = top >= 44
        let centreY = roomy ? 30.5 : max(top / 2, 10)
        if hasIsland {
            cairo.fillRoundedRectangle(
                Rect(x: width / 2 - 63, y: 11, width: 126, height: 37.3), radius: 18.6,
                color: .black)
        }
        let timeFont = font(roomy ? 17 : 13, .semibold)
        if roomy {
            line(
                "9:41", timeFont, Rect(x: width * 0.17 - 40, y: centreY - 12, width: 80, height: 24), palette.label,
                alignment: .center)
        } else {
            line(
                "9:41", timeFont, Rect(x: width / 2 - 40, y: centreY - 9, width: 80, height: 18), palette.label,
                alignment: .center)
        }
        // Signal, Wi-Fi and battery, as one cluster toward the trailing edge.
        let unit = roomy ? 1.0 : 0.8
        let clusterRight = roomy ? width * 0.83 + 37 : width - 8
        var x = clusterRight - 27 * unit
        battery(x: x, centreY: centreY, unit: unit)
        x -= (6 + 16) * unit
        wifi(x: x, centreY: centreY, unit: unit)
        x -= (6 + 17) * unit
        signal(x: x, centreY: centreY, unit: unit)
    }

    private func battery(x: Double, centreY: Double, unit: Double) {
        let body = Rect(x: x, y: centreY - 6.5 * unit, width: 24.5 * unit, height: 13 * unit)
        cairo.roundedRectangle(place(body.outset(by: -0.5)), radius: 4 * unit)
        cairo.setLineWidth(1)
        cairo.setSource(palette.label.withAlpha(0.4))
        cairo.stroke()
        cairo.fillRoundedRectangle(
            place(body.inset(by: EdgeInsets(all: 2 * unit))), radius: 2.5 * unit,
            color: palette.label)
        let nub = Rect(x: body.maxX + 1, y: centreY - 2.2 * unit, width: 1.5 * unit, height: 4.4 * unit)
        cairo.fillRoundedRectangle(place(nub), radius: 0.75 * unit, color: palette.label.withAlpha(0.4))
    }

    private func wifi(x: Double, centreY: Double, unit: Double) {
        let centreX = placeX(x + 8 * unit)
        let baseY = centreY + 5 * unit
        for (index, radius) in [3.2, 7.2, 11.2].enumerated() {
            cairo.newPath()
            if index == 0 {
                cairo.arc(centre: centreX, baseY - 1, radius: radius * unit, from: -0.75 * .pi, to: -0.25 * .pi)
                cairo.line(to: centreX, baseY + 1)
                cairo.closePath()
                cairo.setSource(palette.label)
                cairo.fill()
            } else {
                cairo.arc(centre: centreX, baseY, radius: radius * unit, from: -0.75 * .pi, to: -0.25 * .pi)
                cairo.setLineWidth(2.2 * unit)
                cairo.setRoundLineCaps(false)
                cairo.setSource(palette.label)
                cairo.stroke()
            }
        }
    }

    private func signal(x: Double, centreY: Double, unit: Double) {
        for (index, h) in [4.0, 6.5, 9.0, 11.5].enumerated() {
            let bar = Rect(
                x: x + Double(index) * 4.6 * unit, y: centreY + 5.5 * unit - h * unit,
                width: 3 * unit, height: h * unit)
            cairo.fillRoundedRectangle(place(bar), radius: 1 * unit, color: palette.label)
        }
    }

    func navigationBar() {
        let top = screen.safeArea.top
        line("Edit", font(17), Rect(x: 16, y: top + 11, width: 80, height: 22), palette.tint)
        // "+" (compose) at the trailing end.
        let plusX = placeX(width - 26)
        let plusY = top + 22
        cairo.strokeLine(
            from: Point(x: plusX - 8, y: plusY), to: Point(x: plusX + 8, y: plusY), width: 2.2,
            color: palette.tint)
        cairo.strokeLine(
            from: Point(x: plusX, y: plusY - 8), to: Point(x: plusX, y: plusY + 8), width: 2.2,
            color: palette.tint)
        line(
            app.title, font(34, .bold),
            Rect(x: 16, y: top + screen.chrome.navigationBarHeight + 4, width: width - 32, height: 44), palette.label)
    }

    func tabBar() {
        let bar = screen.tabBarFrame
        cairo.rectangle(bar)
        cairo.setSource(palette.bar)
        cairo.fill()
        cairo.rectangle(Rect(x: 0, y: bar.minY, width: width, height: hairline))
        cairo.setSource(palette.barHairline)
        cairo.fill()
        let items = ["Today", "Entries", "Search", "Settings"]
        let itemWidth = min(width / Double(items.count), 120)
        let start = (width - itemWidth * Double(items.count)) / 2
        for (index, title) in items.enumerated() {
            let centreX = placeX(start + itemWidth * (Double(index) + 0.5))
            let color = index == 0 ? palette.tint : palette.inactive
            tabIcon(index, centre: Point(x: centreX, y: bar.minY + 18), color: color, on: palette.bar.withAlpha(1))
            text.drawLine(
                title, font: font(10, .medium),
                in: Rect(x: centreX - itemWidth / 2, y: bar.minY + 33, width: itemWidth, height: 13),
                alignment: .center, color: color, on: cairo)
        }
    }

    /// The icon of destination `index` (a calendar page, a list, a magnifying glass, a gear) in
    /// `color`, its cut-outs in `ground`, the colour under it.
    func tabIcon(_ index: Int, centre c: Point, color: RGBA, on ground: RGBA) {
        cairo.setRoundLineCaps(true)
        switch index {
        case 0:  // a calendar page, filled (selected)
            let page = Rect(x: c.x - 11, y: c.y - 10, width: 22, height: 21)
            cairo.fillRoundedRectangle(page, radius: 4, color: color)
            cairo.rectangle(Rect(x: page.minX + 3, y: page.minY + 7, width: 16, height: 1.5))
            cairo.setSource(ground)
            cairo.fill()
            for row in 0..<2 {
                for column in 0..<3 {
                    cairo.fillCircle(
                        centre: page.minX + 6 + Double(column) * 5, page.minY + 12.5 + Double(row) * 4.5,
                        radius: 1.2, color: ground)
                }
            }
        case 1:  // a list
            for row in 0..<3 {
                let y = c.y - 7 + Double(row) * 7
                cairo.fillCircle(centre: c.x - 9, y, radius: 1.8, color: color)
                cairo.strokeLine(from: Point(x: c.x - 4, y: y), to: Point(x: c.x + 11, y: y), width: 2, color: color)
            }
        case 2:  // a magnifying glass
            cairo.newPath()
            cairo.arc(centre: c.x - 2, c.y - 2, radius: 7.5, from: 0, to: 2 * .pi)
            cairo.setLineWidth(2.2)
            cairo.setSource(color)
            cairo.stroke()
            cairo.strokeLine(
                from: Point(x: c.x + 3.6, y: c.y + 3.6), to: Point(x: c.x + 10, y: c.y + 10), width: 2.6,
                color: color)
        default:  // a gear
            cairo.newPath()
            let teeth = 8
            for i in 0..<(teeth * 2) {
                let angle = Double(i) * .pi / Double(teeth)
                let r = i % 2 == 0 ? 11.0 : 8.6
                let a0 = angle - .pi / Double(teeth * 2)
                let a1 = angle + .pi / Double(teeth * 2)
                cairo.arc(centre: c.x, c.y, radius: r, from: a0, to: a1)
            }
            cairo.closePath()
            cairo.setSource(color)
            cairo.fill()
            cairo.fillCircle(centre: c.x, c.y, radius: 4, color: ground)
        }
        cairo.setRoundLineCaps(false)
    }

    func homeIndicator() {
        guard screen.safeArea.bottom > 0 else { return }
        let indicator = Rect(x: width / 2 - 67, y: height - 8 - 5, width: 134, height: 5)
        cairo.fillRoundedRectangle(indicator, radius: 2.5, color: palette.label)
    }
}
