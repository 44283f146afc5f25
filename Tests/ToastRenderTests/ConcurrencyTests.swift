import Testing
import ToastCore

@testable import ToastRender

/// One renderer per thread, one font set and one measurer shared by all.
@Suite struct ConcurrencyTests {
    @Test func renderersOnSeveralThreadsDrawTheSameBytes() async throws {
        let f = frame([toast("저장되었습니다 💾"), toast("Deleted", icon: .emoji("🗑️"), position: .top)])
        let reference = try renderer(.iPhoneSE3, RenderOptions()).render(frame([toast("저장되었습니다 💾")], on: .iPhoneSE3))
        let results = try await withThrowingTaskGroup(of: [UInt8].self) { group in
            for _ in 0..<4 {
                group.addTask {
                    let r = try FrameRenderer(screen: .iPhoneSE3, options: RenderOptions(), fonts: fonts)
                    for _ in 0..<3 { try r.draw(f) }  // a frame for another screen: rebuilt each time it changes
                    return try r.render(frame([toast("저장되었습니다 💾")], on: .iPhoneSE3)).pixels
                }
            }
            var all: [[UInt8]] = []
            for try await pixels in group { all.append(pixels) }
            return all
        }
        #expect(results.count == 4)
        #expect(results.allSatisfy { sameBytes($0, reference.pixels) })
    }

    @Test func theMeasurerIsSafeToShare() async {
        let texts = (1...40).map { String(repeating: "Saved 저장 💾 ", count: $0) }
        let expected = texts.map { measurer.measure($0, font: FontSpec(size: 14), maxWidth: 250, maxLines: 3) }
        let all = await withTaskGroup(of: [TextMeasurement].self) { group in
            for _ in 0..<4 {
                group.addTask {
                    texts.map { measurer.measure($0, font: FontSpec(size: 14), maxWidth: 250, maxLines: 3) }
                }
            }
            var results: [[TextMeasurement]] = []
            for await result in group { results.append(result) }
            return results
        }
        #expect(all.allSatisfy { $0 == expected })
    }
}
