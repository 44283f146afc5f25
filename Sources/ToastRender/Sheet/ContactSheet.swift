import ToastCore

/// A labelled grid of pictures: a title, column labels across the top, row labels down the
/// side. The picture a designer looks at first (`tartine sheet`), and the filmstrip of an
/// animation (`tartine play --strip`).
public struct ContactSheet {
    /// The heading at the top of the sheet.
    public var title: String
    /// A smaller line under the title, if any.
    public var subtitle: String?
    /// One label per column, across the top.
    public var columnLabels: [String]
    /// One label per row, down the side.
    public var rowLabels: [String]
    /// Rows of cells; every image the same size.
    public var cells: [[RenderedImage]]

    /// Creates a sheet from its labels and its cells (rows of equally sized images).
    public init(
        title: String, subtitle: String? = nil, columnLabels: [String], rowLabels: [String],
        cells: [[RenderedImage]]
    ) {
        self.title = title
        self.subtitle = subtitle
        self.columnLabels = columnLabels
        self.rowLabels = rowLabels
        self.cells = cells
    }

    private static let margin = 32.0
    private static let gap = 16.0
    private static let titleHeight = 72.0
    private static let headerHeight = 32.0

    /// The size in pixels of a sheet of `rows` × `columns` cells of `cellWidth` × `cellHeight`
    /// pixels, computed before any cell is drawn so that a sheet Tartine cannot draw is refused
    /// first: at most `PNGLimits` (16,384 pixels a side, 33,554,432 pixels). The cells a sheet
    /// holds while it is made take no more than the sheet itself.
    /// - Throws: `RenderError.surfaceTooLarge` naming the sheet.
    public static func pixelSize(
        cellWidth: Int, cellHeight: Int, rows: Int, columns: Int, hasColumnLabels: Bool, hasRowLabels: Bool
    ) throws(RenderError) -> (width: Int, height: Int) {
        let labelWidth = hasRowLabels ? 150.0 : 0
        let width = margin * 2 + labelWidth + Double(columns) * (Double(cellWidth) + gap) - gap
        let height =
            margin * 2 + titleHeight + (hasColumnLabels ? headerHeight : 0)
            + Double(rows) * (Double(cellHeight) + gap) - gap
        return try SurfaceSize.check(
            width: width.rounded(.up), height: height.rounded(.up), of: .sheet(rows: rows, columns: columns))
    }

    /// Draws the sheet with the pinned fonts.
    /// - Throws: `CairoStatus`, `RenderError`, or `RenderError.emptySurface` for a sheet without
    ///   cells, `RenderError.surfaceTooLarge` for one larger than `pixelSize` allows.
    public func render(fonts: FontSet) throws -> RenderedImage {
        guard let first = cells.first?.first else { throw RenderError.emptySurface(width: 0, height: 0) }
        let cellWidth = Double(first.width), cellHeight = Double(first.height)
        let columns = cells.map(\.count).max() ?? 0
        let labelWidth = rowLabels.isEmpty ? 0 : 150.0
        let size = try Self.pixelSize(
            cellWidth: first.width, cellHeight: first.height, rows: cells.count, columns: columns,
            hasColumnLabels: !columnLabels.isEmpty, hasRowLabels: !rowLabels.isEmpty)
        let width = Self.margin * 2 + labelWidth + Double(columns) * (cellWidth + Self.gap) - Self.gap
        let surface = try ImageSurface(format: .argb32, width: size.width, height: size.height)
        let cairo = try CairoContext(surface: surface)
        let text = TextPainter(context: try TextContext(fonts: fonts))
        cairo.setFontOptions(text.context.fontOptions)

        cairo.setSource(RGBA(r255: 242, g255: 242, b255: 247))
        cairo.paint()
        let ink = RGBA(r255: 28, g255: 28, b255: 30)
        let secondary = RGBA(r255: 99, g255: 99, b255: 102)
        text.drawLine(
            title, font: FontSpec(size: 28, weight: .bold),
            in: Rect(x: Self.margin, y: Self.margin, width: width - 2 * Self.margin, height: 36), color: ink, on: cairo)
        if let subtitle {
            text.drawLine(
                subtitle, font: FontSpec(size: 15),
                in: Rect(
                    x: Self.margin, y: Self.margin + 38,
                    width: width - 2 * Self.margin, height: 22), color: secondary, on: cairo)
        }
        var top = Self.margin + Self.titleHeight
        let left = Self.margin + labelWidth
        if !columnLabels.isEmpty {
            for (i, label) in columnLabels.enumerated() {
                text.drawLine(
                    label, font: FontSpec(size: 15, weight: .semibold),
                    in: Rect(x: left + Double(i) * (cellWidth + Self.gap), y: top, width: cellWidth, height: 24),
                    alignment: .center, color: secondary, on: cairo)
            }
            top += Self.headerHeight
        }
        for (r, row) in cells.enumerated() {
            let y = top + Double(r) * (cellHeight + Self.gap)
            if r < rowLabels.count {
                text.drawLine(
                    rowLabels[r], font: FontSpec(size: 17, weight: .semibold),
                    in: Rect(x: Self.margin, y: y, width: labelWidth - 12, height: 28), color: ink, on: cairo)
            }
            for (c, image) in row.enumerated() {
                let x = left + Double(c) * (cellWidth + Self.gap)
                let picture = try ImageSurface(image: image)
                cairo.saved {
                    cairo.setSource(picture, x: x.rounded(), y: y.rounded(), smooth: false)
                    cairo.paint()
                }
                cairo.setSource(RGBA(red: 0, green: 0, blue: 0, alpha: 0.12))
                cairo.setLineWidth(1)
                cairo.rectangle(
                    Rect(x: x.rounded() - 0.5, y: y.rounded() - 0.5, width: cellWidth + 1, height: cellHeight + 1))
                cairo.stroke()
            }
        }
        try cairo.check("contact sheet")
        return RenderedImage(surface: surface, fonts: fonts)
    }
}
