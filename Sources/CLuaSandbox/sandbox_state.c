/* The sandbox's lifetime, shared helpers and read-only accessors. */

#include "sandbox_internal.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

const char tartine_key_env = 0;
const char tartine_key_host_error = 0;
const char tartine_key_refs = 0;
const char tartine_key_order = 0;

tartine_sandbox *tartine_sandbox_of(lua_State *L) {
    void *ud = NULL;
    lua_getallocf(L, &ud);
    return ud;
}

static void copy_chunk_name(const char *source, char *chunk, size_t size) {
    if (size == 0) return;
    if (source == NULL) source = "?";
    if (source[0] == '=' || source[0] == '@') source++;
    size_t length = strlen(source);
    if (length >= size) length = size - 1;
    memcpy(chunk, source, length);
    chunk[length] = '\0';
}

int tartine_where(lua_State *L, int level, char *chunk, size_t size, int *line) {
    lua_Debug ar;
    for (; lua_getstack(L, level, &ar); level++) {
        if (lua_getinfo(L, "Sl", &ar) && ar.currentline > 0) {
            copy_chunk_name(ar.source, chunk, size);
            *line = ar.currentline;
            return 1;
        }
    }
    if (size > 0) chunk[0] = '\0';
    *line = 0;
    return 0;
}

void tartine_push_env(lua_State *L) {
    lua_rawgetp(L, LUA_REGISTRYINDEX, &tartine_key_env);
}

void tartine_copy_text(char **buffer, size_t *length, const char *text, size_t count) {
    free(*buffer);
    *buffer = NULL;
    *length = 0;
    if (text == NULL) return;
    char *copy = malloc(count + 1);
    if (copy == NULL) return;
    memcpy(copy, text, count);
    copy[count] = '\0';
    *buffer = copy;
    *length = count;
}

/* Copies the names of the view fields into S (outside the Lua allocator: they are the host's,
   not the script's). Returns 0 when memory runs out or there are more names than keys. */
static int copy_field_names(tartine_sandbox *S, const char *const *names, size_t count) {
    if (count > UINT16_MAX) return 0;
    S->field_names = calloc(count > 0 ? count : 1, sizeof *S->field_names);
    if (S->field_names == NULL) return 0;
    S->field_count = count;
    for (size_t key = 0; key < count; key++) {
        size_t length = strlen(names[key]);
        S->field_names[key] = malloc(length + 1);
        if (S->field_names[key] == NULL) return 0;
        memcpy(S->field_names[key], names[key], length + 1);
    }
    return 1;
}

tartine_sandbox *tartine_sandbox_new(size_t memory_limit, const char *const *view_fields,
                                     size_t view_field_count) {
    tartine_sandbox *S = calloc(1, sizeof *S);
    if (S == NULL) return NULL;
    if (!copy_field_names(S, view_fields, view_field_count)) {
        tartine_sandbox_free(S);
        return NULL;
    }
    S->limit = SIZE_MAX; /* no cap while the environment is built */
    lua_State *L = lua_newstate(tartine_alloc, S);
    if (L == NULL) {
        tartine_sandbox_free(S);
        return NULL;
    }
    S->L = L;
    lua_pushcfunction(L, tartine_open_environment);
    if (lua_pcall(L, 0, 0, 0) != LUA_OK) {
        tartine_sandbox_free(S);
        return NULL;
    }
    lua_settop(L, 0);
    S->limit = memory_limit;
    S->peak = S->used;
    return S;
}

void tartine_sandbox_free(tartine_sandbox *S) {
    if (S == NULL) return;
    if (S->L) lua_close(S->L);
    for (size_t key = 0; S->field_names != NULL && key < S->field_count; key++) free(S->field_names[key]);
    free(S->field_names);
    free(S->objects);
    free(S->message);
    free(S->traceback);
    free(S->reply_ops);
    free(S->reply_bytes);
    free(S->reply_chunk);
    free(S->error_text);
    free(S);
}

void tartine_sandbox_set_callbacks(tartine_sandbox *S, tartine_host_callback host,
                                   tartine_log_callback log, void *context) {
    S->host = host;
    S->log = log;
    S->context = context;
}

void tartine_sandbox_set_view_callback(tartine_sandbox *S, tartine_view_callback view,
                                       tartine_view_miss_callback miss) {
    S->view = view;
    S->view_miss = miss;
}

struct lua_State *tartine_sandbox_state(tartine_sandbox *S) { return S->L; }

void tartine_sandbox_clear(tartine_sandbox *S) { lua_settop(S->L, 0); }

int tartine_sandbox_abort_reason(const tartine_sandbox *S) { return S->abort_reason; }
int tartine_sandbox_abort_line(const tartine_sandbox *S) { return S->abort_line; }
const char *tartine_sandbox_abort_chunk(const tartine_sandbox *S) { return S->abort_chunk; }
int tartine_sandbox_is_host_error(const tartine_sandbox *S) { return S->host_error; }
size_t tartine_sandbox_peak_memory(const tartine_sandbox *S) { return S->peak; }
int64_t tartine_sandbox_instructions(const tartine_sandbox *S) {
    /* The hook cannot see how far into its current period the code got: count that period whole
       (Lua does not expose the remaining count), unless an abort already settled the count. */
    int64_t partial = S->started && S->abort_reason == TARTINE_ABORT_NONE ? TARTINE_HOOK_PERIOD : 0;
    return S->instructions + partial;
}

const char *tartine_sandbox_message(const tartine_sandbox *S, size_t *length) {
    *length = S->message_length;
    return S->message;
}

const char *tartine_sandbox_traceback(const tartine_sandbox *S, size_t *length) {
    *length = S->traceback_length;
    return S->traceback;
}

void tartine_sandbox_function_chunk(tartine_sandbox *S, int ref, char *buffer, size_t size) {
    lua_State *L = S->L;
    if (size > 0) buffer[0] = '\0';
    if (!lua_checkstack(L, 2)) return;
    if (lua_rawgeti(L, LUA_REGISTRYINDEX, ref) != LUA_TFUNCTION) {
        lua_pop(L, 1);
        return;
    }
    lua_Debug ar;
    if (lua_getinfo(L, ">S", &ar)) copy_chunk_name(ar.source, buffer, size);
}

int tartine_sandbox_function_line(tartine_sandbox *S, int ref) {
    lua_State *L = S->L;
    if (!lua_checkstack(L, 2)) return 0;
    if (lua_rawgeti(L, LUA_REGISTRYINDEX, ref) != LUA_TFUNCTION) {
        lua_pop(L, 1);
        return 0;
    }
    lua_Debug ar;
    if (!lua_getinfo(L, ">S", &ar) || ar.linedefined <= 0) return 0;
    return ar.linedefined;
}
