/* Protected run and call under the budgets, with a traceback message handler. */

#include "sandbox_internal.h"

#include <stdlib.h>
#include <string.h>

typedef struct request {
    /* a chunk to load ... */
    const char *source;
    size_t length;
    const char *chunk_name;
    /* ... or a function reference to call */
    int ref;
    const tartine_op *ops;
    size_t op_count;
    const char *bytes;
    size_t byte_count;
    /* the status of the inner call */
    int status;
} request;

/* Whether `message` starts with "name:digits:", name the first `name_length` bytes of `name`. */
static int starts_with_position(const char *message, size_t length, const char *name, size_t name_length) {
    if (length <= name_length + 2 || memcmp(message, name, name_length) != 0 || message[name_length] != ':') {
        return 0;
    }
    size_t digits = name_length + 1;
    while (digits < length && message[digits] >= '0' && message[digits] <= '9') digits++;
    return digits > name_length + 1 && digits < length && message[digits] == ':';
}

/* Whether `message` starts with the position ("chunk:line:") of one of the Lua frames on the
   stack, as messages made by `error` or by the VM do, or of the chunk a host function last
   handed back to load (its syntax error names that chunk, which never ran). */
static int has_position(lua_State *L, tartine_sandbox *S, const char *message, size_t length) {
    lua_Debug ar;
    for (int level = 1; lua_getstack(L, level, &ar); level++) {
        if (!lua_getinfo(L, "S", &ar) || ar.what[0] == 'C') continue;
        if (starts_with_position(message, length, ar.short_src, strlen(ar.short_src))) return 1;
    }
    if (S->reply_chunk != NULL && S->reply_chunk[0] == '=') {
        size_t name = strlen(S->reply_chunk + 1);
        if (name > LUA_IDSIZE - 1) name = LUA_IDSIZE - 1; /* as Lua shortens it in messages */
        if (starts_with_position(message, length, S->reply_chunk + 1, name)) return 1;
    }
    return 0;
}

/* The message handler: keeps string messages, describes other error objects without running
   their metamethods ("error called with a table value"), gives a message without a position
   the position of the first Lua frame on the stack (an error raised by a library function, or
   `error(x, 0)`), and stores a traceback aside (C only: no user code runs here). A host error
   is kept as it is: the run recognises it by identity. */
static int message_handler(lua_State *L) {
    tartine_sandbox *S = tartine_sandbox_of(L);
    int type = lua_type(L, 1);
    if (type == LUA_TNUMBER) {
        const char *number = lua_tostring(L, 1); /* converts in place */
        lua_pushfstring(L, "error called with a number value (%s)", number);
        lua_replace(L, 1);
    } else if (type != LUA_TSTRING) {
        lua_pushfstring(L, "error called with a %s value", luaL_typename(L, 1));
        lua_replace(L, 1);
    }
    lua_settop(L, 1);
    int host_error = 0;
    if (S->host_error_stored) {
        lua_rawgetp(L, LUA_REGISTRYINDEX, &tartine_key_host_error);
        host_error = lua_rawequal(L, 1, 2);
        lua_settop(L, 1);
    }
    size_t length = 0;
    const char *message = lua_tolstring(L, 1, &length);
    char chunk[TARTINE_CHUNK_SIZE];
    int line = 0;
    if (!host_error && !has_position(L, S, message, length) && tartine_where(L, 1, chunk, sizeof chunk, &line)) {
        lua_pushfstring(L, "%s:%d: ", chunk, line);
        lua_pushvalue(L, 1);
        lua_concat(L, 2);
        lua_replace(L, 1);
    }
    luaL_traceback(L, L, NULL, 1);
    const char *text = lua_tolstring(L, -1, &length);
    tartine_copy_text(&S->traceback, &S->traceback_length, text, length);
    lua_settop(L, 1);
    return 1;
}

/* Forgets the last host error value, so that an old one is never mistaken for this run's. (Only
   when one is stored: setting a registry key to nil on every call is not free.) */
static void forget_host_error(lua_State *L) {
    tartine_sandbox *S = tartine_sandbox_of(L);
    if (!S->host_error_stored) return;
    lua_pushnil(L);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &tartine_key_host_error);
    S->host_error_stored = 0;
}

static int run_protected(lua_State *L) {
    request *r = lua_touserdata(L, 1);
    lua_settop(L, 0);
    forget_host_error(L);
    lua_pushcfunction(L, message_handler); /* index 1 */
    int arguments = 0;
    if (r->source != NULL) {
        int status = luaL_loadbufferx(L, r->source, r->length, r->chunk_name, "t");
        if (status != LUA_OK) {
            /* Anything but memory that stops the parser ("C stack overflow" included) is a
               syntax error of this chunk. */
            r->status = status == LUA_ERRMEM ? LUA_ERRMEM : LUA_ERRSYNTAX;
            return 1;
        }
        tartine_push_env(L);
        if (lua_setupvalue(L, -2, 1) == NULL) lua_pop(L, 1);
    } else {
        if (lua_rawgeti(L, LUA_REGISTRYINDEX, r->ref) != LUA_TFUNCTION) {
            r->status = LUA_ERRRUN;
            lua_pushliteral(L, "attempt to call a function reference that is not a function");
            return 1;
        }
        tartine_push_ops(L, r->ops, r->op_count, r->bytes, r->byte_count, 0);
        arguments = lua_gettop(L) - 2;
    }
    tartine_sandbox_of(L)->started = 1;
    r->status = lua_pcall(L, arguments, 1, 1);
    return 1;
}

