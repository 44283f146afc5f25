/// pixelmatch's anti-aliasing test, after V. Vyšniauskas, "Anti-aliased Pixel and Intensity Slope
/// Detector" (2009): a pixel is anti-aliasing when among its 8 neighbours it has both a darker and
/// a brighter one, at most two equal ones, and the darkest or the brightest neighbour sits inside a
/// flat area (3+ equal neighbours) in *both* images.
struct AntiAliasing {
    let width: Int
    let height: Int
    let checkerboard: Bool

    /// Whether the pixel at (`x1`, `y1`) of `image` looks like anti-aliasing; `other` is the
    /// image it is compared with (pixelmatch's `antialiased`).
    func isAntialiased(_ image: PixelWords, _ other: PixelWords, x1: Int, y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0)
        let y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1)
        let y2 = min(y1 + 1, height - 1)
        let index = y1 * width + x1
        let center = image[index]
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var darkest = 0.0
        var brightest = 0.0
        var darkestAt = (x: 0, y: 0)
        var brightestAt = (x: 0, y: 0)

        // The 8 neighbours, column by column as pixelmatch visits them (ties keep the first).
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                let delta = ColorDelta.brightness(
                    center, image[y * width + x], atByte: index * 4, checkerboard: checkerboard)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }  // a flat area, not an edge
                } else if delta < darkest {
                    darkest = delta
                    darkestAt = (x, y)
                } else if delta > brightest {
                    brightest = delta
                    brightestAt = (x, y)
                }
            }
        }
        // An intensity slope needs a darker and a brighter neighbour.
        if darkest == 0 || brightest == 0 { return false }

        // Anti-aliasing when the darkest or the brightest neighbour is in a flat area of both images.
        if hasManySiblings(image, darkestAt.x, darkestAt.y) && hasManySiblings(other, darkestAt.x, darkestAt.y) {
            return true
        }
        return hasManySiblings(image, brightestAt.x, brightestAt.y)
            && hasManySiblings(other, brightestAt.x, brightestAt.y)
    }

    /// Whether the pixel at (`x1`, `y1`) has 3+ neighbours of exactly its colour (a pixel on the
    /// image border counts one extra).
    func hasManySiblings(_ image: PixelWords, _ x1: Int, _ y1: Int) -> Bool {
        let index = y1 * width + x1
        let value = image[index]
        if x1 > 0 && x1 < width - 1 && y1 > 0 && y1 < height - 1 {
            // Inside the image: all 8 neighbours exist (pixelmatch 7.1.1's fast path, same answer).
            let above = index - width
            let below = index + width
            var count = image[above - 1] == value ? 1 : 0
            if image[above] == value { count += 1 }
            if image[above + 1] == value { count += 1 }
            if image[index - 1] == value { count += 1 }
            if image[index + 1] == value { count += 1 }
            if image[below - 1] == value { count += 1 }
            if image[below] == value { count += 1 }
            if image[below + 1] == value { count += 1 }
            return count > 2
        }
        let x0 = max(x1 - 1, 0)
        let y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1)
        let y2 = min(y1 + 1, height - 1)
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where (x != x1 || y != y1) && image[y * width + x] == value {
                zeroes += 1
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}
