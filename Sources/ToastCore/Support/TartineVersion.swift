/// Tartine's version, as `tartine --version` prints it and the notification server reports it
/// (`GetServerInformation`).
public enum TartineVersion {
    /// The version: `major.minor.patch`.
    public static let string = "0.1.0"
}