static void reset_report(tartine_sandbox *S) {
    tartine_copy_text(&S->message, &S->message_length, NULL, 0);
    tartine_copy_text(&S->traceback, &S->traceback_length, NULL, 0);
    S->host_error = 0;
    S->abort_reason = TARTINE_ABORT_NONE;
    S->abort_line = 0;
    S->abort_chunk[0] = '\0';
    S->refusal_pending = 0;
}

/* After a failure: copy the message, recognise a host error by identity, empty the stack and
   collect the garbage the failed run left behind. */
static void capture_failure(tartine_sandbox *S) {
    lua_State *L = S->L;
    size_t length = 0;
    if (lua_gettop(L) >= 1 && lua_type(L, -1) == LUA_TSTRING) {
        const char *text = lua_tolstring(L, -1, &length);
        tartine_copy_text(&S->message, &S->message_length, text, length);
        if (lua_checkstack(L, 1)) {
            lua_rawgetp(L, LUA_REGISTRYINDEX, &tartine_key_host_error);
            S->host_error = lua_rawequal(L, -1, -2);
            lua_pop(L, 1);
        }
    } else {
        const char *text = "(error object is not a string)";
        tartine_copy_text(&S->message, &S->message_length, text, strlen(text));
    }
    lua_settop(L, 0);
    lua_gc(L, LUA_GCCOLLECT);
}

/* Arms the budgets and empties the stack for a run or call. */
static void begin(tartine_sandbox *S, int64_t instructions, double seconds) {
    reset_report(S);
    S->instructions = 0;
    S->uncharged = 0;
    S->started = 0;
    S->instruction_budget = instructions > 0 ? instructions : 0;
    S->deadline = tartine_now() + (seconds > 0 ? seconds : 0);
    S->peak = S->used;
    S->running = 1;
    lua_settop(S->L, 0);
    lua_sethook(S->L, tartine_count_hook, LUA_MASKCOUNT, TARTINE_HOOK_PERIOD);
}

/* Disarms the budgets; a failure (`status`, or an abort the code swallowed) is captured. */
static int end(tartine_sandbox *S, int status) {
    lua_sethook(S->L, NULL, 0, 0);
    S->running = 0;
    if (status == LUA_OK && S->abort_reason == TARTINE_ABORT_NONE) return LUA_OK;
    capture_failure(S);
    return status == LUA_OK ? LUA_ERRRUN : status;
}

static int execute(tartine_sandbox *S, request *r, int64_t instructions, double seconds) {
    begin(S, instructions, seconds);
    lua_pushcfunction(S->L, run_protected);
    lua_pushlightuserdata(S->L, r);
    r->status = LUA_OK;
    int status = lua_pcall(S->L, 1, 1, 0);
    return end(S, status == LUA_OK ? r->status : status);
}

/* A handler call: the function and its two views are pushed without protection (none of these
   pushes can raise: the registry lookup is by integer, views are light userdata, and the stack
   always has LUA_MINSTACK free slots), then called under one protected call with the message
   handler, instead of the general path's protected call of a protected call. */
int tartine_sandbox_handle(tartine_sandbox *S, int ref, int has_toast, int64_t instructions,
                           double seconds) {
    lua_State *L = S->L;
    begin(S, instructions, seconds);
    forget_host_error(L); /* the key exists when it acts: setting it to nil cannot raise */
    lua_pushcfunction(L, message_handler); /* index 1 */
    if (lua_rawgeti(L, LUA_REGISTRYINDEX, ref) != LUA_TFUNCTION) {
        /* reported by the general path, whose message is made under protection */
        end(S, LUA_OK);
        return tartine_sandbox_call(S, ref, NULL, 0, NULL, 0, instructions, seconds);
    }
    S->view_generation++;
    S->views_live = 1;
    tartine_push_views(L, has_toast);
    S->started = 1;
    int status = lua_pcall(L, 2, 0, 1);
    S->views_live = 0;
    if (status == LUA_OK) lua_settop(L, 0); /* the message handler */
    return end(S, status);
}

int tartine_sandbox_run(tartine_sandbox *S, const char *source, size_t length,
                        const char *chunk_name, int64_t instructions, double seconds) {
    request r = {0};
    r.source = source != NULL ? source : "";
    r.length = length;
    r.chunk_name = chunk_name;
    return execute(S, &r, instructions, seconds);
}

int tartine_sandbox_call(tartine_sandbox *S, int ref, const tartine_op *ops, size_t op_count,
                         const char *bytes, size_t byte_count, int64_t instructions,
                         double seconds) {
    request r = {0};
    r.ref = ref;
    r.ops = ops;
    r.op_count = op_count;
    r.bytes = bytes;
    r.byte_count = byte_count;
    return execute(S, &r, instructions, seconds);
}
