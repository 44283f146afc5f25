/* The trampoline between Lua and Swift host functions, their replies, and the built-in log. */

#include "sandbox_internal.h"

#include <stdlib.h>
#include <string.h>

static int reserve(void **buffer, size_t *capacity, size_t needed, size_t element) {
    if (needed <= *capacity) return 1;
    size_t wanted = *capacity ? *capacity : 16;
    while (wanted < needed) wanted *= 2;
    void *grown = realloc(*buffer, wanted * element);
    if (grown == NULL) return 0;
    *buffer = grown;
    *capacity = wanted;
    return 1;
}

int tartine_sandbox_reply_values(tartine_sandbox *S, const tartine_op *ops, size_t op_count,
                                 const char *bytes, size_t byte_count) {
    S->reply = REPLY_VALUES;
    S->reply_op_count = 0;
    S->reply_byte_count = 0;
    if (!reserve((void **)&S->reply_ops, &S->reply_op_capacity, op_count, sizeof *ops)) return 0;
    if (!reserve((void **)&S->reply_bytes, &S->reply_byte_capacity, byte_count, 1)) return 0;
    if (op_count) memcpy(S->reply_ops, ops, op_count * sizeof *ops);
    if (byte_count) memcpy(S->reply_bytes, bytes, byte_count);
    S->reply_op_count = op_count;
    S->reply_byte_count = byte_count;
    return 1;
}

int tartine_sandbox_reply_load(tartine_sandbox *S, const char *source, size_t length,
                               const char *chunk_name) {
    S->reply = REPLY_LOAD;
    S->reply_byte_count = 0;
    free(S->reply_chunk);
    S->reply_chunk = strdup(chunk_name ? chunk_name : "=?");
    if (S->reply_chunk == NULL) return 0;
    if (!reserve((void **)&S->reply_bytes, &S->reply_byte_capacity, length, 1)) return 0;
    if (length) memcpy(S->reply_bytes, source, length);
    S->reply_byte_count = length;
    return 1;
}

void tartine_sandbox_charge_host(tartine_sandbox *S, int64_t units) {
    if (units > 0) S->host_units = units > INT64_MAX - S->host_units ? INT64_MAX : S->host_units + units;
}

int tartine_sandbox_reply_error(tartine_sandbox *S, const char *message, size_t length) {
    tartine_copy_text(&S->error_text, &S->error_length, message, length);
    return S->error_text != NULL;
}

/* Raises "chunk:line: message" and remembers the error value, so the run can tell a host error
   from any other by identity rather than by its text. */
static int raise_host_error(lua_State *L, tartine_sandbox *S, const char *chunk, int line) {
    if (line > 0) {
        lua_pushfstring(L, "%s:%d: ", chunk, line);
    } else {
        lua_pushliteral(L, "");
    }
    if (S->error_text != NULL) {
        lua_pushlstring(L, S->error_text, S->error_length);
    } else {
        lua_pushliteral(L, "host function failed (its message could not be stored)");
    }
    lua_concat(L, 2);
    lua_pushvalue(L, -1);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &tartine_key_host_error);
    S->host_error_stored = 1;
    return lua_error(L);
}

/* Every registered host function is this C closure (upvalue 1: the function id). The Swift
   callback never raises: it returns a count or TARTINE_HOST_FAILED, and this C frame raises.
   A call is charged 1, then what the callback reports it did (tartine_sandbox_charge_host: the
   entries and bytes of its arguments and of its reply) and one element per operation of the
   reply; the reply's strings and tables are charged by the allocator as they are made. */
int tartine_host_trampoline(lua_State *L) {
    tartine_sandbox *S = tartine_sandbox_of(L);
    int function_id = (int)lua_tointegerx(L, lua_upvalueindex(1), NULL);
    int argument_count = lua_gettop(L);
    char chunk[TARTINE_CHUNK_SIZE];
    int line = 0;
    tartine_where(L, 1, chunk, sizeof chunk, &line);
    tartine_charge(L, 1);
    if (S->host == NULL) return luaL_error(L, "host functions are not available");
    luaL_checkstack(L, 8, "host function arguments");
    tartine_copy_text(&S->error_text, &S->error_length, NULL, 0);
    S->reply = REPLY_VALUES;
    S->reply_op_count = 0;
    S->reply_byte_count = 0;
    S->host_units = 0;
    int count = S->host(S->context, L, function_id, argument_count, chunk, line);
    lua_settop(L, argument_count);
    int64_t units = S->host_units;
    S->host_units = 0;
    if (count >= 0 && S->reply == REPLY_VALUES) {
        int64_t ops = (int64_t)S->reply_op_count * TARTINE_ELEMENT_COST;
        units = ops > INT64_MAX - units ? INT64_MAX : units + ops;
    }
    tartine_charge(L, (lua_Integer)units);
    if (count < 0) return raise_host_error(L, S, chunk, line);
    if (S->reply == REPLY_LOAD) {
        int status = luaL_loadbufferx(L, S->reply_bytes, S->reply_byte_count, S->reply_chunk, "t");
        if (status != LUA_OK) return lua_error(L);
        tartine_push_env(L);
        if (lua_setupvalue(L, -2, 1) == NULL) lua_pop(L, 1);
        lua_call(L, 0, LUA_MULTRET);
        return lua_gettop(L) - argument_count;
    }
    tartine_push_ops(L, S->reply_ops, S->reply_op_count, S->reply_bytes, S->reply_byte_count,
                     argument_count);
    return lua_gettop(L) - argument_count;
}

/* log(...): "chunk:line: " followed by the tostring of each argument, tab separated; charged
   1 per argument, the line's bytes as the allocator charges them, and what the host reports it
   did with the line (tartine_sandbox_charge_host: the bytes it keeps). */
int tartine_sandbox_log(lua_State *L) {
    tartine_sandbox *S = tartine_sandbox_of(L);
    int count = lua_gettop(L);
    char chunk[TARTINE_CHUNK_SIZE];
    int line = 0;
    tartine_charge(L, 1 + count);
    tartine_where(L, 1, chunk, sizeof chunk, &line);
    luaL_Buffer buffer;
    luaL_buffinit(L, &buffer);
    if (line > 0) {
        lua_pushfstring(L, "%s:%d: ", chunk, line);
        luaL_addvalue(&buffer);
    }
    for (int i = 1; i <= count; i++) {
        if (i > 1) luaL_addchar(&buffer, '\t');
        tartine_tolstring(L, i, NULL);
        luaL_addvalue(&buffer);
    }
    luaL_pushresult(&buffer);
    size_t length = 0;
    const char *text = lua_tolstring(L, -1, &length);
    S->host_units = 0;
    if (S->log != NULL) S->log(S->context, text, length);
    int64_t units = S->host_units;
    S->host_units = 0;
    tartine_charge(L, (lua_Integer)units);
    return 0;
}
