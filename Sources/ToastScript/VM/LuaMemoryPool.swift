import CLuaSandbox

/// Memory several Lua states share (`tartine_pool`): the plugin states of one run, so that
/// hundreds of plugins, each inside its own cap, still hold at most ``limit`` bytes together.
/// Every allocation of a state that shares it must fit the state's own cap and the pool. Each
/// sharing state holds the pool, so it is freed after the last of them.
public final class LuaMemoryPool: @unchecked Sendable {
    /// Bytes all sharing states may hold together.
    public let limit: Int
    /// The C pool: its count is atomic, so states on different threads may share it.
    let handle: OpaquePointer

    /// A pool of `limit` bytes (`tartine_pool_new`), or nil when memory runs out.
    init?(limit: Int) {
        guard let handle = tartine_pool_new(max(0, limit)) else { return nil }
        self.limit = limit
        self.handle = handle
    }

    deinit { tartine_pool_free(handle) }

    /// Bytes the sharing states hold now (`tartine_pool_used`).
    public var used: Int { tartine_pool_used(handle) }
}
