extension ReferenceDocs {
    /// The section on where the plugins a theme, scenario or manifest names are found: the one
    /// rule of `PluginLoader.searchDirectories(besides:)`, which the other pages link to.
    static func pluginSearchSection() -> String {
        """

        ## Where plugins are found

        A theme, a scenario and a manifest name plugins the same way: `plugins = { "undo" }` is the
        file `undo.lua`, looked for in this order, the first found winning:

        1. `plugins/undo.lua` in the directory of the file that names it (`themes/plugins/undo.lua`
           for `themes/notes.lua`);
        2. `plugins/undo.lua` in the directory above it (`plugins/undo.lua` beside `themes/`,
           `scenarios/` and `snapshots.lua`, as this repository keeps them).

        A name found in neither is an error at the line that names it, with the closest name found
        in those two directories. A scenario's plugins join its theme's, and a manifest's join every
        theme and scenario it names, after their own.

        """
    }
}
