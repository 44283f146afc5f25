import Foundation

/// The tests' mouse under a ``HeadlessSway``: the `wayland-pointer` tool (`Tests/WaylandPointer`,
/// a `zwlr_virtual_pointer_v1` client) built beside this test bundle, kept running for a test
/// (its virtual pointer is a device of the seat while it runs), sent one command a line and
/// waited for until it answers `ok`.
public final class VirtualPointer {
    let process = Process()
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()

    /// The tool, beside the test bundle (`swift build --build-tests` builds it).
    static let tool = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("wayland-pointer").path

    /// Starts the tool on `sway`, for a layout of `width` × `height`.
    public init(on sway: HeadlessSway, width: Int, height: Int) throws {
        guard FileManager.default.isExecutableFile(atPath: Self.tool) else {
            throw SupportFailure("\(Self.tool) is missing: build it with swift build --build-tests")
        }
        closeOnExec(input, output, errors)
        process.executableURL = URL(fileURLWithPath: Self.tool)
        process.arguments = ["\(width)x\(height)"]
        process.environment = sway.environment
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
    }

    deinit {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    /// Sends `command` (`move X Y`, `click N`, `press N`, `release N`) and waits until the
    /// compositor handled it.
    public func send(_ command: String) throws {
        input.fileHandleForWriting.write(Data((command + "\n").utf8))
        var answer = Data()
        while !answer.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty {
                let complaint = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                throw SupportFailure("wayland-pointer ended at \(command): \(complaint)")
            }
            answer += chunk
        }
        guard String(decoding: answer, as: UTF8.self) == "ok\n" else {
            throw SupportFailure("wayland-pointer answered \(String(decoding: answer, as: UTF8.self)) to \(command)")
        }
    }
}
