/// An error thrown by a ``LiveValue`` loader that knows which files it read before failing (a
/// theme whose import has a syntax error, or names a file not yet written). ``LiveValue`` watches
/// those too, so that fixing or creating any of them reloads.
public protocol DependencyReportingError: Error {
    /// The files read, or tried, before the load failed.
    var dependencies: [String] { get }
}
