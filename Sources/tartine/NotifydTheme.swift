import ToastFiles

/// The theme `tartine notifyd` serves when none is named (as the D-Bus service file and the
/// systemd user unit of the Debian package start it): the user's own, else the desktop theme
/// installed with the program.
enum NotifydTheme {
    /// The files looked for, in order: `$XDG_CONFIG_HOME/tartine/notifyd.lua` (when that variable
    /// is an absolute path, else `$HOME/.config/tartine/notifyd.lua`), then `desktop.lua` of the
    /// themes installed beside the program: `PREFIX/share/tartine/themes/desktop.lua`, PREFIX the
    /// directory above the one the program is in (`/usr` for `/usr/bin/tartine`).
    /// - Parameters:
    ///   - environment: reads a variable.
    ///   - program: the program's own path, links resolved; `nil` when it cannot be known.
    static func candidates(environment: (String) -> String?, program: String?) -> [String] {
        var files: [String] = []
        if let config = environment("XDG_CONFIG_HOME"), config.hasPrefix("/") {
            files.append(Paths.join(config, "tartine/notifyd.lua"))
        } else if let home = environment("HOME"), home.hasPrefix("/") {
            files.append(Paths.join(home, ".config/tartine/notifyd.lua"))
        }
        if let program, program.hasPrefix("/") {
            let prefix = Paths.directory(of: Paths.directory(of: program))
            files.append(Paths.join(prefix, "share/tartine/themes/desktop.lua"))
        }
        return files
    }

    /// The first of ``candidates(environment:program:)`` this process can read, for this process
    /// (its environment, and its program's path from `/proc/self/exe`).
    /// - Throws: `CLIFailure` (exit 2) naming every file looked for when none can be read.
    static func resolve() throws -> String {
        let program = try? Paths.resolved("/proc/self/exe")
        let files = candidates(environment: CurrentProcess.environmentValue, program: program)
        if let found = files.first(where: Files.isReadable) { return found }
        let looked = files.isEmpty ? "no file (neither XDG_CONFIG_HOME nor HOME is set)" : files.joined(separator: ", ")
        throw CLIFailure.badInput("notifyd: no theme named and none found (looked for \(looked)): name a theme file")
    }
}
