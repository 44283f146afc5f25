import ToastRender

/// Runs `body`, the drawing of what `file` describes: a drawing the renderer refuses (a
/// surface larger than it draws, geometry that is not a number) or Cairo fails becomes bad
/// input (exit 2) that names the file, `themes/x.lua: the toast of kind 'saved' would be …`.
func drawing<T>(_ file: String, _ body: () throws -> T) throws -> T {
    do { return try body() } catch let error as RenderError {
        throw CLIFailure.badInput("\(file): \(error)")
    } catch let error as CairoStatus {
        throw CLIFailure.badInput("\(file): \(error)")
    }
}
