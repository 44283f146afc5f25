#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// inotify is Linux's; elsewhere PollingWatcher serves (WatcherKind.native).
#if os(Linux)
    /// Which files are watched, through which directories and inotify watch descriptors, and which
    /// files an event concerns. Pure bookkeeping: the C calls are made by ``WatchCore``.
    ///
    /// A file is watched through the directory that holds it, so that a rename over it (an editor's
    /// atomic save) is seen; a symbolic link also through the directory of each path it leads to.
    /// Two directory paths can share one watch descriptor when they are the same directory (one
    /// reached through a link), so a descriptor maps to a set of directories.
    struct WatchTable: Sendable {
        /// Each file as the caller named it → the absolute paths (the file, then its link chain)
        /// whose change means the file changed.
        private(set) var files: [String: [String]] = [:]
        /// Absolute path → the caller's names of the files that change with it.
        private(set) var interested: [String: Set<String>] = [:]
        /// Watched directory → its watch descriptor.
        private(set) var directories: [String: Int32] = [:]
        /// Watch descriptor → the directories it watches.
        private(set) var watches: [Int32: Set<String>] = [:]

        /// What a batch of events means.
        struct Outcome: Equatable {
            /// Caller's names of the files that changed.
            var changed: Set<String> = []
            /// Descriptors of directories that were deleted or moved away, to remove (the kernel
            /// may already have).
            var lostWatches: Set<Int32> = []
        }

        /// Every directory some watched file needs.
        var neededDirectories: Set<String> {
            Set(files.values.flatMap { $0.map(Paths.directory(of:)) })
        }

        /// Replaces the watched files: name → absolute paths (see ``files``).
        mutating func setFiles(_ targets: [String: [String]]) {
            files = targets
            interested = [:]
            for (name, paths) in targets {
                for path in paths { interested[path, default: []].insert(name) }
            }
        }

        /// Notes that `directory` is watched through `watch`.
        mutating func record(directory: String, watch: Int32) {
            directories[directory] = watch
            watches[watch, default: []].insert(directory)
        }

        /// Stops tracking `directory`.
        /// - Returns: its descriptor when no other directory shares it (the caller removes it).
        mutating func forget(directory: String) -> Int32? {
            guard let watch = directories.removeValue(forKey: directory) else { return nil }
            watches[watch]?.remove(directory)
            guard watches[watch]?.isEmpty ?? true else { return nil }
            watches[watch] = nil
            return watch
        }

        /// Stops tracking descriptor `watch` and all its directories.
        mutating func forget(watch: Int32) {
            for directory in watches.removeValue(forKey: watch) ?? [] {
                directories[directory] = nil
            }
        }

        /// Applies a batch of events: which files changed, and which watches were lost (their
        /// directory deleted or moved: every file seen through it counts as changed).
        mutating func apply(_ events: [InotifyEvent]) -> Outcome {
            var outcome = Outcome()
            for event in events {
                if event.has(IN_Q_OVERFLOW) {
                    outcome.changed.formUnion(files.keys)
                    continue
                }
                guard let watched = watches[event.watch] else { continue }
                if event.has(IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF) {
                    for directory in watched {
                        for (path, names) in interested where Paths.directory(of: path) == directory {
                            outcome.changed.formUnion(names)
                        }
                    }
                    forget(watch: event.watch)
                    outcome.lostWatches.insert(event.watch)
                    continue
                }
                for directory in watched {
                    if let names = interested[Paths.join(directory, event.name)] {
                        outcome.changed.formUnion(names)
                    }
                }
            }
            return outcome
        }
    }
#endif
