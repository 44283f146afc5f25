import Testing

@testable import ToastPreview

@Suite("Frame regions: what a page lacks, merged and bounded")
struct FrameRegionTests {
    private func area(_ x: Int, _ y: Int, _ width: Int, _ height: Int) -> FrameMessage.Area {
        FrameMessage.Area(x: x, y: y, width: width, height: height)
    }

    @Test("overlapping and touching areas become their bounding box; apart, they stay apart")
    func merging() {
        var region = FrameRegion()
        region.add(area(0, 0, 10, 10))
        region.add(area(5, 5, 10, 10))
        #expect(region.areas == [area(0, 0, 15, 15)])
        region.add(area(15, 0, 5, 5))
        #expect(region.areas == [area(0, 0, 20, 15)], "an area sharing an edge joins")
        region.add(area(100, 100, 4, 4))
        #expect(region.areas.count == 2)
        region.add(area(0, 0, 0, 9))
        #expect(region.areas.count == 2, "an empty area adds nothing")
    }

    @Test("a lagging page's region stays within the area bound and covers every pixel that changed")
    func bounded() {
        var generator = SplitMix(seed: 24)
        for _ in 0..<200 {
            var region = FrameRegion()
            var added: [FrameMessage.Area] = []
            for _ in 0..<Int(generator.next() % 60) {
                let next = area(
                    Int(generator.next() % 1100), Int(generator.next() % 2500), Int(generator.next() % 90),
                    Int(generator.next() % 90))
                region.add(next)
                added.append(next)
            }
            #expect(region.areas.count <= FrameRegion.maximumAreas)
            for a in added where a.width > 0 && a.height > 0 {
                #expect(region.areas.contains { $0.union(a) == $0 }, "\(a) is covered")
            }
            for (i, a) in region.areas.enumerated() {
                for b in region.areas[(i + 1)...] { #expect(!a.touches(b), "\(a) and \(b) are apart") }
            }
        }
    }

    @Test("the whole picture absorbs everything; areas are clamped to the picture")
    func wholeAndClamped() {
        var region = FrameRegion()
        region.add(area(-5, 90, 20, 20))
        #expect(region.areas(width: 100, height: 100) == [area(0, 90, 15, 10)])
        region.add(area(200, 200, 5, 5))
        #expect(region.areas(width: 100, height: 100) == [area(0, 90, 15, 10)], "outside the picture: dropped")
        region.formUnion(.whole)
        region.add(area(1, 1, 1, 1))
        #expect(region.isWhole && region.areas(width: 100, height: 50) == [area(0, 0, 100, 50)])
        #expect(FrameRegion().isEmpty && !FrameRegion.whole.isEmpty)
    }
}

/// A small seeded generator (SplitMix64), so each run draws the same areas.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
