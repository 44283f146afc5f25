#ifndef TARTINE_SANDBOX_INTERNAL_H
#define TARTINE_SANDBOX_INTERNAL_H

/* Private to CLuaSandbox: the sandbox struct and the helpers its files share. */

#define _POSIX_C_SOURCE 200809L

#include "CLuaSandbox.h"

#include <lua.h>
#include <lauxlib.h>
#include <lualib.h>

#define TARTINE_CHUNK_SIZE 256

typedef enum reply_kind { REPLY_VALUES = 0, REPLY_LOAD = 1 } reply_kind;

struct tartine_sandbox {
    lua_State *L;

    /* memory (sandbox_budget.c) */
    size_t used, limit, peak;
    int refusal_pending;           /* a growth request was refused; Lua may retry after a GC */
    const void *refused_block;
    size_t refused_old, refused_new;

    /* run state */
    int running;                   /* inside tartine_sandbox_run / _call */
    int started;                   /* the chunk or function was called (instructions ran) */
    int64_t instructions, instruction_budget;
    double deadline;

    /* abort record */
    int abort_reason;
    int abort_line;
    char abort_chunk[TARTINE_CHUNK_SIZE];

    /* failure report */
    char *message;
    size_t message_length;
    char *traceback;
    size_t traceback_length;
    int host_error;
    int host_error_stored;
    uint64_t view_generation;      /* the current (or last) handler call, named by its views */
    int views_live;                /* a handler call is running: its views can be read */
    tartine_view_callback view;         /* the registry holds a host error value (see forget_host_error) */

    /* host callbacks */
    tartine_host_callback host;
    tartine_log_callback log;
    void *context;

    /* the pending host reply */
    reply_kind reply;
    tartine_op *reply_ops;
    size_t reply_op_count, reply_op_capacity;
    char *reply_bytes;
    size_t reply_byte_count, reply_byte_capacity;
    char *reply_chunk;
    char *error_text;
    size_t error_length;
};

/* Registry keys (addresses only). */
extern const char tartine_key_env;        /* the sandbox environment table */
extern const char tartine_key_host_error; /* the last error value raised for a host function */
extern const char tartine_key_refs;       /* function -> registry slot */

/* sandbox_budget.c */
void *tartine_alloc(void *ud, void *block, size_t old_size, size_t new_size);
double tartine_now(void);
void tartine_count_hook(lua_State *L, lua_Debug *ar);
/* Records `reason` (first one wins) with the position of the first Lua frame at or above
   `level`, and re-arms the hook so every further instruction raises. */
void tartine_record_abort(lua_State *L, tartine_sandbox *S, int reason, int level);
/* Adds `units` to the instruction count and checks the clock; raises when a budget is spent. */
void tartine_charge(lua_State *L, lua_Integer units);
const char *tartine_abort_text(int reason);

/* sandbox_state.c */
tartine_sandbox *tartine_sandbox_of(lua_State *L);
/* First Lua frame at or above `level`: its chunk name (without '='/'@') and current line. */
int tartine_where(lua_State *L, int level, char *chunk, size_t size, int *line);
void tartine_push_env(lua_State *L);
void tartine_copy_text(char **buffer, size_t *length, const char *text, size_t count);

/* sandbox_values.c */
/* Runs ops, pushing the values they describe. Raises on malformed ops or memory. */
void tartine_push_ops(lua_State *L, const tartine_op *ops, size_t count, const char *bytes,
                      size_t byte_count, int argument_count);

/* sandbox_views.c */
/* Makes the views' metatable, the metatable of every light userdata (in the environment). */
void tartine_make_view_metatable(lua_State *L);
/* Pushes the running handler's event view and its toast view (or nil). */
void tartine_push_views(lua_State *L, int has_toast);

/* sandbox_env.c, sandbox_base.c, sandbox_patterns.c, sandbox_tables.c, sandbox_host.c */
int tartine_open_environment(lua_State *L);
int tartine_sandbox_setmetatable(lua_State *L);
int tartine_sandbox_xpcall(lua_State *L);
int tartine_sandbox_pairs(lua_State *L);
int tartine_sandbox_log(lua_State *L);
void tartine_add_string_functions(lua_State *L, int string_library, int target);
void tartine_add_table_functions(lua_State *L, int table_library, int target);
int tartine_host_trampoline(lua_State *L);

#endif
