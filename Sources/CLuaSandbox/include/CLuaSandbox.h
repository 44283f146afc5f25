#ifndef TARTINE_CLUA_SANDBOX_H
#define TARTINE_CLUA_SANDBOX_H

/*
 * CLuaSandbox: the C half of Tartine's Lua VM. Everything that can raise a Lua error (longjmp)
 * happens in here, under a protected call; the Swift side only reads values with non-raising API.
 *
 *  - a capped allocator (`lua_Alloc`) that counts bytes and records a memory abort,
 *  - a count hook (every TARTINE_HOOK_PERIOD instructions) enforcing the instruction budget and
 *    the wall clock; once exceeded it re-arms itself with count 1 so a script cannot swallow it,
 *  - protected run/call entry points with a traceback message handler,
 *  - the trampoline that calls Swift host functions and raises their errors with lua_error,
 *  - the sandboxed environment (whitelisted libraries, guarded patterns, locked string metatable).
 *
 * Swift never sees `lua_State` internals: it is an incomplete struct here (OpaquePointer in Swift).
 */

#include <stddef.h>
#include <stdint.h>

struct lua_State;

/// The sandbox: one lua_State plus its budgets, abort record and host callbacks.
typedef struct tartine_sandbox tartine_sandbox;

/// VM instructions between two runs of the count hook.
#define TARTINE_HOOK_PERIOD 1000

/* The cost model (sandbox_cost.c): what a library function, an allocation or a host call is
   charged, in instructions. A VM instruction is 1. */
/// Bytes allocated (strings, tables, buffers, the stack) per instruction charged.
#define TARTINE_BYTES_PER_INSTRUCTION 32
/// Instructions per element (a value read, pushed or moved) a library function handles.
#define TARTINE_ELEMENT_COST 1
/// Instructions per byte a library function reads byte by byte (case mapping, conversion of a
/// string to a number, UTF-8 decoding, a pattern's subject).
#define TARTINE_BYTE_COST 1
/// Links of a metatable's `__index` or `__newindex` chain setmetatable accepts.
#define TARTINE_METATABLE_CHAIN_LIMIT 100

/// Why the C layer stopped a run. Recorded before the Lua error is raised; read by Swift.
typedef enum tartine_abort {
    TARTINE_ABORT_NONE = 0,
    TARTINE_ABORT_MEMORY = 1,
    TARTINE_ABORT_INSTRUCTIONS = 2,
    TARTINE_ABORT_TIME = 3,
} tartine_abort;

/// Operations of the little stack machine that rebuilds Swift values in Lua (under protection).
typedef enum tartine_op_kind {
    TARTINE_OP_NIL = 0,
    TARTINE_OP_BOOLEAN = 1,   /* integer != 0 */
    TARTINE_OP_INTEGER = 2,   /* integer */
    TARTINE_OP_NUMBER = 3,    /* number */
    TARTINE_OP_STRING = 4,    /* bytes[offset ..< offset + length] */
    TARTINE_OP_TABLE = 5,     /* new table; integer = array size hint, length = record size hint */
    TARTINE_OP_SET_INDEX = 6, /* pops a value into table[integer] (raw) */
    TARTINE_OP_SET_FIELD = 7, /* pops a value into table[bytes[offset ..< offset + length]] (raw) */
    TARTINE_OP_REF = 8,       /* pushes registry[integer] (a function reference) */
    TARTINE_OP_ARGUMENT = 9,  /* pushes host-call argument number `integer` (1-based) */
} tartine_op_kind;

/// The type of a view field's value.
typedef enum tartine_view_type {
    TARTINE_VIEW_INTEGER = 0, /* value */
    TARTINE_VIEW_NUMBER = 1,  /* the bits of a double in value */
    TARTINE_VIEW_STRING = 2,  /* bytes[value ..< value + length] of the view's own bytes */
    TARTINE_VIEW_BOOLEAN = 3, /* value != 0 */
    /* A read-only table by name (a notification's hints): bytes[value ..< value + length] hold
       its entries, each a type byte (0 integer, 1 number, 2 string, 3 boolean), the name's
       length (uint32_t, native order) and bytes, then the value: 8 bytes (an int64_t, the bits
       of a double, or 0/1), or for a string its length (uint32_t) and bytes. */
    TARTINE_VIEW_TABLE = 4,
} tartine_view_type;

/// One field of a view: its key (the position of its name in the names the sandbox was made
/// with), its type and value.
typedef struct tartine_view_field {
    uint16_t key;
    uint16_t type;
    uint32_t length;
    int64_t value;
} tartine_view_field;

typedef struct tartine_op {
    int32_t kind;
    int64_t integer;
    double number;
    size_t offset;
    size_t length;
} tartine_op;

/// Returned by a host callback that failed; its message was stored with tartine_sandbox_reply_error.
#define TARTINE_HOST_FAILED (-1)

/// Called by the trampoline for a Swift host function. Arguments are at stack indices
/// 1...argument_count; the callback must only use non-raising Lua API, must leave the stack as
/// it found it, and answers with tartine_sandbox_reply_values / _reply_load (returning the number
/// of values) or tartine_sandbox_reply_error (returning TARTINE_HOST_FAILED).
typedef int (*tartine_host_callback)(void *context, struct lua_State *L, int function_id,
                                     int argument_count, const char *chunk, int line);

/// Receives one `log(...)` line ("chunk:line: text"). Must not call Lua.
typedef void (*tartine_log_callback)(void *context, const char *text, size_t length);

/// Describes the running handler's event view (is_toast 0) or toast view (1): its field `key` (a
/// key of the names the sandbox was made with; none when the view lacks it), or all its fields
/// when key is -1, keys ascending, and the bytes
/// their strings point into, valid until the next call. Returns 0 when it cannot (the view then
/// reads as a failure). Must not call Lua.
typedef int (*tartine_view_callback)(void *context, int is_toast, int key,
                                     const tartine_view_field **fields, size_t *count,
                                     const char **bytes, size_t *byte_count);

/// Words the error for reading `name` (length bytes) from the running handler's event view
/// (is_toast 0) or toast view (1) when the view has no such field now: writes a NUL-terminated
/// message of at most `capacity` bytes and returns 1 when the view can never have a field of that
/// name (the read then raises that message at the reading line), or returns 0 when the field is
/// one the view may lack (the read gives nil). Must not call Lua.
typedef int (*tartine_view_miss_callback)(void *context, int is_toast, const char *name, size_t length,
                                          char *message, size_t capacity);

/* ---- lifetime ---------------------------------------------------------------------------- */

/// Creates a lua_State with the capped allocator and the sandboxed environment. The cap applies
/// once the environment is built. `view_fields` names the fields of handler views by key (key i
/// is named view_fields[i], names ascending, as Swift's one table of view fields lists them); the
/// sandbox copies them. Returns NULL when the state or its environment cannot be made, or the
/// names are more than a view key can number.
tartine_sandbox *tartine_sandbox_new(size_t memory_limit, const char *const *view_fields,
                                     size_t view_field_count);

/// lua_close plus the sandbox's own buffers.
void tartine_sandbox_free(tartine_sandbox *S);

/// Installs the host and log callbacks and the context pointer handed back to them.
void tartine_sandbox_set_callbacks(tartine_sandbox *S, tartine_host_callback host,
                                   tartine_log_callback log, void *context);

/// Installs the callbacks that describe a handler's views and word a read of a field they can
/// never have (same context as the host callbacks; `miss` may be NULL: every absent field is nil).
void tartine_sandbox_set_view_callback(tartine_sandbox *S, tartine_view_callback view,
                                       tartine_view_miss_callback miss);

/// The underlying state, for non-raising reads from Swift.
struct lua_State *tartine_sandbox_state(tartine_sandbox *S);

/* ---- registration, run, call (all protected; return a LUA_* status) ----------------------- */

/// Sets `module.name` (or the global `name` when module is empty) to a trampoline for host
/// function `function_id`; function_id < 0 installs the built-in `log`.
int tartine_sandbox_register(tartine_sandbox *S, const char *module, const char *name,
                             int function_id);

/// Loads `source` as text only (lua_load mode "t") as chunk `chunk_name` ("=name"), gives it the
/// sandbox environment and calls it under the budgets. On LUA_OK its first result is at stack
/// index 1 (call tartine_sandbox_clear when done); otherwise the stack is empty and the failure is
/// described by the accessors below.
int tartine_sandbox_run(tartine_sandbox *S, const char *source, size_t length,
                        const char *chunk_name, int64_t instructions, double seconds);

/// Calls the function in registry slot `ref` with the values described by `ops` (each top-level
/// value is one argument), under the budgets. Results and failures as tartine_sandbox_run.
int tartine_sandbox_call(tartine_sandbox *S, int ref, const tartine_op *ops, size_t op_count,
                         const char *bytes, size_t byte_count, int64_t instructions,
                         double seconds);

/// Calls the handler in registry slot `ref` with two read-only views, its event and its toast (or
/// nil when has_toast is 0), under the budgets; its results are dropped. A view is a handle that
/// costs nothing to make: reading a field asks the view callback for the view's fields. Views
/// are valid while this call runs; reading or walking one later raises an error that says so.
/// Failures as tartine_sandbox_run; on LUA_OK the stack is empty.
int tartine_sandbox_handle(tartine_sandbox *S, int ref, int has_toast, int64_t instructions,
                           double seconds);

/// Keeps the function at `index` alive in the registry (one slot per distinct function) and
/// stores the slot in *ref. Protected (luaL_ref can run out of memory).
int tartine_sandbox_ref(tartine_sandbox *S, int index, int *ref);

/// Empties the stack after a successful run or call.
void tartine_sandbox_clear(tartine_sandbox *S);

/* ---- what happened ------------------------------------------------------------------------ */

/// The abort cause recorded by the allocator, the hook or a library charge (tartine_abort).
int tartine_sandbox_abort_reason(const tartine_sandbox *S);
/// Line (0 if unknown) and chunk name of the Lua code running when the abort (or, without an
/// abort, the last refused allocation) was recorded.
int tartine_sandbox_abort_line(const tartine_sandbox *S);
const char *tartine_sandbox_abort_chunk(const tartine_sandbox *S);
/// The failed run's error message (a copy; valid until the next run or call).
const char *tartine_sandbox_message(const tartine_sandbox *S, size_t *length);
/// The failed run's traceback, or NULL.
const char *tartine_sandbox_traceback(const tartine_sandbox *S, size_t *length);
/// Whether the failed run's error value is the error a host function raised.
int tartine_sandbox_is_host_error(const tartine_sandbox *S);
/// Peak bytes allocated by the whole state during the last run or call.
size_t tartine_sandbox_peak_memory(const tartine_sandbox *S);

/// Memory several sandboxes share (the plugin states of one run): an allocation must fit its
/// own state's cap and the pool's limit. Free it after every sandbox sharing it.
typedef struct tartine_pool tartine_pool;
/// A pool of `limit` bytes, or NULL when memory runs out.
tartine_pool *tartine_pool_new(size_t limit);
void tartine_pool_free(tartine_pool *pool);
/// Bytes the sandboxes sharing `pool` hold now.
size_t tartine_pool_used(const tartine_pool *pool);
/// Makes S share `pool`, its bytes so far counted in it. Returns 0 (sharing nothing) when they
/// do not fit or S shares a pool already.
int tartine_sandbox_share(tartine_sandbox *S, tartine_pool *pool);
/// Whether the last allocation refused was refused by the shared pool (not the state's cap).
int tartine_sandbox_pool_refused(const tartine_sandbox *S);
/// Instructions used by the last run or call: hook periods of TARTINE_HOOK_PERIOD, the unfinished
/// last one counted whole (an upper bound), plus library charges.
int64_t tartine_sandbox_instructions(const tartine_sandbox *S);
/// Writes the chunk name of the function in registry slot `ref` into `buffer` (non-raising).
void tartine_sandbox_function_chunk(tartine_sandbox *S, int ref, char *buffer, size_t size);
/// The line where the function in registry slot `ref` is defined (lua_getinfo's linedefined),
/// or 0 when it is no Lua function.
int tartine_sandbox_function_line(tartine_sandbox *S, int ref);

/// Receives the name of one function a script can reach ("pairs", "string.upper", "toast.show",
/// "string metatable.__add") and whether it is a host function. Must not call Lua.
typedef void (*tartine_function_callback)(void *context, const char *name, int is_host);

/// Calls `each` for every function a script can reach: the environment's, its tables' (the
/// libraries and the host functions' modules) and the string metatable's. Non-raising.
void tartine_sandbox_each_function(tartine_sandbox *S, tartine_function_callback each, void *context);

/* ---- host replies (called from the host callback; non-raising, copy into the sandbox) ------ */

/// The callback's results: values described by ops. Returns 0 when memory runs out.
int tartine_sandbox_reply_values(tartine_sandbox *S, const tartine_op *ops, size_t op_count,
                                 const char *bytes, size_t byte_count);
/// The callback's result is another text chunk, loaded and called in place of the host function.
int tartine_sandbox_reply_load(tartine_sandbox *S, const char *source, size_t length,
                               const char *chunk_name);
/// The callback failed with `message`; the trampoline raises "chunk:line: message".
int tartine_sandbox_reply_error(tartine_sandbox *S, const char *message, size_t length);
/// The work the callback did reading its arguments and making its reply (entries and bytes, in
/// instructions), charged by the trampoline when the callback returns.
void tartine_sandbox_charge_host(tartine_sandbox *S, int64_t units);

/* ---- string patterns (exposed for documentation and tests) -------------------------------- */

/// Worst-case cost estimate of matching `pattern` against `subject_length` bytes (see
/// sandbox_patterns.c). `anchorable` is 0 for gmatch, where '^' is not an anchor.
double tartine_pattern_cost(const char *pattern, size_t pattern_length, size_t subject_length,
                            int anchorable);

/// Patterns whose estimated cost exceeds this are refused.
#define TARTINE_PATTERN_COST_LIMIT 1e8
/// Subjects longer than this are refused for non-plain patterns.
#define TARTINE_PATTERN_SUBJECT_LIMIT (64 * 1024)

#endif
